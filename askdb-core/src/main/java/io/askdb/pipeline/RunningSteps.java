package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.catalog.Catalog;
import io.askdb.critic.Critic;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
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

/** Steps 7 to 10: execute approved SQL, criticise the result, repair a failure, explain the answer. */
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

    StepResult critic(AskState s) {
        String sql = s.candidate().sql();
        CriticRequest request = new CriticRequest(s.text(), sql, s.result(), s.shape(), catalog);
        Usage usage = Usage.NONE;
        for (Critic critic : setup.critics()) {
            CriticVerdict verdict = critic.review(request);
            usage = usage.plus(verdict.usage());
            if (verdict instanceof CriticVerdict.Rejected rejected) {
                String key = normalised(sql);
                if (s.criticRejected().contains(key)) return repeated(s, sql, rejected, usage);
                if (!rejected.conclusive() && !setup.generator().repairs()) return kept(s, rejected, usage);
                Map<String, Object> updates = new HashMap<>(WritingSteps.failed(s, sql,
                        "The SQL ran but its result does not answer the question (" + rejected.check() + "): "
                                + rejected.feedback(), false));
                List<String> seen = new ArrayList<>(s.criticRejected());
                seen.add(key);
                updates.put(AskState.CRITIC_REJECTED, seen);
                return new StepResult(updates, "rejected (" + rejected.check() + "): " + rejected.feedback(), usage);
            }
        }
        return new StepResult(Map.of(), "accepted by " + setup.critics().size() + " critic(s)", usage);
    }

    /**
     * A critic doubted the result (an inconclusive check) and the generator cannot write other SQL
     * when asked again: the answer is kept with the check's note beside it.
     */
    private static StepResult kept(AskState s, CriticVerdict.Rejected rejected, Usage usage) {
        List<String> caveats = new ArrayList<>(s.caveats());
        caveats.add("Check this result: askdb's " + rejected.check() + " check flagged it (" + rejected.feedback().strip() + ")");
        return new StepResult(Map.of(AskState.CAVEATS, caveats), "kept with a caveat: the " + rejected.check()
                + " check is inconclusive and the generator writes the same SQL when asked again", usage);
    }

    /**
     * The generator wrote SQL the critic had already rejected. After a conclusive check the
     * question fails (a wrong answer that looks right is worse than none); after an inconclusive
     * one (empty, all null, a model's opinion) the answer is kept with the check's note beside it.
     */
    private StepResult repeated(AskState s, String sql, CriticVerdict.Rejected rejected, Usage usage) {
        if (!rejected.conclusive()) {
            List<String> caveats = new ArrayList<>(s.caveats());
            caveats.add("Check this result: askdb's " + rejected.check() + " check flagged it (" + rejected.feedback().strip()
                    + "), and the same SQL was written again when asked to fix it");
            return new StepResult(Map.of(AskState.CAVEATS, caveats), "kept with a caveat: the generator wrote the same SQL again after the critic's "
                    + rejected.check() + " check", usage);
        }
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        String error = "The SQL ran but its result does not answer the question (" + rejected.check() + "): " + rejected.feedback();
        attempts.add(new Attempt(sql, error));
        Finish finish = Finish.of(Status.FAILED, sql, "askdb did not answer: the result did not pass its " + rejected.check()
                + " check, and the same SQL was written again when asked to fix it. " + rejected.feedback().strip(), suggestions(s));
        return new StepResult(Map.of(AskState.ATTEMPTS, attempts, AskState.FINISH, finish),
                "failed: the generator wrote the same SQL again after the critic's conclusive " + rejected.check() + " check", usage);
    }

    StepResult repair(AskState s) {
        int repairs = s.repairs() + 1;
        // a generator that writes the same SQL when asked again (the planner) is not asked: the last failure stands
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
        Explanation explanation = setup.explainer().explanation(s.text(), candidate.sql(), table, assumptions);
        String text = explanation.text();
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        attempts.add(new Attempt(candidate.sql(), null));
        Finish finish = new Finish(Status.ANSWERED, candidate.sql(), table, text, List.of(), "", s.approved().sql());
        return new StepResult(Map.of(AskState.ATTEMPTS, attempts, AskState.FINISH, finish), "explained", explanation.usage());
    }

    /** Concrete next steps after the repairs ran out, from what kept failing. */
    private static List<String> suggestions(AskState s) {
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

    private static String normalised(String sql) {
        return sql.strip().replaceAll("\\s+", " ").replaceAll(";$", "").toLowerCase(java.util.Locale.ROOT);
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
