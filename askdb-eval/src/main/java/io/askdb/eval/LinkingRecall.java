package io.askdb.eval;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Schema-linking recall for one question: the share of the gold tables (and gold columns) found
 * among the linker's top k tables, for each k measured, and whether the prompt holds them all.
 *
 * @param goldTables   gold tables, lower-case, schema-qualified when the catalog has schemas
 *                     ({@code "public.orders"} or {@code "orders"}); not empty
 * @param goldColumns  gold columns as {@code table.column}, lower-case; possibly empty
 * @param linkedTables the tables the prompt holds ({@code prompt}), in the linker's order, in the
 *                     same form as {@code goldTables}; before 0.8 the linker's top 20
 * @param tableRecall  k to table recall in [0, 1]
 * @param columnRecall k to column recall in [0, 1] (a gold column counts when the linker kept it
 *                     in one of its top k tables); empty when there are no gold columns
 * @param rankedTables the linker's top 20 tables, best first, in the same form. Since 0.8
 * @param prompt       what the prompt holds, or null when not measured (results before 0.8). Since 0.8
 * @since 0.1
 */
public record LinkingRecall(List<String> goldTables, List<String> goldColumns, List<String> linkedTables,
                            Map<Integer, Double> tableRecall, Map<Integer, Double> columnRecall,
                            List<String> rankedTables, PromptRecall prompt) {
    /** The k values askdb reports, as the issue asks: 5, 10 and 20. */
    public static final List<Integer> KS = List.of(5, 10, 20);

    public LinkingRecall {
        goldTables = List.copyOf(goldTables);
        goldColumns = List.copyOf(goldColumns);
        linkedTables = List.copyOf(linkedTables);
        rankedTables = rankedTables == null ? List.of() : List.copyOf(rankedTables);
        tableRecall = java.util.Collections.unmodifiableMap(new TreeMap<>(tableRecall));
        columnRecall = java.util.Collections.unmodifiableMap(new TreeMap<>(columnRecall));
        for (double r : tableRecall.values()) check(r);
        for (double r : columnRecall.values()) check(r);
    }

    /** Recall without the prompt, as before 0.8. */
    public LinkingRecall(List<String> goldTables, List<String> goldColumns, List<String> linkedTables,
                         Map<Integer, Double> tableRecall, Map<Integer, Double> columnRecall) {
        this(goldTables, goldColumns, linkedTables, tableRecall, columnRecall, List.of(), null);
    }

    private static void check(double r) {
        if (!(r >= 0 && r <= 1)) throw new IllegalArgumentException("LinkingRecall: recall must be in [0, 1], was " + r);
    }
}
