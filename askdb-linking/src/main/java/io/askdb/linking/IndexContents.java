package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.MultiBits;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.util.Bits;

/**
 * What an index reader holds, mapped onto the current catalog: each document's table ordinal and
 * the stored vectors of tables and columns. Documents of tables the catalog does not have map to
 * -1 and are ignored.
 *
 * @param docTables each document id's table ordinal, or -1
 * @param semantic  the stored vectors as a ranking
 */
record IndexContents(int[] docTables, SemanticRanking semantic) {

    static IndexContents read(DirectoryReader reader, Catalog catalog) throws IOException {
        Map<String, Integer> ordinals = new HashMap<>();
        for (int i = 0; i < catalog.tables().size(); i++) ordinals.put(TableDocuments.key(catalog.tables().get(i).id()), i);
        int[] docTables = new int[reader.maxDoc()];
        Arrays.fill(docTables, -1);
        float[][] tables = new float[catalog.tables().size()][];
        List<Integer> columnTables = new ArrayList<>();
        List<float[]> columns = new ArrayList<>();
        Bits live = MultiBits.getLiveDocs(reader);
        StoredFields stored = reader.storedFields();
        for (int doc = 0; doc < reader.maxDoc(); doc++) {
            if (live != null && !live.get(doc)) continue;
            Document d = stored.document(doc);
            Integer ordinal = ordinals.get(d.get(TableDocuments.KEY));
            if (ordinal == null) continue;
            docTables[doc] = ordinal;
            IndexableField vector = d.getField(TableDocuments.VECTOR);
            if (vector == null) continue;
            float[] v = TableDocuments.floats(vector.binaryValue());
            if (TableDocuments.TABLE_KIND.equals(d.get(TableDocuments.KIND))) {
                tables[ordinal] = v;
            } else {
                columnTables.add(ordinal);
                columns.add(v);
            }
        }
        return new IndexContents(docTables, new SemanticRanking(tables,
                columnTables.stream().mapToInt(Integer::intValue).toArray(), columns.toArray(new float[0][])));
    }
}
