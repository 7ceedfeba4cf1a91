package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.policy.Policy;
import io.askdb.policy.PolicyLineage;

/**
 * A declared policy and its effective form for the catalog last seen ({@link ViewLineage}),
 * recomputed only when the catalog object changes (catalog providers are memoized, so once per
 * read). Thread-safe.
 */
final class EffectivePolicy {
    private final Policy declared;
    private final PolicyLineage lineage;
    private Catalog last;
    private Policy effective;

    EffectivePolicy(Policy declared, PolicyLineage lineage) {
        this.declared = declared;
        this.lineage = lineage;
    }

    Policy declared() {
        return declared;
    }

    synchronized Policy of(Catalog full) {
        if (full != last) {
            effective = lineage.effective(declared, full);
            last = full;
        }
        return effective;
    }
}
