package io.askdb.validation;

import io.askdb.catalog.TableId;
import java.util.List;

/**
 * What valid SQL refers to and how complex it is, as the validator read it.
 *
 * @param tables     catalog tables and views referenced (CTEs resolved away), no duplicates; not null
 * @param columns    catalog columns referenced, as "table.column" with the table's display name; not null
 * @param joins      number of joins
 * @param subqueries number of subqueries and CTEs
 * @param setOperations number of UNION, INTERSECT and EXCEPT operators
 * @param aggregates true when the query aggregates (aggregate functions or GROUP BY)
 * @since 0.2
 */
public record QueryShape(List<TableId> tables, List<String> columns, int joins, int subqueries, int setOperations,
                         boolean aggregates) {
    /** Nothing known about the query. */
    public static final QueryShape UNKNOWN = new QueryShape(List.of(), List.of(), 0, 0, 0, false);

    public QueryShape {
        tables = tables == null ? List.of() : List.copyOf(tables);
        columns = columns == null ? List.of() : List.copyOf(columns);
        if (joins < 0 || subqueries < 0 || setOperations < 0) {
            throw new IllegalArgumentException("QueryShape counts must be >= 0");
        }
    }

    /** @return joins + subqueries + set operations: 0 for a one-table query */
    public int complexity() {
        return joins + subqueries + setOperations;
    }
}
