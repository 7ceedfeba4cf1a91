package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.Directory;

/**
 * Brings a Lucene directory in line with a catalog: deletes the documents of tables the catalog
 * no longer has, keeps those whose definition hash is unchanged, and (re)writes the rest,
 * embedding their descriptions when an embedder is given.
 */
final class IndexWriting {
    /**
     * @param reused  tables kept as they were
     * @param rebuilt tables written anew
     * @param removed tables deleted
     * @param hashes  every catalog table's key mapped to its definition hash, in catalog order
     */
    record Outcome(int reused, int rebuilt, int removed, Map<String, String> hashes) {
    }

    private IndexWriting() {
    }

    /** @return every table's key mapped to its definition hash, in catalog order */
    static Map<String, String> hashes(Catalog catalog) {
        Map<String, String> hashes = new LinkedHashMap<>();
        for (Table t : catalog.tables()) hashes.put(TableDocuments.key(t.id()), TableDocuments.hash(t));
        return hashes;
    }

    /** @return the hash over the mode and every table's key and definition hash */
    static String catalogHash(Map<String, String> hashes, String embedding) {
        StringBuilder s = new StringBuilder(embedding).append('\n');
        hashes.forEach((k, h) -> s.append(k).append('=').append(h).append('\n'));
        return TableDocuments.sha256(s.toString());
    }

    /**
     * @param directory the index directory; written and committed
     * @param create    true to discard whatever the directory holds
     * @param catalog   the catalog to index
     * @param previous  table keys mapped to the definition hashes the directory holds now
     * @param embedder  null for a lexical index
     * @param progress  told after each table
     */
    static Outcome write(Directory directory, boolean create, Catalog catalog, Map<String, String> previous,
                         TextEmbedder embedder, IndexProgress progress) throws IOException {
        Map<String, String> hashes = hashes(catalog);
        IndexWriterConfig config = new IndexWriterConfig(new SchemaAnalyzer())
                .setOpenMode(create ? IndexWriterConfig.OpenMode.CREATE : IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
        int total = catalog.tables().size();
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            int removed = 0;
            for (String key : previous.keySet()) {
                if (!hashes.containsKey(key)) {
                    writer.deleteDocuments(new Term(TableDocuments.KEY, key));
                    removed++;
                }
            }
            List<Table> changed = new ArrayList<>();
            for (Table t : catalog.tables()) {
                String key = TableDocuments.key(t.id());
                if (create || !hashes.get(key).equals(previous.get(key))) changed.add(t);
            }
            int done = total - changed.size();
            progress.update(done, total);
            Map<String, float[]> columnVectors = new java.util.HashMap<>();
            for (Table t : changed) {
                String key = TableDocuments.key(t.id());
                writer.deleteDocuments(new Term(TableDocuments.KEY, key));
                writer.addDocuments(TableDocuments.documents(t, hashes.get(key), vectors(t, embedder, columnVectors)));
                progress.update(++done, total);
            }
            if (removed > 0 || !changed.isEmpty()) writer.forceMergeDeletes();
            writer.commit();
            return new Outcome(total - changed.size(), changed.size(), removed, hashes);
        }
    }

    /**
     * The table's vector, then one per column. A column's text does not name its table, so columns
     * written alike in many tables (id, name, created_at; the 20 filler columns of case C10's
     * 1,000 tables) are embedded once per run: {@code memo} maps a column text to its vector.
     */
    private static List<float[]> vectors(Table table, TextEmbedder embedder, Map<String, float[]> memo) {
        if (embedder == null) return null;
        List<String> columnTexts = new ArrayList<>();
        for (Column c : table.columns()) columnTexts.add(TableDocuments.columnText(table, c));
        List<String> fresh = new ArrayList<>();
        fresh.add(TableDocuments.tableText(table));
        for (String t : columnTexts) if (!memo.containsKey(t) && !fresh.contains(t)) fresh.add(t);
        List<float[]> embedded = embedder.embedAll(fresh);
        for (int i = 1; i < fresh.size(); i++) memo.put(fresh.get(i), embedded.get(i));
        List<float[]> out = new ArrayList<>(columnTexts.size() + 1);
        out.add(embedded.get(0));
        for (String t : columnTexts) out.add(memo.get(t));
        return out;
    }
}
