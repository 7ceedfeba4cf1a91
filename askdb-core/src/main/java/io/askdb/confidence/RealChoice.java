package io.askdb.confidence;

import java.util.List;
import java.util.Objects;

/**
 * A term of the question with more than one reading that changes the answer, and the evidence
 * that it has: columns or stored values it names more than one of, or a meaning the data does not
 * define. Only a real choice turns a low-confidence candidate into a clarifying question.
 *
 * @param term     the words of the question, as the model or askdb named them; not blank
 * @param options  the readings found in the data (columns as {@code table.column}), possibly empty
 *                 when the data defines none (the model's own alternatives then stand)
 * @param evidence why the choice is real, written for the trace; not blank
 * @since 0.6
 */
public record RealChoice(String term, List<String> options, String evidence) {
    public RealChoice {
        if (term == null || term.isBlank()) throw new IllegalArgumentException("RealChoice.term must not be blank");
        options = List.copyOf(Objects.requireNonNull(options, "RealChoice.options"));
        if (evidence == null || evidence.isBlank()) throw new IllegalArgumentException("RealChoice.evidence must not be blank");
    }
}
