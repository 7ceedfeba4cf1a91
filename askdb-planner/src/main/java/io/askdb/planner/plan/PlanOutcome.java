package io.askdb.planner.plan;

/** What the plan stage made of a question's shape: a {@link SelectPlan}, or {@link Unplanned} with its reason. */
public sealed interface PlanOutcome permits SelectPlan, NestedPlan, CompoundPlan, Unplanned {
}
