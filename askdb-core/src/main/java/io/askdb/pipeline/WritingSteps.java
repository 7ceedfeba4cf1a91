package io.askdb.pipeline;

import io.askdb.Status;
import io.askdb.catalog.Catalog;
import io.askdb.confidence.Confidence;
import io.askdb.confidence.ChoiceFinder;
import io.askdb.confidence.ConfidenceInput;
import io.askdb.confidence.RealChoice;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Steps 4 to 6: generate candidate SQL, validate it (guard, compliance, dry run), score confidence. */
final class WritingSteps {
    private static final ChoiceFinder CHOICES = new ChoiceFinder();
    private final AgentSetup setup;
    private final Catalog catalog;

    WritingSteps(AgentSetup setup, Catalog catalog) {
        this.setup = setup;
        this.catalog = catalog;
    }

    StepResult generate(AskState s) {
        java.util.Optional<io.askdb.critic.CriticVerdict.Rejected> fix = CriticStep.pendingFix(s);
        if (fix.isPresent()) return fixed(s, fix.get());
        GenerationRequest request = new GenerationRequest(s.text(), catalog, s.failed(), s.question().evidence(),
                s.linked(), s.knowledge(), s.examples(), s.earlier());
        Generation generation = setup.generator().generate(request);
        if (generation instanceof Declined declined) {
            Status status = declined.refused() ? Status.REFUSED : Status.UNANSWERABLE;
            String lastSql = s.attempts().isEmpty() ? null : s.attempts().get(s.attempts().size() - 1).sql();
            String reason = declined.reason();
            if (!s.failed().isEmpty() && !declined.refused()) {
                reason = reason + " The last attempt failed: " + s.failed().get(s.failed().size() - 1).error();
            }
            // never suggest what the guard then refuses (a masked column averaged, a filtered table without the caller)
            List<String> suggestions = new SuggestionCheck(setup.generator(), setup.guard(), catalog, setup.limits().maxRows())
                    .allowed(declined.suggestions(), s.question().caller());
            Finish finish = Finish.of(status, lastSql, reason, suggestions);
            return new StepResult(Map.of(AskState.FINISH, finish), "declined: " + declined.reason(), declined.usage());
        }
        CandidateSql candidate = (CandidateSql) generation;
        return new StepResult(Map.of(AskState.CANDIDATE, candidate, AskState.FAILURE, ""),
                "candidate SQL, self-rated confidence " + candidate.confidence(), candidate.usage());
    }

    /**
     * The critic proved the last result wrong and derived corrected SQL, and no model can repair:
     * the corrected SQL becomes the candidate (validated, run and criticised like any other), with
     * the correction named among its assumptions.
     */
    private static StepResult fixed(AskState s, io.askdb.critic.CriticVerdict.Rejected fix) {
        CandidateSql last = s.candidate();
        List<String> assumptions = new ArrayList<>(last.assumptions());
        assumptions.add("askdb corrected the first query (" + fix.check() + "): " + fix.feedback().strip());
        CandidateSql candidate = new CandidateSql(fix.fixedSql(), last.reasoning(), assumptions, last.tablesUsed(), last.ambiguousTerms(),
                last.confidence(), io.askdb.generation.Usage.NONE, last.clarification(), last.appliedTerms());
        Map<String, Object> updates = new HashMap<>();
        updates.put(AskState.CANDIDATE, candidate);
        updates.put(AskState.FAILURE, "");
        updates.put(CriticStep.FIX_USED, true);
        return StepResult.of("askdb's corrected SQL after the " + fix.check() + " check", updates);
    }

    StepResult validate(AskState s) {
        String sql = s.candidate().sql();
        GuardResult verdict = setup.guard().check(new GuardRequest(sql, catalog.dialect(), catalog, setup.limits().maxRows(),
                s.question().caller()));
        if (verdict instanceof Refusal refusal) {
            // An unsafe candidate never runs; the generator is asked for a safe one (case C27: a
            // script planted in the data is refused and the question still gets its answer).
            Map<String, Object> updates = new HashMap<>(failed(s, sql, refusal.message(), false));
            boolean unsafe = refusal.kind() != Refusal.Kind.VALIDITY;
            updates.put(AskState.UNSAFE, unsafe);
            return StepResult.of((unsafe ? "guard refused as unsafe: " : "guard: ") + refusal.message(), updates);
        }
        Validation compliance = setup.validator().validate(sql, catalog);
        if (compliance instanceof Validation.Invalid invalid) {
            Map<String, Object> updates = new HashMap<>(failed(s, sql, invalid.message(),
                    UnderstandingSteps.unknownName(invalid.violations())));
            List<String> hints = new ArrayList<>();
            for (Violation v : invalid.violations()) {
                hints.add(v.identifier());
                hints.add(v.suggestion());
            }
            updates.put(AskState.RELINK_HINTS, hints);
            return StepResult.of("violation: " + invalid.message(), updates);
        }
        ApprovedSql approved = (ApprovedSql) verdict;
        Validation dry = setup.dryRun().check(approved);
        if (dry instanceof Validation.Invalid invalid) {
            return StepResult.of("dry run: " + invalid.message(), failed(s, sql, invalid.message(), false));
        }
        Validation.Valid valid = (Validation.Valid) compliance;
        return StepResult.of("approved; " + valid.shape().tables().size() + " table(s), complexity "
                + valid.shape().complexity(), Map.of(AskState.APPROVED, approved, AskState.SHAPE, valid.shape()));
    }

    /**
     * Scores the candidate and decides whether to ask instead of answering. askdb asks only when
     * the fused score is under {@code clarifyBelow} and the question has a real choice that
     * changes the answer ({@link ChoiceFinder}): a low score alone, or terms that only shape the
     * output ("in descending order", "with their ids"), never withhold an answer, since a strong
     * model's correct SQL became a question that way (issue 15).
     */
    StepResult confidence(AskState s) {
        CandidateSql candidate = s.candidate();
        ConfidenceInput input = new ConfidenceInput(candidate, s.shape(), s.linked(), s.examples());
        Confidence confidence = setup.scorer().score(input);
        String outcome = "confidence " + confidence.score() + " " + confidence.parts();
        if (confidence.score() >= setup.clarifyBelow()) return StepResult.of(outcome, Map.of(AskState.CONFIDENCE, confidence));
        List<RealChoice> choices = CHOICES.find(s.text(), catalog, input);
        if (choices.isEmpty()) {
            String why = candidate.ambiguousTerms().isEmpty() ? "" : "; " + quoted(candidate.ambiguousTerms())
                    + " leaves one reading of the SQL (it only shapes the output, or names one column of this database), so askdb answers";
            return StepResult.of(outcome + why, Map.of(AskState.CONFIDENCE, confidence));
        }
        List<String> terms = choices.stream().map(RealChoice::term).toList();
        String clarification = candidate.clarification().isEmpty() || !candidate.ambiguousTerms().containsAll(terms)
                ? clarifying(choices) : candidate.clarification();
        Finish finish = new Finish(Status.CLARIFICATION_NEEDED, candidate.sql(), null,
                "The question can be read more than one way (" + quoted(terms)
                        + "), so askdb asks instead of guessing: " + clarification, List.of(), clarification);
        String evidence = choices.stream().map(RealChoice::evidence).collect(java.util.stream.Collectors.joining("; "));
        return StepResult.of(outcome + "; asking for clarification: " + evidence,
                Map.of(AskState.CONFIDENCE, confidence, AskState.FINISH, finish));
    }

    /** The question askdb asks itself when the model wrote none for the choices found. */
    private static String clarifying(List<RealChoice> choices) {
        RealChoice first = choices.get(0);
        if (first.options().size() > 1) {
            return "By \"" + first.term() + "\", do you mean " + String.join(" or ", first.options()) + "?";
        }
        return "What do you mean by " + quoted(choices.stream().map(RealChoice::term).toList()) + " in your question?";
    }

    /** The updates for a failed attempt: its error goes to repair, and re-links first for an unknown name. */
    static Map<String, Object> failed(AskState s, String sql, String error, boolean relink) {
        List<Attempt> attempts = new ArrayList<>(s.attempts());
        attempts.add(new Attempt(sql, error));
        List<Attempt> failed = new ArrayList<>(s.failed());
        failed.add(new Attempt(sql, error));
        return Map.of(AskState.FAILURE, error, AskState.RELINK, relink, AskState.ATTEMPTS, attempts, AskState.FAILED, failed,
                AskState.UNSAFE, false);
    }

    private static String quoted(List<String> terms) {
        return "\"" + String.join("\", \"", terms) + "\"";
    }
}
