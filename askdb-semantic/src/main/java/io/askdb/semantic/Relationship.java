package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;

/**
 * A join between two tables: {@code from.fromColumns = to.toColumns}, pairwise.
 *
 * @param from        the table on the left; not null
 * @param fromColumns its join columns; not empty
 * @param to          the table on the right; not null
 * @param toColumns   its join columns, as many as {@code fromColumns}
 * @param cardinality rows of {@code to} per row of {@code from} and the reverse; not null
 * @param declared    true when taken from a foreign key, false when declared by hand
 * @since 0.3
 */
public record Relationship(TableId from, List<String> fromColumns, TableId to, List<String> toColumns,
                           Cardinality cardinality, boolean declared) {
    public Relationship {
        Objects.requireNonNull(from, "Relationship.from");
        Objects.requireNonNull(to, "Relationship.to");
        fromColumns = Fields.words(fromColumns, "Relationship.fromColumns");
        toColumns = Fields.words(toColumns, "Relationship.toColumns");
        if (fromColumns.isEmpty() || fromColumns.size() != toColumns.size()) {
            throw new IllegalArgumentException("Relationship.fromColumns and toColumns must be non-empty and of equal length");
        }
        Objects.requireNonNull(cardinality, "Relationship.cardinality");
    }

    /** @return whether this relationship joins {@code a} and {@code b}, in either direction */
    public boolean joins(TableId a, TableId b) {
        return from.equals(a) && to.equals(b) || from.equals(b) && to.equals(a);
    }

    /** @return the join condition, e.g. {@code InvoiceLine.InvoiceId = Invoice.InvoiceId}, for messages and evidence */
    public String condition() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fromColumns.size(); i++) {
            if (i > 0) out.append(" AND ");
            out.append(from.displayName()).append('.').append(fromColumns.get(i)).append(" = ")
                    .append(to.displayName()).append('.').append(toColumns.get(i));
        }
        return out.toString();
    }
}
