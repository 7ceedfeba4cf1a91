package io.askdb.planner.plan;

import java.util.List;

/**
 * Finds a join path that goes up to a shared parent and down again to another of its children
 * (player -> team <- match_season): every row of the first child is paired with every row of the
 * second that has the same parent, so the rows are a cross product per parent, not rows that belong
 * together ("the positions of players on the team X" over player and match_season repeats each
 * season's position once per player of the team). A plan with such a path declines.
 *
 * <p>Measured on Spider-train dev (/tmp/spdev.json, 800 questions, original and Spider-Syn wording):
 * the frame planner wrote this path for 1 question in each wording, wrong both times, and for no
 * question it answered right. A path down from the table the question is about (accounts -> checking,
 * accounts -> savings) is not this pattern and is kept.
 */
final class SiblingJoins {
    private SiblingJoins() {
    }

    /**
     * @param joins the plan's joins in the order they were added, each joining {@code table} to a
     *              table already in the plan ({@code other})
     * @return the join that goes down from a parent reached by an earlier join going up, or null
     */
    static SelectPlan.Join downFromParent(List<SelectPlan.Join> joins) {
        for (SelectPlan.Join j : joins) {
            if (!FanOut.down(j)) continue;
            for (SelectPlan.Join k : joins) {
                if (k != j && !FanOut.down(k) && k.table().id().equals(j.other().id())) return j;
            }
        }
        return null;
    }
}
