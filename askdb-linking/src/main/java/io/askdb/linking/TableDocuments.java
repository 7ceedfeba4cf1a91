package io.askdb.linking;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.util.BytesRef;

/**
 * The Lucene documents, embedding texts and definition hash of one table. A table gives one
 * table document (name, comment, column names, comments and sample values as BM25 fields, its
 * definition hash and, in hybrid mode, the vector of its description) and one document per column
 * (the column's words as a BM25 field and its vector). Every document carries the table's key, so
 * all of a table's documents can be deleted at once when its definition changes.
 */
final class TableDocuments {
    static final String KEY = "key";
    static final String KIND = "kind";
    static final String HASH = "hash";
    static final String VECTOR = "vector";
    static final String COLUMN_NAME = "column_name";
    static final String COLUMN_TEXT = "column_text";
    static final String TABLE_KIND = "table";
    static final String COLUMN_KIND = "column";
    /** The most sample values of a column that go into a description. */
    static final int MAX_SAMPLES = 5;

    private TableDocuments() {
    }

    /** @return a key naming the table uniquely within a catalog: schema, a 0x1 byte, name */
    static String key(TableId id) {
        return (id.schema() == null ? "" : id.schema()) + "\u0001" + id.name();
    }

    /**
     * The SHA-256 of everything the table's documents are made of (id, kind, comment, columns with
     * types, comments and samples, primary and foreign keys), hex; the row estimate is left out so
     * that growing tables are not re-indexed.
     */
    static String hash(Table table) {
        StringBuilder s = new StringBuilder();
        s.append(key(table.id())).append('|').append(table.kind()).append('|').append(table.comment()).append('\n');
        for (Column c : table.columns()) {
            s.append(c.name()).append('|').append(c.typeName()).append('|').append(c.comment()).append('|')
                    .append(String.join("\u0002", c.sampleValues())).append('\n');
        }
        s.append(table.primaryKey()).append('\n');
        for (ForeignKey fk : table.foreignKeys()) {
            s.append(fk.columns()).append("->").append(key(fk.target())).append(fk.targetColumns()).append('\n');
        }
        return sha256(s.toString());
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM; every Java 17 runtime has it", e);
        }
    }

    /**
     * The description embedded for the table: its name's words and its comment. It is compared
     * with single question words to find the unmatched ones ("people" meets a {@code person}
     * table), where a long list of columns would only dilute the name.
     */
    static String tableText(Table table) {
        StringBuilder s = new StringBuilder(IdentifierWords.spaced(table.id().name()));
        if (table.comment() != null && !table.comment().isBlank()) s.append(". ").append(table.comment());
        return s.toString();
    }

    /** The description embedded for a column: its words, comment and sample values, not its table (see IndexWriting). */
    static String columnText(Table table, Column column) {
        StringBuilder s = new StringBuilder(IdentifierWords.spaced(column.name()));
        if (column.comment() != null && !column.comment().isBlank()) s.append(": ").append(column.comment());
        if (!column.sampleValues().isEmpty()) {
            s.append(" (e.g. ").append(String.join(", ", column.sampleValues().stream().limit(MAX_SAMPLES).toList())).append(')');
        }
        return s.toString();
    }

    /**
     * @param table   the table
     * @param hash    its {@link #hash}
     * @param vectors null in lexical mode; else the table's vector then one per column, in order
     * @return the table document followed by one document per column
     */
    static List<Document> documents(Table table, String hash, List<float[]> vectors) {
        String key = key(table.id());
        List<Document> docs = new ArrayList<>();
        Document doc = base(key, TABLE_KIND, vectors == null ? null : vectors.get(0));
        doc.add(new StoredField(HASH, hash));
        doc.add(new TextField(SchemaIndex.TABLE, IdentifierWords.indexText(table.id().name()), Field.Store.NO));
        if (table.comment() != null) doc.add(new TextField(SchemaIndex.COMMENT, IdentifierWords.spaced(table.comment()), Field.Store.NO));
        for (Column c : table.columns()) {
            doc.add(new TextField(SchemaIndex.COLUMN, IdentifierWords.indexText(c.name()), Field.Store.NO));
            if (c.comment() != null) doc.add(new TextField(SchemaIndex.COMMENT, IdentifierWords.spaced(c.comment()), Field.Store.NO));
            for (String value : c.sampleValues()) {
                doc.add(new TextField(SchemaIndex.VALUE, IdentifierWords.spaced(value), Field.Store.NO));
            }
        }
        docs.add(doc);
        for (int i = 0; i < table.columns().size(); i++) {
            Column c = table.columns().get(i);
            Document col = base(key, COLUMN_KIND, vectors == null ? null : vectors.get(i + 1));
            col.add(new StoredField(COLUMN_NAME, c.name()));
            String text = IdentifierWords.indexText(c.name()) + " " + IdentifierWords.spaced(c.comment() == null ? "" : c.comment())
                    + " " + IdentifierWords.spaced(String.join(" ", c.sampleValues()));
            col.add(new TextField(COLUMN_TEXT, text, Field.Store.NO));
            docs.add(col);
        }
        return docs;
    }

    private static Document base(String key, String kind, float[] vector) {
        Document doc = new Document();
        doc.add(new StringField(KEY, key, Field.Store.YES));
        doc.add(new StringField(KIND, kind, Field.Store.YES));
        if (vector != null) doc.add(new StoredField(VECTOR, bytes(vector)));
        return doc;
    }

    static BytesRef bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : vector) buffer.putFloat(f);
        return new BytesRef(buffer.array());
    }

    static float[] floats(BytesRef bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes.bytes, bytes.offset, bytes.length).order(ByteOrder.LITTLE_ENDIAN);
        float[] out = new float[bytes.length / Float.BYTES];
        for (int i = 0; i < out.length; i++) out[i] = buffer.getFloat();
        return out;
    }
}
