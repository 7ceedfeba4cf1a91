package io.askdb.eval;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Schema-linking recall for one question: the share of the gold tables (and gold columns) found
 * among the linker's top k tables, for each k measured.
 *
 * @param goldTables   gold tables, lower-case, schema-qualified when the catalog has schemas
 *                     ({@code "public.orders"} or {@code "orders"}); not empty
 * @param goldColumns  gold columns as {@code table.column}, lower-case; possibly empty
 * @param linkedTables the linker's tables, best first, in the same form as {@code goldTables}
 * @param tableRecall  k to table recall in [0, 1]
 * @param columnRecall k to column recall in [0, 1] (a gold column counts when the linker kept it
 *                     in one of its top k tables); empty when there are no gold columns
 * @since 0.1
 */
public record LinkingRecall(List<String> goldTables, List<String> goldColumns, List<String> linkedTables,
                            Map<Integer, Double> tableRecall, Map<Integer, Double> columnRecall) {
    /** The k values askdb reports, as the issue asks: 5, 10 and 20. */
    public static final List<Integer> KS = List.of(5, 10, 20);

    public LinkingRecall {
        goldTables = List.copyOf(goldTables);
        goldColumns = List.copyOf(goldColumns);
        linkedTables = List.copyOf(linkedTables);
        tableRecall = java.util.Collections.unmodifiableMap(new TreeMap<>(tableRecall));
        columnRecall = java.util.Collections.unmodifiableMap(new TreeMap<>(columnRecall));
        for (double r : tableRecall.values()) check(r);
        for (double r : columnRecall.values()) check(r);
    }

    private static void check(double r) {
        if (!(r >= 0 && r <= 1)) throw new IllegalArgumentException("LinkingRecall: recall must be in [0, 1], was " + r);
    }
}
