package io.askdb.confidence;

import io.askdb.generation.CandidateSql;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.validation.QueryShape;
import java.util.List;
import java.util.Objects;

/**
 * The signals confidence is fused from.
 *
 * @param candidate the candidate SQL with the generator's self-rated confidence and ambiguous terms; not null
 * @param shape     the query's shape from validation; not null
 * @param linked    the linked schema offered to the generator, or {@link LinkedSchema#NONE}; not null
 * @param examples  the examples offered, best first; not null
 * @since 0.2
 */
public record ConfidenceInput(CandidateSql candidate, QueryShape shape, LinkedSchema linked, List<Example> examples) {
    public ConfidenceInput {
        Objects.requireNonNull(candidate, "ConfidenceInput.candidate");
        Objects.requireNonNull(shape, "ConfidenceInput.shape");
        Objects.requireNonNull(linked, "ConfidenceInput.linked");
        examples = examples == null ? List.of() : List.copyOf(examples);
    }
}
