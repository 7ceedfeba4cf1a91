package io.askdb.guard;

import java.util.Optional;

/**
 * One layer of the guard. A layer can only refuse; no layer can approve on its own
 * (shared/design.md, "The guard, in layers").
 *
 * @since 0.1
 */
public interface GuardLayer {
    /**
     * Inspects a statement.
     *
     * @param request the statement and its context; not null
     * @return a refusal, or empty when this layer has no objection
     */
    Optional<Refusal> inspect(GuardRequest request);
}
