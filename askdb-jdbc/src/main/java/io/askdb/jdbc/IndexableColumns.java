package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which columns of a table are worth reading for value linking: text columns
 * ({@link ValueSampler#isText}) of tables and materialized views (a view may be expensive to
 * evaluate), except keys and id-like columns, whose values no question spells out
 * (primary-key and foreign-key columns; names "id", "..._id", "...Id", "...ID", "uuid", "guid";
 * "..._key", "...Key"), secrets that must never be copied into an index (names containing
 * "password", "passwd", "secret", "token", "hash", "salt"), and large-object types (CLOB, "long
 * text") that hold free text.
 */
final class IndexableColumns {
    private static final Pattern ID_LIKE = Pattern.compile("(?i)id|uuid|guid|.*_(id|uuid|guid|key)|.*[a-z0-9](Id|ID|Key|Uuid|UUID|Guid|GUID)");
    private static final Pattern SECRET = Pattern.compile("(?i).*(password|passwd|secret|token|hash|salt).*");

    private IndexableColumns() {
    }

    /** @return the table's columns to read, in catalog order; empty for a view */
    static List<Column> of(Table table) {
        if (table.kind() == Table.Kind.VIEW) return List.of();
        Set<String> keys = new HashSet<>(table.primaryKey());
        for (ForeignKey fk : table.foreignKeys()) keys.addAll(fk.columns());
        List<Column> out = new ArrayList<>();
        for (Column c : table.columns()) {
            if (keys.contains(c.name()) || !ValueSampler.isText(c)) continue;
            if (ID_LIKE.matcher(c.name()).matches() || SECRET.matcher(c.name()).matches()) continue;
            String type = c.typeName().toLowerCase(Locale.ROOT);
            if (type.contains("clob") || type.contains("long") || type.equals("mediumtext")) continue;
            out.add(c);
        }
        return out;
    }
}
