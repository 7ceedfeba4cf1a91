package io.askdb.explanation;

import io.askdb.generation.Usage;

/**
 * An explanation and the model usage spent writing it.
 *
 * @param text  the plain-language answer; not blank
 * @param usage model calls and tokens; {@link Usage#NONE} for templates
 * @since 0.2
 */
public record Explanation(String text, Usage usage) {
    public Explanation {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("Explanation.text must not be blank");
        usage = usage == null ? Usage.NONE : usage;
    }
}
