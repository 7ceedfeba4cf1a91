package io.askdb.conversation;

import io.askdb.generation.Usage;

/**
 * A question after follow-up rewriting.
 *
 * @param question the question to answer, standing alone; not blank
 * @param merged   true when it was rewritten with earlier turns, false when it already stood alone
 * @param usage    model usage spent rewriting
 * @since 0.2
 */
public record Rewrite(String question, boolean merged, Usage usage) {
    public Rewrite {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("Rewrite.question must not be blank");
        usage = usage == null ? Usage.NONE : usage;
    }
}
