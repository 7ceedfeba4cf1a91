package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;

/**
 * A Lucene index of one {@link Catalog}: one document per table and one per column
 * ({@link TableDocuments}), searched with BM25 and, in {@link LinkerMode#HYBRID} mode, with
 * MiniLM vectors of the table and column descriptions.
 *
 * <p>Table documents hold four BM25 fields, analyzed by Lucene's standard tokenizer,
 * lower-casing, English stop words and the Porter stemmer after identifiers are split into words
 * ({@code sbCustCountry} is "sb cust country"): the table name (boost {@value #TABLE_BOOST}),
 * the column names ({@value #COLUMN_BOOST}), the comments ({@value #COMMENT_BOOST}) and the
 * sample values ({@value #VALUE_BOOST}).
 *
 * <p>{@link #link} ranks tables, then moves bridge tables up ({@link ForeignKeyBridges}: a table
 * joined by foreign keys, declared or inferred from shared key columns, to two of the five best
 * tables moves to just below the second of them, taking its score), then brings the join up
 * ({@link JoinTree}: the tables connecting the three best, then their neighbours; a table moved up
 * takes the score of the one before it, so scores never rise down the list). Lexical mode ranks by the
 * BM25 score of the table documents, then the tables that match nothing by table id. Hybrid mode
 * fuses two rankings with {@link RankFusion}, the first counted {@value #LEXICAL_WEIGHT} times:
 * BM25 of the table documents, and the cosine similarity of the question to the description of
 * each table's best-matching column (columns vote for their table), so a table whose words the
 * question does not use can still be found by meaning. The linked schema also carries the
 * joins among the returned tables, the question's literals matched to sample values
 * ({@link SampleValueLinker} rules) and its unmatched content words.
 *
 * <p>Immutable once built and safe for concurrent use; lives on the heap and needs no closing.
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
    /**
     * How many times the BM25 ranking counts in hybrid fusion against once for the embedding
     * ranking: on BEAVER (463 warehouse tables with cryptic names) equal weights lost 5 points of
     * recall@5 to BM25 alone, weight 4 gained 1 point at 5 and 2 at 20.
     */
    static final int LEXICAL_WEIGHT = 4;
    /** The most value matches a linked schema carries. */
    static final int MAX_VALUES = 10;
    private static final Map<String, Float> BOOSTS =
            Map.of(TABLE, TABLE_BOOST, COLUMN, COLUMN_BOOST, COMMENT, COMMENT_BOOST, VALUE, VALUE_BOOST);

    private final Catalog catalog;
    private final SchemaAnalyzer analyzer = new SchemaAnalyzer();
    private final IndexSearcher searcher;
    private final int[] docTables;
    private final ColumnRanker columns;
    private final ForeignKeyBridges bridges;
    private final JoinTree joinTree;
    private final ValueDictionary values;
    private final TextEmbedder embedder;
    private final SemanticRanking semantic;
    private final UnmatchedTerms unmatched;

    private SchemaIndex(Catalog catalog, DirectoryReader reader, TextEmbedder embedder) throws IOException {
        this.catalog = catalog;
        this.searcher = new IndexSearcher(reader);
        this.columns = ColumnRanker.of(catalog, analyzer);
        this.bridges = ForeignKeyBridges.of(catalog);
        this.joinTree = new JoinTree(bridges);
        this.values = new ValueDictionary(catalog, analyzer);
        this.embedder = embedder;
        IndexContents contents = IndexContents.read(reader, catalog);
        this.docTables = contents.docTables();
        this.semantic = embedder == null ? null : contents.semantic();
        this.unmatched = new UnmatchedTerms(this::lexicalHit, values, embedder, semantic);
    }

    /**
     * Indexes every table of the catalog for BM25 only ({@link LinkerMode#LEXICAL}).
     *
     * @param catalog the catalog; not null; may have no tables
     * @return the index
     * @throws NullPointerException when {@code catalog} is null
     */
    public static SchemaIndex build(Catalog catalog) {
        return build(catalog, LinkerMode.LEXICAL);
    }

    /**
     * Indexes every table of the catalog in memory.
     *
     * @param catalog the catalog; not null; may have no tables
     * @param mode    lexical, or hybrid with the process-wide MiniLM ({@link TextEmbedder#miniLm()})
     * @return the index
     * @throws NullPointerException when an argument is null
     * @since 0.2
     */
    public static SchemaIndex build(Catalog catalog, LinkerMode mode) {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(mode, "mode");
        return create(catalog, mode == LinkerMode.HYBRID ? TextEmbedder.miniLm() : null);
    }

    /** Builds a hybrid index with this embedder ({@code null} for lexical) in a fresh heap directory. */
    static SchemaIndex create(Catalog catalog, TextEmbedder embedder) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try {
            IndexWriting.write(directory, true, catalog, Map.of(), embedder, IndexProgress.NONE);
            return open(catalog, directory, embedder);
        } catch (IOException e) {
            throw new UncheckedIOException("Building the in-memory schema index failed: " + e.getMessage(), e);
        }
    }

    /** Opens an index written by {@link IndexWriting} for this catalog. */
    static SchemaIndex open(Catalog catalog, Directory directory, TextEmbedder embedder) throws IOException {
        return new SchemaIndex(catalog, DirectoryReader.open(directory), embedder);
    }

    /** @return how many tables the index holds */
    public int tableCount() {
        return catalog.tables().size();
    }

    /** @return how many live Lucene documents (tables and columns) the index holds */
    int documentCount() {
        return searcher.getIndexReader().numDocs();
    }

    /**
     * Ranks the catalog's tables for a question, as described in the class comment.
     *
     * @param question  the question in plain language; not blank
     * @param evidence  evidence that comes with the question, or empty; not null
     * @param maxTables the most tables to return, at least 1
     * @return {@code min(maxTables, tableCount())} tables, best first, each with all its columns
     *         ordered: question matches, then join keys, then the rest; the joins among them; at
     *         most {@value #MAX_VALUES} value matches; the question's unmatched content words
     * @throws IllegalArgumentException when the question is blank or {@code maxTables} is below 1
     * @throws NullPointerException     when {@code question} or {@code evidence} is null
     */
    public LinkedSchema link(String question, String evidence, int maxTables) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(evidence, "evidence");
        if (question.isBlank()) throw new IllegalArgumentException("question must not be blank; pass the user's question");
        if (maxTables < 1) throw new IllegalArgumentException("maxTables must be at least 1, was " + maxTables);
        List<String> terms = QuestionTerms.of(analyzer, question, evidence);
        double[] scores = new double[tableCount()];
        List<Integer> ranked = semantic == null ? lexical(terms, scores) : hybrid(question, evidence, terms, scores);
        int scored = (int) ranked.stream().filter(i -> scores[i] > 0).count();
        ForeignKeyBridges.Expansion expansion = bridges.expand(ranked, scored);
        Map<String, Double> weights = new HashMap<>();
        terms.forEach(t -> weights.put(t, weight(t)));
        List<LinkedTable> out = new ArrayList<>();
        List<Integer> ordered = joinTree.order(expansion.order(), scored);
        List<Integer> chosen = ordered.subList(0, Math.min(maxTables, scores.length));
        double previous = Double.MAX_VALUE;
        for (int ordinal : chosen) {
            Integer anchor = expansion.anchors().get(ordinal);
            double score = Math.min(previous, anchor == null ? scores[ordinal] : scores[anchor]);
            previous = score;
            ColumnRanker.Ranking ranking = columns.rank(ordinal, terms, weights::get);
            out.add(new LinkedTable(catalog.tables().get(ordinal).id(), score, ranking.names(), ranking.essential()));
        }
        return new LinkedSchema(out, bridges.among(chosen), values.link(question, MAX_VALUES), unmatched.of(question));
    }

    private List<Integer> lexical(List<String> terms, double[] scores) {
        System.arraycopy(tableScores(terms), 0, scores, 0, scores.length);
        return order(scores, false);
    }

    private List<Integer> hybrid(String question, String evidence, List<String> terms, double[] scores) {
        float[] vector = embedder.embed(evidence.isBlank() ? question : question + " " + evidence);
        List<Integer> lexical = order(tableScores(terms), true);
        List<List<Integer>> rankings = new ArrayList<>();
        for (int i = 0; i < LEXICAL_WEIGHT; i++) rankings.add(lexical);
        rankings.add(semantic.byColumns(vector));
        Map<Integer, Double> fused = RankFusion.fuse(rankings);
        fused.forEach((ordinal, score) -> scores[ordinal] = score);
        return new ArrayList<>(fused.keySet());
    }

    /** @return ordinals by score, best first, ties by ordinal; only positive scores when {@code positive} */
    private static List<Integer> order(double[] scores, boolean positive) {
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) if (!positive || scores[i] > 0) ranked.add(i);
        ranked.sort(Comparator.<Integer>comparingDouble(i -> -scores[i]).thenComparingInt(i -> i));
        return ranked;
    }

    private double[] tableScores(List<String> terms) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String term : terms) {
            BOOSTS.forEach((field, boost) -> query.add(
                    new BoostQuery(new TermQuery(new Term(field, term)), boost), BooleanClause.Occur.SHOULD));
        }
        return search(query, TableDocuments.TABLE_KIND, terms);
    }

    /** @return each table's best score among the hits of its documents of this kind */
    private double[] search(BooleanQuery.Builder should, String kind, List<String> terms) {
        double[] scores = new double[tableCount()];
        if (terms.isEmpty() || scores.length == 0) return scores;
        Query query = should.setMinimumNumberShouldMatch(1)
                .add(new TermQuery(new Term(TableDocuments.KIND, kind)), BooleanClause.Occur.FILTER).build();
        try {
            for (ScoreDoc hit : searcher.search(query, Math.max(1, docTables.length)).scoreDocs) {
                int ordinal = docTables[hit.doc];
                if (ordinal >= 0) scores[ordinal] = Math.max(scores[ordinal], hit.score);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Searching the schema index failed: " + e.getMessage(), e);
        }
        return scores;
    }

    /** @return true when an analyzed term of the word occurs in any field of any document */
    private boolean lexicalHit(String word) {
        List<String> terms = analyzer.terms(word);
        try {
            for (String term : terms) {
                for (String field : List.of(TABLE, COLUMN, COMMENT, VALUE, TableDocuments.COLUMN_TEXT)) {
                    if (searcher.getIndexReader().docFreq(new Term(field, term)) > 0) return true;
                }
            }
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException("Reading the schema index failed: " + e.getMessage(), e);
        }
    }

    /** A term's weight for column ranking: its inverse document frequency over column names. */
    private double weight(String term) {
        try {
            int df = searcher.getIndexReader().docFreq(new Term(COLUMN, term));
            return Math.log(1 + (double) tableCount() / (1 + df));
        } catch (IOException e) {
            throw new UncheckedIOException("Reading the schema index failed: " + e.getMessage(), e);
        }
    }
}
