package io.askdb.sql;

import io.askdb.validation.QueryShape;
import io.askdb.validation.Violation;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * What resolving a parsed query against the catalog found: the violations, the query's shape,
 * which relation each column reference means, and the scope of each SELECT. The maps are keyed
 * by syntax-tree node identity.
 *
 * @param violations the unknown and ambiguous names, in order of position
 * @param shape      tables, columns, joins, subqueries, set operations and aggregation
 * @param columns    each resolved column reference and the relation and column it means
 * @param scopes     each SELECT and its scope
 */
record Resolution(List<Violation> violations, QueryShape shape, Map<Column, Resolved> columns, Map<PlainSelect, Scope> scopes) {
    Resolution {
        violations = List.copyOf(violations);
        columns = Collections.unmodifiableMap(new IdentityHashMap<>(columns));
        scopes = Collections.unmodifiableMap(new IdentityHashMap<>(scopes));
    }

    /**
     * One column reference resolved.
     *
     * @param source the relation it belongs to
     * @param column its catalogued (or output) name
     */
    record Resolved(Source source, String column) {
    }
}
