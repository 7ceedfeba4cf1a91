package io.askdb.generation;

import java.util.Objects;

/**
 * Two generators in turn: the first (the offline planner) answers when it is confident, at no
 * model cost; otherwise, and for every repair, the second (the LLM) does. Issue 5's "fast path":
 * everyday questions skip the model, the rest get the whole agent.
 *
 * @since 0.2
 */
public final class FastPathGenerator implements SqlGenerator {
    private final SqlGenerator first;
    private final SqlGenerator fallback;
    private final int minConfidence;

    /**
     * @param first         tried first, e.g. the planner; not null
     * @param fallback      used when the first declines, is less confident than {@code minConfidence},
     *                      or a repair is asked for; not null
     * @param minConfidence the first's self-rated confidence (0-100) at or above which its SQL is taken
     * @throws IllegalArgumentException when minConfidence is outside 0-100
     */
    public FastPathGenerator(SqlGenerator first, SqlGenerator fallback, int minConfidence) {
        this.first = Objects.requireNonNull(first, "first");
        this.fallback = Objects.requireNonNull(fallback, "fallback");
        if (minConfidence < 0 || minConfidence > 100) {
            throw new IllegalArgumentException("minConfidence must be 0-100, was " + minConfidence);
        }
        this.minConfidence = minConfidence;
    }

    @Override
    public Generation generate(GenerationRequest request) {
        if (!request.isRepair()) {
            Generation quick = first.generate(request);
            if (quick instanceof CandidateSql c && c.confidence() >= minConfidence) return c;
            if (quick instanceof Declined d && d.refused()) return d;
        }
        return fallback.generate(request);
    }

    /** @return the fallback's name (it writes or repairs everything the first is unsure of), with the first's after "+" */
    @Override
    public String name() {
        return fallback.name() + "+" + first.name();
    }

    /** @return whether the fallback repairs: every repair goes to it */
    @Override
    public boolean repairs() {
        return fallback.repairs();
    }
}
