package io.askdb.critic;

import io.askdb.generation.Usage;

/**
 * A critic's verdict on a result. Expected outcomes, so a sealed type.
 *
 * @since 0.2
 */
public sealed interface CriticVerdict {
    /** @return model usage spent reaching the verdict */
    Usage usage();

    /**
     * The result answers the question.
     *
     * @param usage model usage; {@link Usage#NONE} for deterministic checks
     */
    record Accepted(Usage usage) implements CriticVerdict {
        public Accepted {
            usage = usage == null ? Usage.NONE : usage;
        }
    }

    /**
     * The result does not answer the question; the feedback goes to repair.
     *
     * @param check    the check that failed, e.g. "count-shape", "fan-out", "empty-result",
     *                 "all-null", "model"; not blank
     * @param feedback what is wrong and how to fix it, written for the model; not blank
     * @param usage    model usage
     * @param conclusive true when the check shows the result is wrong (rows duplicated by a join, a
     *                 filter that misses stored case variants, a count where rows were asked for);
     *                 false when it only looks suspicious (empty, all null, a model's opinion) and
     *                 may be the right answer. A generator that repeats SQL after a conclusive
     *                 rejection ends the question as failed; after an inconclusive one the answer
     *                 is kept with the check's note beside it.
     */
    record Rejected(String check, String feedback, Usage usage, boolean conclusive) implements CriticVerdict {
        public Rejected {
            if (check == null || check.isBlank()) throw new IllegalArgumentException("CriticVerdict.Rejected.check must not be blank");
            if (feedback == null || feedback.isBlank()) {
                throw new IllegalArgumentException("CriticVerdict.Rejected.feedback must not be blank");
            }
            usage = usage == null ? Usage.NONE : usage;
        }

        /** A conclusive rejection. */
        public Rejected(String check, String feedback, Usage usage) {
            this(check, feedback, usage, true);
        }
    }

    /** @return an accepted verdict without model usage */
    static CriticVerdict accepted() {
        return new Accepted(Usage.NONE);
    }
}
