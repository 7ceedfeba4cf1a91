package io.askdb.knowledge.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
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
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory Lucene index of texts, searched with BM25 (Lucene's default similarity). Texts are
 * analyzed by Lucene's {@link EnglishAnalyzer} (standard tokenizer, possessives, lower case,
 * Porter stemmer) with its English stop words plus {@link #QUESTION_WORDS}, so a hit means the
 * question and the text share a content word. Immutable after {@link #build}; searches are
 * thread-safe.
 */
final class Bm25Index {
    /**
     * Words that shape a question but name nothing in the data ("how many", "show me", "list
     * all"); without them "How many albums are there?" would match any text saying "many".
     */
    static final List<String> QUESTION_WORDS = List.of(
            "how", "many", "much", "what", "which", "who", "whom", "whose", "when", "where", "why",
            "show", "list", "give", "me", "find", "get", "tell", "i", "we", "you", "our", "my",
            "all", "each", "every", "any", "do", "does", "did", "has", "have", "had", "were",
            "can", "could", "would", "should", "please", "there", "number", "count");

    private static final String FIELD = "text";
    private static final String ID = "id";

    private final Analyzer analyzer;
    private final IndexSearcher searcher;

    private Bm25Index(Analyzer analyzer, IndexSearcher searcher) {
        this.analyzer = analyzer;
        this.searcher = searcher;
    }

    /**
     * @param texts the texts; document i of the index is texts.get(i)
     * @return the index
     */
    static Bm25Index build(List<String> texts) {
        CharArraySet stop = new CharArraySet(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, true);
        stop.addAll(QUESTION_WORDS);
        Analyzer analyzer = new EnglishAnalyzer(stop);
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            for (int i = 0; i < texts.size(); i++) {
                Document doc = new Document();
                doc.add(new StoredField(ID, i));
                doc.add(new TextField(FIELD, texts.get(i), Field.Store.NO));
                writer.addDocument(doc);
            }
            writer.commit();
            return new Bm25Index(analyzer, new IndexSearcher(DirectoryReader.open(directory)));
        } catch (IOException e) {
            throw new UncheckedIOException("Building an in-memory search index failed: " + e.getMessage(), e);
        }
    }

    /**
     * @param question the question; not null
     * @param limit    the most hits, at least 1
     * @return indexes of the texts sharing at least one content word with the question, best
     *         BM25 score first; empty when the question has no content word or nothing matches
     */
    List<Integer> search(String question, int limit) {
        Set<String> terms = terms(question);
        if (terms.isEmpty()) return List.of();
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String t : terms) query.add(new TermQuery(new Term(FIELD, t)), BooleanClause.Occur.SHOULD);
        try {
            List<Integer> hits = new ArrayList<>();
            for (ScoreDoc sd : searcher.search(query.build(), limit).scoreDocs) {
                hits.add(searcher.storedFields().document(sd.doc).getField(ID).numericValue().intValue());
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException("Searching an in-memory index failed: " + e.getMessage(), e);
        }
    }

    /** @return the analyzed content terms of a text, in order, without duplicates */
    Set<String> terms(String text) {
        Set<String> terms = new LinkedHashSet<>();
        try (TokenStream stream = analyzer.tokenStream(FIELD, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) terms.add(term.toString());
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException("Analyzing in-memory text failed: " + e.getMessage(), e);
        }
        return terms;
    }
}
