package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.List;

/**
 * The outcome of schema linking: tables ranked best first, how they join, the question's
 * literals matched to stored values, and the question's terms that matched nothing.
 *
 * @param tables         the linked tables, best first, no table twice; not null
 * @param joinPaths      joins among the linked tables (foreign keys, declared or inferred); not null
 * @param values         value matches, best first; not null
 * @param unmatchedTerms content words of the question that matched no table, column, comment or
 *                       value (e.g. "Haryana" when no column holds places); not null
 * @since 0.1
 */
public record LinkedSchema(List<LinkedTable> tables, List<JoinPath> joinPaths, List<ValueMatch> values,
                           List<String> unmatchedTerms) {
    /** Nothing linked: the generator selects tables itself. */
    public static final LinkedSchema NONE = new LinkedSchema(List.of());

    public LinkedSchema {
        tables = tables == null ? List.of() : List.copyOf(tables);
        joinPaths = joinPaths == null ? List.of() : List.copyOf(joinPaths);
        values = values == null ? List.of() : List.copyOf(values);
        unmatchedTerms = unmatchedTerms == null ? List.of() : List.copyOf(unmatchedTerms);
        if (tables.stream().map(LinkedTable::table).distinct().count() != tables.size()) {
            throw new IllegalArgumentException("LinkedSchema.tables must not name a table twice");
        }
    }

    /** Tables only, as the BM25 linker of 0.1 returned them. */
    public LinkedSchema(List<LinkedTable> tables) {
        this(tables, List.of(), List.of(), List.of());
    }

    /**
     * @param k how many of the best tables, at least 0
     * @return the ids of the first {@code k} tables (fewer when fewer were linked)
     */
    public List<TableId> top(int k) {
        return tables.stream().limit(Math.max(0, k)).map(LinkedTable::table).toList();
    }

    /** @return true when nothing was linked */
    public boolean isEmpty() {
        return tables.isEmpty();
    }

    /** @return a copy with these value matches */
    public LinkedSchema withValues(List<ValueMatch> newValues) {
        return new LinkedSchema(tables, joinPaths, newValues, unmatchedTerms);
    }
}
