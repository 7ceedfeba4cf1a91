package io.askdb;

import io.askdb.trace.TraceStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A question and its evidence without invisible or control characters ({@link InvisibleText}),
 * and, when some were removed, the {@link TextToSql#CLEAN_STEP} trace step that counts them by kind.
 *
 * @param question the cleaned question (the one given when nothing was removed); not null
 * @param step     the trace step, present only when characters were removed; not null
 */
record CleanedQuestion(Question question, Optional<TraceStep> step) {
    CleanedQuestion {
        java.util.Objects.requireNonNull(question, "CleanedQuestion.question");
        java.util.Objects.requireNonNull(step, "CleanedQuestion.step");
    }

    /** @return {@code q} cleaned, with the step saying what was removed */
    static CleanedQuestion of(Question q) {
        InvisibleText.Cleaned text = InvisibleText.clean(q.text());
        InvisibleText.Cleaned evidence = InvisibleText.clean(q.evidence());
        int total = text.total() + evidence.total();
        if (total == 0) return new CleanedQuestion(q, Optional.empty());
        List<String> parts = new ArrayList<>();
        if (text.total() > 0) parts.add(text.total() + " from the question (" + text.counts() + ")");
        if (evidence.total() > 0) parts.add(evidence.total() + " from its evidence (" + evidence.counts() + ")");
        String outcome = "removed " + total + " invisible or control character" + (total == 1 ? "" : "s")
                + " before linking and prompting: " + String.join("; ", parts);
        return new CleanedQuestion(new Question(text.text(), evidence.text(), q.conversationId(), q.caller()),
                Optional.of(TraceStep.of(TextToSql.CLEAN_STEP, 0, outcome)));
    }
}
