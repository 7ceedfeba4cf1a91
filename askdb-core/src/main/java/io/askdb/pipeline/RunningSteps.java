package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.catalog.Catalog;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ResultTable;
import io.askdb.explanation.Explanation;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Steps 7, 9 and 10: execute approved SQL, repair a failure, explain the answer ({@link CriticStep} is step 8). */
final class RunningSteps {
    private final AgentSetup setup;
    private final Catalog catalog;

    RunningSteps(AgentSetup setup, Catalog catalog) {
        this.setup = setup;
        this.catalog = catalog;
    }

    StepResult execute(AskState s) {
        try {
            ResultTable table = setup.executor().run(s.approved(), setup.limits());
            return StepResult.of(rowsOutcome(table),
                    Map.of(AskState.RESULT, table));
        } catch (ExecutionException e) {
            if (s.cancelled()) return cancelled(s, "execute");
            String error = StopReasons.executionError(e, setup.limits());
            return StepResult.of("database error: " + error, WritingSteps.failed(s, s.candidate().sql(), error, false));
        }
    }

    /** The statement failed because the caller cancelled the question: no repair, the question ends. */
    private static StepResult cancelled(AskState s, String step) {
        String reason = StopReasons.cancelledDuring(step);
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        attempts.add(new Attempt(s.candidate().sql(), reason));
        return StepResult.of("cancelled by the client", Map.of(AskState.ATTEMPTS, attempts,
                AskState.FINISH, Finish.cancelled(s.candidate().sql(), reason)));
    }

    StepResult repair(AskState s) {
        int repairs = s.repairs() + 1;
        // a generator that writes the same SQL when asked again (the planner) is not asked: the last failure stands
        if (CriticStep.pendingFix(s).isPresent()) {
            return StepResult.of("repair " + repairs + ": askdb's own corrected query", Map.of(AskState.REPAIRS, repairs));
        }
        if (repairs > setup.maxRepairs() || !setup.generator().repairs()) {
            Attempt last = s.attempts().get(s.attempts().size() - 1);
            String attempts = s.attempts().size() + " attempt" + (s.attempts().size() == 1 ? "" : "s");
            Finish finish = s.unsafe()
                    ? Finish.of(Status.REFUSED, last.sql(), "askdb refused the SQL written for this question (" + attempts
                    + "); askdb only runs a single read-only query that its guard and the access policy allow. The last refusal: "
                    + last.error(), List.of())
                    : Finish.of(Status.FAILED, last.sql(), "askdb could not write working SQL for this question in " + attempts
                    + ". The last one failed: " + last.error(), suggestions(s));
            return StepResult.of(setup.generator().repairs() ? "gave up after " + setup.maxRepairs() + " repair(s)"
                            : "no repair: the generator writes the same SQL when asked again",
                    Map.of(AskState.REPAIRS, repairs, AskState.FINISH, finish));
        }
        String outcome = "repair " + repairs + " of " + setup.maxRepairs() + (s.relink() ? ", re-linking first" : "");
        return StepResult.of(outcome, Map.of(AskState.REPAIRS, repairs));
    }

    StepResult explain(AskState s) {
        CandidateSql candidate = s.candidate();
        ResultTable table = s.result();
        List<String> assumptions = new ArrayList<>(candidate.assumptions());
        assumptions.addAll(s.caveats());
        for (String name : IgnoredNames.of(s.text(), s.linked().unmatchedTerms(), candidate)) {
            assumptions.add("\"" + name + "\" matches nothing in this database, so the answer does not take it into account");
        }
        io.askdb.explanation.DataRange range = DataRanges.read(setup, catalog, s.question().caller(), candidate.sql(), table, s::cancelled);
        Explanation explanation = setup.explainer().explanation(s.text(), candidate.sql(), table, assumptions, range);
        String text = explanation.text();
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        attempts.add(new Attempt(candidate.sql(), null));
        Finish finish = new Finish(Status.ANSWERED, candidate.sql(), table, text, List.of(), "", s.approved().sql());
        return new StepResult(Map.of(AskState.ATTEMPTS, attempts, AskState.FINISH, finish), "explained", explanation.usage());
    }

    /** Concrete next steps after the repairs ran out, from what kept failing. */
    static List<String> suggestions(AskState s) {
        List<String> out = new ArrayList<>();
        boolean unknownName = s.attempts().stream().anyMatch(a -> a.error() != null
                && (a.error().contains("no column") || a.error().contains("no table") || a.error().contains("not in")));
        if (unknownName) out.add("The question may ask for data this database does not hold; check the tables with `askdb schema`.");
        if (s.attempts().stream().anyMatch(a -> a.error() != null && a.error().contains("timeout"))) {
            out.add("Narrow the question (a time range or a filter) so the query finishes in time.");
        }
        out.add("Rephrase the question, or name the tables and columns it is about.");
        out.add("Run your own SQL with `askdb sql`.");
        return out;
    }

    /** @return "24 row(s)", "100 of 200000 row(s), cut by the row cap", "100 row(s), cut by the byte cap" */
    static String rowsOutcome(io.askdb.execution.ResultTable table) {
        if (!table.truncated()) return table.rowCount() + " row(s)";
        String cap = table.truncatedBy() == io.askdb.execution.Truncation.BYTE_CAP ? "byte cap" : "row cap";
        Long total = table.totalRowCount();
        return (total != null && total > table.rowCount() ? table.rowCount() + " of " + total : Integer.toString(table.rowCount()))
                + " row(s), cut by the " + cap;
    }
}
