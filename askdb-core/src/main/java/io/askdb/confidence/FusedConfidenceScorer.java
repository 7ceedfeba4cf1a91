package io.askdb.confidence;

import io.askdb.catalog.TableId;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.validation.QueryShape;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * askdb's own confidence heuristic. Four 0-100 signals:
 * <ul>
 * <li>{@code model}: the generator's self-rated confidence;</li>
 * <li>{@code schema_coverage}: the share of the SQL's tables that schema linking found relevant
 *     (100 when nothing was linked), minus 15 for each content word of the question that matched
 *     nothing in the schema or its values (a condition the data may not hold);</li>
 * <li>{@code simplicity}: {@code 100 / (1 + 0.35 × complexity)}, complexity being joins +
 *     subqueries + set operations; 100 for a one-table query;</li>
 * <li>{@code example_similarity}: the best verified example's similarity × 100, 0 without one.</li>
 * </ul>
 * They are fused so that the model's own rating is the ceiling and the other signals can only
 * pull it down, except a close verified example, which pulls it up:
 * {@code score = model × coverage/100 × (0.7 + 0.3 × simplicity/100)}, then, when the best example's
 * similarity {@code s} is at least 0.5, {@code score += (100 − score) × (s − 0.5)} (a verified
 * example of the very same question closes half the gap). A model that rates itself 20 and names
 * ambiguous terms therefore stays under the default clarification threshold of 50 whatever the
 * other signals say. The formula is not from a paper; the weights are askdb's.
 *
 * @since 0.2
 */
public final class FusedConfidenceScorer implements ConfidenceScorer {
    static final int UNMATCHED_PENALTY = 15;
    static final double SIMPLICITY_WEIGHT = 0.3;
    static final double EXAMPLE_FLOOR = 0.5;

    @Override
    public Confidence score(ConfidenceInput input) {
        int model = input.candidate().confidence();
        int coverage = coverage(input.shape(), input.linked());
        int simplicity = (int) Math.round(100 / (1 + 0.35 * input.shape().complexity()));
        double best = input.examples().stream().mapToDouble(Example::similarity).max().orElse(0);
        double score = model * (coverage / 100.0) * (1 - SIMPLICITY_WEIGHT + SIMPLICITY_WEIGHT * simplicity / 100.0);
        if (best >= EXAMPLE_FLOOR) score += (100 - score) * (best - EXAMPLE_FLOOR);
        Map<String, Integer> parts = new LinkedHashMap<>();
        parts.put("model", model);
        parts.put("schema_coverage", coverage);
        parts.put("simplicity", simplicity);
        parts.put("example_similarity", (int) Math.round(100 * best));
        return new Confidence((int) Math.max(0, Math.min(100, Math.round(score))), parts);
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
}
