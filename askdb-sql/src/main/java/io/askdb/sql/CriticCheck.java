package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.Optional;

/**
 * One deterministic check of {@link ResultCritic}: it detects one kind of wrong-looking-right
 * result, from named evidence (the parsed query, catalog types and nullability, sampled values,
 * the result, and small guarded probes through {@link CriticRequest#probe()}), and says what askdb
 * does about it ({@link Finding.Action}). A check that flags correct gold SQL of a public benchmark
 * is a defective check.
 *
 * <p>Simple checks implement {@link #feedback} and {@link #conclusive}; checks that also state
 * caveats or derive corrected SQL implement {@link #review}.
 */
interface CriticCheck {
    /** @return the check's name as it appears in a rejection, e.g. "count-shape" */
    String name();

    /**
     * @param request    the question, SQL, result, catalog and probe
     * @param resolution the SQL resolved against the catalog, or null when it does not parse
     * @return what the check found, or empty when the result passes it
     */
    default Optional<Finding> review(CriticRequest request, Resolution resolution) {
        return feedback(request, resolution).map(f -> conclusive() ? Finding.proven(f) : Finding.doubt(f));
    }

    /**
     * @param request    the question, SQL, result and catalog
     * @param resolution the SQL resolved against the catalog, or null when it does not parse
     * @return feedback for repair when the result fails the check, else empty
     */
    default Optional<String> feedback(CriticRequest request, Resolution resolution) {
        return Optional.empty();
    }

    /** @return true when a failure shows the result is wrong, false when the result may still be right (see {@code CriticVerdict.Rejected}) */
    default boolean conclusive() {
        return true;
    }
}
