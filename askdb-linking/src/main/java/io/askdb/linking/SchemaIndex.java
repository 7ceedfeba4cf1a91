package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory Lucene index of one {@link Catalog}, one document per table, searched with BM25
 * (Lucene's default similarity).
 *
 * <p>Each document holds four fields, analyzed by Lucene's standard tokenizer, lower-casing,
 * English stop words and the Porter stemmer after identifiers are split into words
 * ({@code sbCustCountry} is "sb cust country"): the table name (boost {@value #TABLE_BOOST}),
 * the column names ({@value #COLUMN_BOOST}), the table and column comments
 * ({@value #COMMENT_BOOST}) and the columns' sample values ({@value #VALUE_BOOST}).
 *
 * <p>{@link #link} ranks tables in three steps: tables that match the question by BM25 score;
 * then bridge tables moved up (see {@link ForeignKeyBridges}: a table joined by foreign keys to two
 * of the five best tables moves to just below the second of them, taking its score; when the
 * catalog declares no foreign keys, joins are inferred from shared key columns); then the
 * tables that match nothing, by table id. Ties keep catalog (table id) order.
 *
 * <p>Immutable once built and safe for concurrent use. The index lives on the heap and needs no
 * closing.
 *
 * @since 0.1
 */
public final class SchemaIndex {
    static final String TABLE = "table";
    static final String COLUMN = "column";
    static final String COMMENT = "comment";
    static final String VALUE = "value";
    static final float TABLE_BOOST = 4f;
    static final float COLUMN_BOOST = 2f;
    static final float COMMENT_BOOST = 1f;
    static final float VALUE_BOOST = 0.5f;
    private static final String ORDINAL = "ordinal";
    private static final Map<String, Float> BOOSTS =
            Map.of(TABLE, TABLE_BOOST, COLUMN, COLUMN_BOOST, COMMENT, COMMENT_BOOST, VALUE, VALUE_BOOST);

    private final Catalog catalog;
    private final SchemaAnalyzer analyzer;
    private final IndexSearcher searcher;
    private final ColumnRanker columns;
    private final ForeignKeyBridges bridges;

    private SchemaIndex(Catalog catalog, SchemaAnalyzer analyzer, IndexSearcher searcher) {
        this.catalog = catalog;
        this.analyzer = analyzer;
        this.searcher = searcher;
        this.columns = ColumnRanker.of(catalog, analyzer);
        this.bridges = ForeignKeyBridges.of(catalog);
    }

    /**
     * Indexes every table of the catalog.
     *
     * @param catalog the catalog; not null; may have no tables
     * @return the index
     * @throws NullPointerException when {@code catalog} is null
     */
    public static SchemaIndex build(Catalog catalog) {
        Objects.requireNonNull(catalog, "catalog");
        SchemaAnalyzer analyzer = new SchemaAnalyzer();
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            for (int i = 0; i < catalog.tables().size(); i++) {
                writer.addDocument(document(catalog.tables().get(i), i));
            }
            writer.commit();
            return new SchemaIndex(catalog, analyzer, new IndexSearcher(DirectoryReader.open(directory)));
        } catch (IOException e) {
            throw new UncheckedIOException("Building the in-memory schema index failed: " + e.getMessage(), e);
        }
    }

    private static Document document(Table table, int ordinal) {
        Document doc = new Document();
        doc.add(new StoredField(ORDINAL, ordinal));
        doc.add(new TextField(TABLE, IdentifierWords.indexText(table.id().name()), Field.Store.NO));
        if (table.comment() != null) doc.add(new TextField(COMMENT, IdentifierWords.spaced(table.comment()), Field.Store.NO));
        for (Column c : table.columns()) {
            doc.add(new TextField(COLUMN, IdentifierWords.indexText(c.name()), Field.Store.NO));
            if (c.comment() != null) doc.add(new TextField(COMMENT, IdentifierWords.spaced(c.comment()), Field.Store.NO));
            for (String value : c.sampleValues()) {
                doc.add(new TextField(VALUE, IdentifierWords.spaced(value), Field.Store.NO));
            }
        }
        return doc;
    }

    /** @return how many tables the index holds */
    public int tableCount() {
        return catalog.tables().size();
    }

    /**
     * Ranks the catalog's tables for a question, as described in the class comment.
     *
     * @param question  the question in plain language; not blank
     * @param evidence  evidence that comes with the question, or empty; not null
     * @param maxTables the most tables to return, at least 1
     * @return {@code min(maxTables, tableCount())} tables, best first, each with all its columns
     *         ordered: question matches, then join keys, then the rest
     * @throws IllegalArgumentException when the question is blank or {@code maxTables} is below 1
     * @throws NullPointerException     when {@code question} or {@code evidence} is null
     */
    public LinkedSchema link(String question, String evidence, int maxTables) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(evidence, "evidence");
        if (question.isBlank()) throw new IllegalArgumentException("question must not be blank; pass the user's question");
        if (maxTables < 1) throw new IllegalArgumentException("maxTables must be at least 1, was " + maxTables);
        List<String> terms = QuestionTerms.of(analyzer, question, evidence);
        double[] scores = scores(terms);
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) ranked.add(i);
        ranked.sort(Comparator.<Integer>comparingDouble(i -> -scores[i]).thenComparingInt(i -> i));
        int scored = (int) ranked.stream().filter(i -> scores[i] > 0).count();
        ForeignKeyBridges.Expansion expansion = bridges.expand(ranked, scored);
        Map<String, Double> weights = new HashMap<>();
        terms.forEach(t -> weights.put(t, weight(t)));
        List<LinkedTable> out = new ArrayList<>();
        for (int ordinal : expansion.order().subList(0, Math.min(maxTables, scores.length))) {
            Integer anchor = expansion.anchors().get(ordinal);
            double score = anchor == null ? scores[ordinal] : scores[anchor];
            out.add(new LinkedTable(catalog.tables().get(ordinal).id(), score,
                    columns.rank(ordinal, terms, weights::get)));
        }
        return new LinkedSchema(out);
    }

    private double[] scores(List<String> terms) {
        double[] scores = new double[tableCount()];
        if (terms.isEmpty() || scores.length == 0) return scores;
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String term : terms) {
            BOOSTS.forEach((field, boost) -> query.add(
                    new BoostQuery(new TermQuery(new Term(field, term)), boost), BooleanClause.Occur.SHOULD));
        }
        try {
            for (ScoreDoc hit : searcher.search(query.build(), scores.length).scoreDocs) {
                int ordinal = searcher.storedFields().document(hit.doc).getField(ORDINAL).numericValue().intValue();
                scores[ordinal] = hit.score;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Searching the in-memory schema index failed: " + e.getMessage(), e);
        }
        return scores;
    }

    /** A term's weight for column ranking: its inverse document frequency over column names. */
    private double weight(String term) {
        try {
            int df = searcher.getIndexReader().docFreq(new Term(COLUMN, term));
            return Math.log(1 + (double) tableCount() / (1 + df));
        } catch (IOException e) {
            throw new UncheckedIOException("Reading the in-memory schema index failed: " + e.getMessage(), e);
        }
    }
}
