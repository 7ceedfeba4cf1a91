package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.Optional;

/** One deterministic check of {@link ResultCritic}. */
interface CriticCheck {
    /** @return the check's name as it appears in a rejection, e.g. "count-shape" */
    String name();

    /**
     * @param request    the question, SQL, result and catalog
     * @param resolution the SQL resolved against the catalog, or null when it does not parse
     * @return feedback for repair when the result fails the check, else empty
     */
    Optional<String> feedback(CriticRequest request, Resolution resolution);

    /** @return true when a failure shows the result is wrong, false when the result may still be right (see {@code CriticVerdict.Rejected}) */
    default boolean conclusive() {
        return true;
    }
}
