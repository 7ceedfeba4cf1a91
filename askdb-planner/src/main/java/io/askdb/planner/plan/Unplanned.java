package io.askdb.planner.plan;

import java.util.List;

/**
 * A question the plan stage could not plan.
 *
 * @param reason the reason for the user, naming the phrases that stopped it; not blank
 * @param words  those phrases; possibly empty
 */
public record Unplanned(String reason, List<String> words) implements PlanOutcome {
    public Unplanned {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Unplanned.reason must not be blank");
        words = List.copyOf(words);
    }
}
