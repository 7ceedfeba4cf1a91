package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.List;

/** What the plan builder made of a reading: a {@link QueryPlan} or {@link MetricPlan}, or why there is none. */
sealed interface PlanOutcome permits QueryPlan, MetricPlan, PlanOutcome.Unplannable {

    /**
     * The question cannot be planned.
     *
     * @param reason why, written for the user; not blank
     * @param focus  tables the question named, to suggest rephrasings about; possibly empty
     */
    record Unplannable(String reason, List<Table> focus) implements PlanOutcome {
        public Unplannable {
            if (reason == null || reason.isBlank()) throw new IllegalArgumentException("Unplannable.reason must not be blank");
            focus = List.copyOf(focus);
        }
    }
}
