package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the YAML tree of a model file into model records, reporting every missing, mistyped or
 * unknown key. A part with a problem is left out of the result (its problem is reported), so
 * the catalog checks that follow see only well-formed parts.
 */
final class ModelParser {
    static final Set<String> TOP_KEYS = Set.of("database", "entities", "metrics", "relationships");
    static final Set<String> ENTITY_KEYS = Set.of("table", "schema", "name", "synonyms", "description", "visible",
            "dimensions");
    static final Set<String> DIMENSION_KEYS = Set.of("column", "name", "synonyms", "description");
    static final Set<String> METRIC_KEYS = Set.of("name", "synonyms", "description", "table", "schema", "expression",
            "timeColumn", "filters");
    static final Set<String> RELATIONSHIP_KEYS = Set.of("from", "to", "cardinality", "declared");
    static final Set<String> END_KEYS = Set.of("table", "schema", "columns");

    private final Problems problems;

    ModelParser(Problems problems) {
        this.problems = problems;
    }

    ParsedModel parse(YamlNode root) {
        root.onlyKeys(TOP_KEYS);
        String database = root.text("database", false);
        List<Located<Entity>> entities = new ArrayList<>();
        for (YamlNode n : root.objects("entities")) add(entities, entity(n), n);
        List<Located<Metric>> metrics = new ArrayList<>();
        for (YamlNode n : root.objects("metrics")) add(metrics, metric(n), n);
        List<Located<Relationship>> relationships = new ArrayList<>();
        for (YamlNode n : root.objects("relationships")) add(relationships, relationship(n), n);
        return new ParsedModel(database, entities, metrics, relationships);
    }

    private static <T> void add(List<Located<T>> out, T value, YamlNode node) {
        if (value != null) out.add(new Located<>(value, node.path()));
    }

    private Entity entity(YamlNode n) {
        n.onlyKeys(ENTITY_KEYS);
        TableId table = table(n);
        String name = n.text("name", false);
        List<String> synonyms = n.texts("synonyms", false);
        String description = n.text("description", false);
        boolean visible = n.bool("visible", true);
        List<Dimension> dimensions = new ArrayList<>();
        boolean complete = true;
        for (YamlNode d : n.objects("dimensions")) {
            Dimension dimension = dimension(d);
            complete &= dimension != null;
            if (dimension != null) dimensions.add(dimension);
        }
        if (table == null || !complete) return null;
        return new Entity(table, name == null ? Inflection.words(table.name()) : name, synonyms, description,
                visible, dimensions);
    }

    private Dimension dimension(YamlNode n) {
        n.onlyKeys(DIMENSION_KEYS);
        String column = n.text("column", true);
        String name = n.text("name", false);
        List<String> synonyms = n.texts("synonyms", false);
        String description = n.text("description", false);
        if (column == null) return null;
        return new Dimension(column, name == null ? Inflection.words(column) : name, synonyms, description);
    }

    private Metric metric(YamlNode n) {
        n.onlyKeys(METRIC_KEYS);
        String name = n.text("name", true);
        List<String> synonyms = n.texts("synonyms", false);
        String description = n.text("description", false);
        TableId table = table(n);
        String expression = n.text("expression", true);
        String time = n.text("timeColumn", false);
        List<String> filters = n.texts("filters", false);
        if (name == null || table == null || expression == null) return null;
        ColumnRef timeColumn = null;
        if (time != null) {
            timeColumn = columnRef(time, table);
            if (timeColumn == null) {
                problems.add(n.at("timeColumn"), "'" + time + "' is not a column reference. Write Column for a"
                        + " column of the metric's table, or Table.Column for a column of a related table.");
                return null;
            }
        }
        return new Metric(name, synonyms, description, table, expression, timeColumn, filters);
    }

    /**
     * "InvoiceDate" is a column of the metric's own table; "Invoice.InvoiceDate" and "s.Invoice.InvoiceDate"
     * name one of another table.
     *
     * @return the reference, or null when a part is empty
     */
    static ColumnRef columnRef(String text, TableId own) {
        String[] parts = text.split("\\.", -1);
        for (String part : parts) {
            if (part.isBlank()) return null;
        }
        if (parts.length == 1) return new ColumnRef(own, text);
        String column = parts[parts.length - 1];
        String tableName = parts[parts.length - 2];
        String schema = parts.length > 2 ? String.join(".", Arrays.copyOf(parts, parts.length - 2)) : null;
        return new ColumnRef(new TableId(schema, tableName), column);
    }

    private Relationship relationship(YamlNode n) {
        n.onlyKeys(RELATIONSHIP_KEYS);
        YamlNode from = n.object("from", true);
        YamlNode to = n.object("to", true);
        TableId fromTable = from == null ? null : table(from);
        List<String> fromColumns = from == null ? List.of() : from.texts("columns", true);
        TableId toTable = to == null ? null : table(to);
        List<String> toColumns = to == null ? List.of() : to.texts("columns", true);
        if (from != null) from.onlyKeys(END_KEYS);
        if (to != null) to.onlyKeys(END_KEYS);
        Cardinality cardinality = cardinality(n);
        boolean declared = n.bool("declared", false);
        if (fromTable == null || toTable == null || cardinality == null || fromColumns.isEmpty()) return null;
        if (fromColumns.size() != toColumns.size()) {
            problems.add(n.at("to") + ".columns", "'from' has " + fromColumns.size() + " columns and 'to' has "
                    + toColumns.size() + ". List the join columns pairwise, in the same order.");
            return null;
        }
        return new Relationship(fromTable, fromColumns, toTable, toColumns, cardinality, declared);
    }

    private Cardinality cardinality(YamlNode n) {
        String text = n.text("cardinality", true);
        if (text == null) return null;
        String name = text.toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (Cardinality c : Cardinality.values()) {
            if (c.name().equals(name)) return c;
        }
        problems.add(n.at("cardinality"), "'" + text + "' is not a cardinality. Use one of "
                + Arrays.toString(Cardinality.values()) + ".");
        return null;
    }

    private static TableId table(YamlNode n) {
        String name = n.text("table", true);
        String schema = n.text("schema", false);
        return name == null ? null : new TableId(schema, name);
    }
}
