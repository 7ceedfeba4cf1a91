package io.askdb.critic;

import io.askdb.generation.Usage;
import java.util.List;

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
     * @param usage   model usage; {@link Usage#NONE} for deterministic checks
     * @param caveats facts the answer must state beside the rows because the rows alone would
     *                mislead, e.g. "Ava Stone ties with Ben Cole at 2 deals; LIMIT 1 kept only one
     *                of them"; empty when there are none (since 0.4)
     */
    record Accepted(Usage usage, List<String> caveats) implements CriticVerdict {
        public Accepted {
            usage = usage == null ? Usage.NONE : usage;
            caveats = caveats == null ? List.of() : List.copyOf(caveats);
        }

        /** Accepted without caveats. */
        public Accepted(Usage usage) {
            this(usage, List.of());
        }
    }

    /**
     * The result does not answer the question; the feedback goes to repair.
     *
     * @param check      the check that failed, e.g. "count-shape", "fan-out", "empty-result",
     *                   "all-null", "not-in-null", "model"; not blank
     * @param feedback   what is wrong and how to fix it, written for the model; not blank
     * @param usage      model usage
     * @param conclusive true when the check shows the result is wrong (rows duplicated by a join, a
     *                   filter that misses stored case variants, a corrected query that returns
     *                   other rows); false when it only looks suspicious (empty, all null, a
     *                   question's wording, a model's opinion) and may be the right answer. A
     *                   generator that repeats SQL after a conclusive rejection ends the question as
     *                   failed; after an inconclusive one the answer is kept with the check's note
     *                   beside it.
     * @param fixedSql   SQL that askdb itself derived to correct the fault, already shown by the
     *                   check to run, or null; used when the generator cannot repair (the offline
     *                   planner) instead of giving up (since 0.4)
     */
    record Rejected(String check, String feedback, Usage usage, boolean conclusive, String fixedSql) implements CriticVerdict {
        public Rejected {
            if (check == null || check.isBlank()) throw new IllegalArgumentException("CriticVerdict.Rejected.check must not be blank");
            if (feedback == null || feedback.isBlank()) {
                throw new IllegalArgumentException("CriticVerdict.Rejected.feedback must not be blank");
            }
            usage = usage == null ? Usage.NONE : usage;
            fixedSql = fixedSql == null || fixedSql.isBlank() ? null : fixedSql;
        }

        /** A rejection without a fix of askdb's own. */
        public Rejected(String check, String feedback, Usage usage, boolean conclusive) {
            this(check, feedback, usage, conclusive, null);
        }

        /** A conclusive rejection without a fix of askdb's own. */
        public Rejected(String check, String feedback, Usage usage) {
            this(check, feedback, usage, true, null);
        }
    }

    /** @return an accepted verdict without model usage or caveats */
    static CriticVerdict accepted() {
        return new Accepted(Usage.NONE);
    }
}
