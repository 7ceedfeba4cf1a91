package io.askdb.semantic;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders a model as YAML in a fixed key order (the order of the records' components), with a
 * header that explains the file and a commented example metric above the metrics (and, when some
 * metrics are drafts of {@link MetricDrafts}, a comment saying so). Empty optional
 * values are left out; {@code synonyms} and {@code visible} of entities are always written so
 * that the user sees where to add words and how to hide a table.
 */
final class ModelWriter {
    static final String HEADER = """
            # askdb semantic model: the business words for this database's tables and columns, metrics with
            # one agreed definition each, and the relationships that joins follow.
            # Written by `askdb model init`; edit it freely. askdb checks it against the database when it
            # loads it and reports every problem with its line.
            #   entities:      one per table or view; 'synonyms' are other words users say for it,
            #                  'visible: false' hides it, 'dimensions' are its columns.
            #   metrics:       'expression' is SQL over columns of 'table' only; 'timeColumn' is a date column
            #                  of that table, or Table.Column of a table reachable through relationships;
            #                  'filters' are SQL predicates always applied.
            #   relationships: joins; 'declared: true' came from a foreign key, false was added by hand.
            """;

    static final String METRIC_EXAMPLE = """
            # An example metric. To use it, put these lines without their leading '#' under 'metrics:'
            # (and delete the '[]' after 'metrics:' if it is there), then change them to fit this database.
            #   - name: revenue
            #     synonyms: [sales revenue, earnings]
            #     description: Money taken, before refunds.
            #     table: InvoiceLine
            #     expression: SUM(UnitPrice * Quantity)
            #     timeColumn: Invoice.InvoiceDate
            #     filters: ["Quantity > 0"]
            """;

    static final String DRAFTS_NOTE = """
            # The metrics below marked 'Draft by askdb model init' were proposed from the catalog: a row count per
            # table, and the sum and average of each column that looks like an amount (a money or decimal type, or
            # a name such as amount, total, price, cost or quantity). They are answered like any metric: check
            # each expression, rename or delete it, and take 'Draft by askdb model init.' out of the ones you keep.
            """;

    private final YAMLMapper mapper = YAMLMapper.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .disable(YAMLGenerator.Feature.SPLIT_LINES)
            .build();

    String write(SemanticModel model) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        if (!model.database().isEmpty()) out.append(yaml(Map.of("database", model.database()))).append('\n');
        out.append(yaml(Map.of("entities", model.entities().stream().map(ModelWriter::entity).toList()))).append('\n');
        out.append(METRIC_EXAMPLE);
        if (model.metrics().stream().anyMatch(m -> m.description().startsWith(MetricDrafts.DRAFT))) out.append(DRAFTS_NOTE);
        out.append(yaml(Map.of("metrics", model.metrics().stream().map(ModelWriter::metric).toList()))).append('\n');
        out.append(yaml(Map.of("relationships", model.relationships().stream().map(ModelWriter::relationship).toList())));
        return out.toString();
    }

    private String yaml(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A semantic model could not be rendered as YAML", e);
        }
    }

    private static Map<String, Object> entity(Entity e) {
        Map<String, Object> out = table(e.table());
        out.put("name", e.name());
        out.put("synonyms", e.synonyms());
        putIfPresent(out, "description", e.description());
        out.put("visible", e.visible());
        List<Map<String, Object>> dimensions = new ArrayList<>();
        for (Dimension d : e.dimensions()) {
            Map<String, Object> dimension = new LinkedHashMap<>();
            dimension.put("column", d.column());
            dimension.put("name", d.name());
            if (!d.synonyms().isEmpty()) dimension.put("synonyms", d.synonyms());
            putIfPresent(dimension, "description", d.description());
            dimensions.add(dimension);
        }
        out.put("dimensions", dimensions);
        return out;
    }

    private static Map<String, Object> metric(Metric m) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", m.name());
        if (!m.synonyms().isEmpty()) out.put("synonyms", m.synonyms());
        putIfPresent(out, "description", m.description());
        out.putAll(table(m.table()));
        out.put("expression", m.expression());
        if (m.timeColumn() != null) {
            out.put("timeColumn", m.timeColumn().table().equals(m.table())
                    ? m.timeColumn().column() : m.timeColumn().displayName());
        }
        if (!m.filters().isEmpty()) out.put("filters", m.filters());
        return out;
    }

    private static Map<String, Object> relationship(Relationship r) {
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, Object> from = table(r.from());
        from.put("columns", r.fromColumns());
        Map<String, Object> to = table(r.to());
        to.put("columns", r.toColumns());
        out.put("from", from);
        out.put("to", to);
        out.put("cardinality", r.cardinality().name());
        out.put("declared", r.declared());
        return out;
    }

    private static Map<String, Object> table(TableId id) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("table", id.name());
        if (id.schema() != null) out.put("schema", id.schema());
        return out;
    }

    private static void putIfPresent(Map<String, Object> out, String key, String value) {
        if (!value.isEmpty()) out.put(key, value);
    }
}
