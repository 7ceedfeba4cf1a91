package io.askdb.confidence;

import io.askdb.catalog.TableId;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.validation.QueryShape;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * askdb's own confidence heuristic: a weighted mean of four 0-100 signals.
 * <ul>
 * <li>{@code model} (weight 0.40): the generator's self-rated confidence.</li>
 * <li>{@code schema_coverage} (0.30): the share of the SQL's tables that schema linking found
 *     relevant (100 when nothing was linked), minus 15 for each content word of the question that
 *     matched nothing in the schema or its values (a condition the data may not hold).</li>
 * <li>{@code example_similarity} (0.15): the best verified example's similarity × 100, or a
 *     neutral 50 when the database has no similar example.</li>
 * <li>{@code simplicity} (0.15): {@code 100 / (1 + 0.35 × complexity)}, complexity being joins +
 *     subqueries + set operations; 100 for a one-table query.</li>
 * </ul>
 * The weights are not from a paper; they make the model's own rating count most while letting
 * ungrounded question words and complex SQL pull a candidate under the clarification threshold.
 *
 * @since 0.2
 */
public final class FusedConfidenceScorer implements ConfidenceScorer {
    static final double MODEL = 0.40;
    static final double COVERAGE = 0.30;
    static final double EXAMPLES = 0.15;
    static final double SIMPLICITY = 0.15;
    static final int UNMATCHED_PENALTY = 15;
    static final int NO_EXAMPLE = 50;

    @Override
    public Confidence score(ConfidenceInput input) {
        int model = input.candidate().confidence();
        int coverage = coverage(input.shape(), input.linked());
        int examples = examples(input.examples());
        int simplicity = (int) Math.round(100 / (1 + 0.35 * input.shape().complexity()));
        int score = (int) Math.round(MODEL * model + COVERAGE * coverage + EXAMPLES * examples + SIMPLICITY * simplicity);
        Map<String, Integer> parts = new LinkedHashMap<>();
        parts.put("model", model);
        parts.put("schema_coverage", coverage);
        parts.put("example_similarity", examples);
        parts.put("simplicity", simplicity);
        return new Confidence(Math.max(0, Math.min(100, score)), parts);
    }

    private static int coverage(QueryShape shape, LinkedSchema linked) {
        int base = 100;
        if (!linked.isEmpty() && !shape.tables().isEmpty()) {
            List<TableId> offered = linked.top(linked.tables().size());
            long covered = shape.tables().stream().filter(offered::contains).count();
            base = (int) Math.round(100.0 * covered / shape.tables().size());
        }
        return Math.max(0, base - UNMATCHED_PENALTY * linked.unmatchedTerms().size());
    }

    private static int examples(List<Example> examples) {
        if (examples.isEmpty()) return NO_EXAMPLE;
        double best = examples.stream().mapToDouble(Example::similarity).max().orElse(0);
        return (int) Math.round(100 * best);
    }
}
