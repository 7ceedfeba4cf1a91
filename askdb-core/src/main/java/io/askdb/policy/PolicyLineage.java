package io.askdb.policy;

import io.askdb.catalog.Catalog;

/**
 * Extends a declared access policy to the relations derived from what it protects: the
 * effective policy of a catalog. askdb-sql's view lineage reads each view's definition and hides
 * or masks the view columns that come from hidden or masked columns (and hides views it cannot
 * follow); the effective policy is what the visible catalog, the guard, the masking executor and
 * value sampling all apply. It only adds entries: the effective policy is never wider than the
 * declared one.
 *
 * @since 0.7
 */
@FunctionalInterface
public interface PolicyLineage {
    /** No lineage: the declared policy as it is. */
    PolicyLineage NONE = (declared, full) -> declared;

    /**
     * @param declared the policy as configured; not null
     * @param full     the unfiltered catalog, with view definitions where the engine gives them; not null
     * @return the effective policy: {@code declared} with entries added, never removed
     */
    Policy effective(Policy declared, Catalog full);
}
