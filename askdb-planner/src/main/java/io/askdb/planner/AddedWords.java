package io.askdb.planner;

import java.util.HashMap;
import java.util.Map;

/**
 * Checks that a follow-up's words, read with the previous question ({@link FollowUpForm.Kind#ADD}),
 * only add to its plan: the merged plan must count, sum or list what the previous one did (the same
 * table, aggregate, measure and number of rows) and must not restrict again a column the previous plan already restricts ("what about 2023?" after "only
 * for 2024" replaces a condition, which appending words cannot do).
 */
final class AddedWords {
    private AddedWords() {
    }

    /**
     * @param before the previous question's plan; not null
     * @param after  the plan of the previous question with the follow-up's words; not null
     * @param body   the follow-up's words, as written
     * @return why the follow-up does not just add to the previous plan, or null when it does
     */
    static String conflict(QueryPlan before, QueryPlan after, String body) {
        if (!PlanAssembly.same(before.fact(), after.fact()) || before.aggregate() != after.aggregate()
                || !java.util.Objects.equals(before.measure(), after.measure())) {
            return "'" + body + "' changes what the previous question " + (before.aggregate() == Aggregate.NONE ? "lists" : "computes")
                    + ", which appending words to it cannot do.";
        }
        if (!java.util.Objects.equals(before.limit(), after.limit())) {
            return "'" + body + "' reads as a number of rows to show; ask for it as 'just the top N'.";
        }
        Map<String, Integer> was = restricted(before);
        for (Map.Entry<String, Integer> e : restricted(after).entrySet()) {
            if (was.containsKey(e.getKey()) && e.getValue() > was.get(e.getKey())) {
                return "'" + body + "' restricts " + e.getKey() + " again, which the previous question restricts already; "
                        + "replacing a condition needs an LLM.";
            }
        }
        return null;
    }

    /** @return how many conditions each column carries ("Invoice.InvoiceDate" to 1) */
    private static Map<String, Integer> restricted(QueryPlan p) {
        Map<String, Integer> out = new HashMap<>();
        for (ValueFilter f : p.filters()) out.merge(f.ref().display(), 1, Integer::sum);
        for (Condition c : p.conditions()) {
            ColumnRef ref = c instanceof Condition.Comparison x ? x.ref() : c instanceof Condition.NullTest x ? x.ref()
                    : c instanceof Condition.DateRange x ? x.ref() : null;
            if (ref != null) out.merge(ref.display(), 1, Integer::sum);
        }
        return out;
    }
}
