package io.askdb.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the catalogs of the BEAVER databases from its {@code dev_tables.json}, for schema-linking
 * recall without the (private) databases themselves.
 *
 * <p>The file is one JSON object mapping {@code "db#sep#table"} to {@code {db_id,
 * table_name_original, column_names_original, column_types, primary_key?, foreign_key?}}, where
 * each {@code foreign_key} entry is one column: {@code {column_name, referenced_table_name:
 * "db#sep#table", referenced_column_name}}. Each entry becomes a one-column {@link ForeignKey}
 * (the file does not group columns into composite keys). Column types are MySQL DDL
 * ({@code "varchar(255) COLLATE ... NOT NULL"}) for the OpenStack databases and Oracle's
 * ({@code VARCHAR2}, {@code NUMBER}) for {@code dw}: a catalog is {@link Dialect#MYSQL} unless
 * its types are Oracle's, then {@link Dialect#GENERIC}, as askdb has no Oracle dialect. Tables
 * have no schema; the catalogs have no default schema.
 *
 * @since 0.1
 */
public final class BeaverCatalogs {
    private static final String SEPARATOR = "#sep#";

    private BeaverCatalogs() {
    }

    /**
     * @param tablesJson BEAVER's {@code dev_tables.json}; not null
     * @return one catalog per {@code db_id}, in the order the databases first appear
     * @throws AskdbException with {@link ErrorCode#BAD_INPUT} when the file is missing, not
     *         JSON, or an entry lacks a field; the message names the entry and the field
     */
    public static Map<String, Catalog> read(Path tablesJson) {
        DatasetFiles.requireReadable(tablesJson);
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(tablesJson.toFile());
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot read " + tablesJson + " as JSON: " + DatasetFiles.firstLine(e.getMessage())
                    + ". Give the dev_tables.json file of the BEAVER release.", e);
        }
        if (root == null || !root.isObject()) {
            throw DatasetFiles.error(tablesJson, "top level", "expected a JSON object mapping \"db#sep#table\" to a table; give BEAVER's dev_tables.json");
        }
        Map<String, List<Table>> tables = new LinkedHashMap<>();
        Map<String, Boolean> oracle = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            JsonRecord r = new JsonRecord(tablesJson, "entry \"" + e.getKey() + "\"", e.getValue(),
                    "each entry needs db_id, table_name_original, column_names_original and column_types");
            String db = r.required("db_id");
            tables.computeIfAbsent(db, k -> new ArrayList<>()).add(table(r));
            oracle.merge(db, isOracle(r.requiredTexts("column_types")), Boolean::logicalOr);
        }
        Map<String, Catalog> out = new LinkedHashMap<>();
        tables.forEach((db, list) -> out.put(db, new Catalog(oracle.get(db) ? Dialect.GENERIC : Dialect.MYSQL, null, list)));
        return out;
    }

    private static Table table(JsonRecord r) {
        List<String> names = r.requiredTexts("column_names_original");
        List<String> types = r.requiredTexts("column_types");
        if (names.size() != types.size()) {
            throw DatasetFiles.error(r.file(), r.where(), names.size() + " column names but " + types.size()
                    + " column types; the two lists must be of equal length");
        }
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) columns.add(BeaverColumnTypes.column(names.get(i), types.get(i)));
        List<String> primaryKey = r.node().has("primary_key") && !r.node().get("primary_key").isEmpty()
                ? r.requiredTexts("primary_key") : List.of();
        List<ForeignKey> foreignKeys = new ArrayList<>();
        for (JsonNode fk : r.node().path("foreign_key")) {
            JsonRecord k = new JsonRecord(r.file(), r.where() + " foreign_key", fk,
                    "each foreign key needs column_name, referenced_table_name and referenced_column_name");
            String target = k.required("referenced_table_name");
            int at = target.indexOf(SEPARATOR);
            foreignKeys.add(new ForeignKey(null, List.of(k.required("column_name")),
                    new TableId(null, at < 0 ? target : target.substring(at + SEPARATOR.length())),
                    List.of(k.required("referenced_column_name"))));
        }
        return new Table(new TableId(null, r.required("table_name_original")), Table.Kind.TABLE, null, columns,
                primaryKey, foreignKeys, -1);
    }

    private static boolean isOracle(List<String> types) {
        return types.stream().anyMatch(t -> t.startsWith("VARCHAR2") || t.startsWith("NUMBER"));
    }
}
