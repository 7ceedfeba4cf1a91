package io.askdb.linking;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;

/**
 * The documents of a value index: one per distinct stored value of a column, with the table key
 * (for deleting a table's values), the table, the column, the value as stored, its normalized
 * form ({@link ValueText#normalize}, one untokenized term, for exact and fuzzy lookup), its
 * folding key ({@link ValueText#folded}, one untokenized term, for lookup regardless of spacing)
 * and how many distinct values the column has.
 */
final class ValueDocuments {
    static final String KEY = "key";
    static final String SCHEMA = "schema";
    static final String TABLE = "table";
    static final String COLUMN = "column";
    static final String STORED = "stored";
    static final String NORMALIZED = "normalized";
    static final String FOLDED = "folded";
    static final String DISTINCT = "distinct";

    private ValueDocuments() {
    }

    /**
     * @return the hash deciding whether a table's values are read again: its definition
     *         ({@link TableDocuments#hash}) and its row estimate, so a table that grew is re-read
     */
    static String hash(Table table) {
        return TableDocuments.sha256(TableDocuments.hash(table) + "|rows=" + table.rowEstimate());
    }

    /** @return one document per distinct normalized spelling of each value; values normalizing to nothing are left out */
    static List<Document> documents(Table table, StoredColumn column) {
        List<Document> docs = new ArrayList<>();
        int distinct = new LinkedHashSet<>(column.values()).size();
        for (String value : new LinkedHashSet<>(column.values())) {
            String normalized = ValueText.normalize(value);
            if (normalized.isEmpty() || normalized.chars().allMatch(c -> Character.isDigit(c) || c == ' ')) continue;
            Document d = new Document();
            d.add(new StringField(KEY, TableDocuments.key(table.id()), Field.Store.NO));
            if (table.id().schema() != null) d.add(new StoredField(SCHEMA, table.id().schema()));
            d.add(new StoredField(TABLE, table.id().name()));
            d.add(new StoredField(COLUMN, column.column()));
            d.add(new StoredField(STORED, value));
            d.add(new StringField(NORMALIZED, normalized, Field.Store.YES));
            d.add(new StringField(FOLDED, ValueText.folded(value), Field.Store.NO));
            d.add(new StoredField(DISTINCT, distinct));
            docs.add(d);
        }
        return docs;
    }
}
