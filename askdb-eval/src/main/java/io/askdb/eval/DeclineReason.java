package io.askdb.eval;

import java.util.List;
import java.util.Objects;

/**
 * One kind of decline: the decline texts that are the same once their quoted words are replaced
 * by {@value DeclineReasons#PLACEHOLDER}.
 *
 * @param reason   the template, e.g. {@code I could not match '…' to any table, column or value in this database.}; not blank
 * @param count    declined questions with this template, at least 1
 * @param examples up to 3 distinct quoted words of those questions, in order of first appearance; not null
 * @since 0.7
 */
public record DeclineReason(String reason, int count, List<String> examples) {
    public DeclineReason {
        if (reason == null || reason.isBlank()) throw new IllegalArgumentException("DeclineReason.reason must not be blank");
        if (count < 1) throw new IllegalArgumentException("DeclineReason.count must be >= 1, was " + count);
        examples = List.copyOf(Objects.requireNonNull(examples, "DeclineReason.examples"));
    }
}
