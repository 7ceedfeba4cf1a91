package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * A business measure with one definition: revenue = {@code SUM(UnitPrice * Quantity)} over
 * {@code InvoiceLine}.
 *
 * @param name        the business name, e.g. "revenue"; not blank
 * @param synonyms    other words for it, e.g. "sales", "earnings"; not null, no blank entries
 * @param description what it means, or empty
 * @param table       the table the expression is computed over; not null
 * @param expression  an aggregate SQL expression over columns of {@code table} only; not blank
 * @param timeColumn  the date column that places a row in time, in {@code table} or in a table
 *                    reachable from it through relationships; null when the metric has none
 * @param filters     SQL predicates over columns of {@code table} always applied, e.g.
 *                    {@code Status = 'active'}; not null, no blank entries
 * @since 0.3
 */
public record Metric(String name, List<String> synonyms, String description, TableId table, String expression,
                     ColumnRef timeColumn, List<String> filters) {
    public Metric {
        name = Fields.nonBlank(name, "Metric.name");
        synonyms = Fields.words(synonyms, "Metric.synonyms");
        description = description == null ? "" : description.strip();
        Objects.requireNonNull(table, "Metric.table");
        expression = Fields.nonBlank(expression, "Metric.expression");
        filters = Fields.words(filters, "Metric.filters");
    }

    /** @return the name followed by the synonyms, as written */
    public List<String> terms() {
        return Terms.of(name, synonyms);
    }
}
