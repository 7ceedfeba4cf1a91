package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;

/**
 * A loaded value index: looks up a normalized literal among the stored values, exactly, by its
 * folding key (regardless of spacing) or one edit away (Lucene {@link FuzzyQuery}, Damerau-Levenshtein distance 1). Thread-safe; the index
 * lives on the heap.
 */
final class ValueIndex {
    /** The most stored values one lookup returns. */
    static final int MAX_HITS = 50;

    /** A stored value found for a literal. */
    record Hit(TableId table, String column, String stored, String normalized, int distinct) {
    }

    private final IndexSearcher searcher;
    private final int size;

    ValueIndex(Directory directory) throws IOException {
        DirectoryReader reader = DirectoryReader.open(directory);
        this.searcher = new IndexSearcher(reader);
        this.size = reader.numDocs();
    }

    /** @return how many values the index holds */
    int size() {
        return size;
    }

    /** @return stored values whose normalized form equals the normalized literal */
    List<Hit> exact(String normalized) {
        return search(new TermQuery(new Term(ValueDocuments.NORMALIZED, normalized)));
    }

    /** @return stored values whose folding key ({@link ValueText#folded}) equals the key */
    List<Hit> folded(String key) {
        return search(new TermQuery(new Term(ValueDocuments.FOLDED, key)));
    }

    /** @return stored values whose normalized form is one edit from the literal (the literal itself included) */
    List<Hit> near(String normalized) {
        return search(new FuzzyQuery(new Term(ValueDocuments.NORMALIZED, normalized), 1, 0, MAX_HITS, true));
    }

    private List<Hit> search(Query query) {
        try {
            List<Hit> out = new ArrayList<>();
            StoredFields stored = searcher.storedFields();
            for (ScoreDoc sd : searcher.search(query, MAX_HITS).scoreDocs) {
                Document d = stored.document(sd.doc);
                out.add(new Hit(new TableId(d.get(ValueDocuments.SCHEMA), d.get(ValueDocuments.TABLE)),
                        d.get(ValueDocuments.COLUMN), d.get(ValueDocuments.STORED), d.get(ValueDocuments.NORMALIZED),
                        d.getField(ValueDocuments.DISTINCT).numericValue().intValue()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("The value index could not be searched (" + e.getMessage() + ")", e);
        }
    }
}
