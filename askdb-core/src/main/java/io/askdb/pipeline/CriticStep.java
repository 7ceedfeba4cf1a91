package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.catalog.Catalog;
import io.askdb.critic.Critic;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.critic.GuardedProbe;
import io.askdb.generation.Attempt;
import io.askdb.generation.Usage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Step 8, the critic: every critic reviews the result in turn; the first rejection decides.
 * <ul>
 *   <li>accepted: the critics' caveats join the answer's notes;</li>
 *   <li>rejected for the first time: the feedback goes to repair; a generator that cannot repair
 *       (the offline planner) gets askdb's own corrected SQL when the check derived one, keeps the
 *       answer with the note when the check is inconclusive, and otherwise fails;</li>
 *   <li>the same SQL again after a rejection (a model that keeps its SQL and gives its reason): an
 *       inconclusive check is weighed as a doubt and the answer is given with its note; a
 *       conclusive one, which the data proved, ends the question as failed.</li>
 * </ul>
 */
final class CriticStep {
    static final String FIX = "critic_fix";
    static final String FIX_USED = "critic_fix_used";

    private final AgentSetup setup;
    private final Catalog catalog;

    CriticStep(AgentSetup setup, Catalog catalog) {
        this.setup = setup;
        this.catalog = catalog;
    }

    StepResult critic(AskState s) {
        String sql = s.candidate().sql();
        CriticRequest request = new CriticRequest(s.text(), sql, s.result(), s.shape(), catalog,
                new GuardedProbe(setup.guard(), setup.executor(), catalog, s.question().caller(), setup.limits().timeout(), GuardedProbe.BUDGET,
                        s::cancelled));
        Usage usage = Usage.NONE;
        List<String> caveats = new ArrayList<>(s.caveats());
        for (Critic critic : setup.critics()) {
            CriticVerdict verdict = critic.review(request);
            usage = usage.plus(verdict.usage());
            if (verdict instanceof CriticVerdict.Rejected rejected) return rejected(s, sql, rejected, usage);
            for (String caveat : ((CriticVerdict.Accepted) verdict).caveats()) if (!caveats.contains(caveat)) caveats.add(caveat);
        }
        int added = caveats.size() - s.caveats().size();
        return new StepResult(Map.of(AskState.CAVEATS, caveats), "accepted by " + setup.critics().size() + " critic(s)"
                + (added > 0 ? " with " + added + " caveat(s)" : ""), usage);
    }

    private StepResult rejected(AskState s, String sql, CriticVerdict.Rejected rejected, Usage usage) {
        String key = normalised(sql);
        if (s.criticRejected().contains(key)) return repeated(s, sql, rejected, usage);
        // askdb's own fix stands in for a repair only where no model can repair: a planner, or repairs spent
        boolean fixable = rejected.fixedSql() != null && !s.<Boolean>value(FIX_USED).orElse(false)
                && (!setup.generator().repairs() || s.repairs() >= setup.maxRepairs());
        if (!rejected.conclusive() && !setup.generator().repairs()) return kept(s, rejected, usage);
        Map<String, Object> updates = new HashMap<>(WritingSteps.failed(s, sql,
                "The SQL ran but its result does not answer the question (" + rejected.check() + "): " + rejected.feedback(), false));
        List<String> seen = new ArrayList<>(s.criticRejected());
        seen.add(key);
        updates.put(AskState.CRITIC_REJECTED, seen);
        if (fixable) updates.put(FIX, rejected);
        return new StepResult(updates, "rejected (" + rejected.check() + "): " + rejected.feedback()
                + (fixable ? "; askdb derived a corrected query" : ""), usage);
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
     * one (a question's wording, empty, all null, a model's opinion) the generator's insistence is
     * weighed against a doubt and the answer is kept with the check's note beside it.
     */
    private static StepResult repeated(AskState s, String sql, CriticVerdict.Rejected rejected, Usage usage) {
        if (!rejected.conclusive()) {
            List<String> caveats = new ArrayList<>(s.caveats());
            String reason = s.candidate().reasoning().isBlank() ? "" : " (its reason: " + s.candidate().reasoning().strip() + ")";
            caveats.add("Check this result: askdb's " + rejected.check() + " check flagged it (" + rejected.feedback().strip()
                    + "), and the same SQL was written again when asked to fix it" + reason);
            return new StepResult(Map.of(AskState.CAVEATS, caveats), "kept with a caveat: the generator wrote the same SQL again after the critic's "
                    + rejected.check() + " check", usage);
        }
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        String error = "The SQL ran but its result does not answer the question (" + rejected.check() + "): " + rejected.feedback();
        attempts.add(new Attempt(sql, error));
        Finish finish = Finish.of(Status.FAILED, sql, "askdb did not answer: the result did not pass its " + rejected.check()
                + " check, and the same SQL was written again when asked to fix it. " + rejected.feedback().strip(),
                RunningSteps.suggestions(s));
        return new StepResult(Map.of(AskState.ATTEMPTS, attempts, AskState.FINISH, finish),
                "failed: the generator wrote the same SQL again after the critic's conclusive " + rejected.check() + " check", usage);
    }

    /** @return askdb's own corrected SQL waiting to be tried instead of a repair, or empty */
    static java.util.Optional<CriticVerdict.Rejected> pendingFix(AskState s) {
        if (s.<Boolean>value(FIX_USED).orElse(false)) return java.util.Optional.empty();
        return s.value(FIX);
    }

    static String normalised(String sql) {
        return sql.strip().replaceAll("\\s+", " ").replaceAll(";$", "").toLowerCase(java.util.Locale.ROOT);
    }
}
