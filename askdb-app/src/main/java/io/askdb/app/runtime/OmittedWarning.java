package io.askdb.app.runtime;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.OmittedRelation;
import io.askdb.policy.Policy;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The one warning askdb gives when the catalog reader left relations out because the engine
 * cannot read their columns ({@link Catalog#omitted()}): it names each with the engine's reason.
 * Under an access policy there is none: a left-out view is simply not visible, since its name
 * and the engine's message may name hidden tables or columns.
 */
final class OmittedWarning {
    private OmittedWarning() {
    }

    /**
     * @param catalog the catalog as read; not null
     * @param policy  the declared access policy; not null
     * @return the warning line, or empty when nothing was left out or a policy is in force
     */
    static Optional<String> of(Catalog catalog, Policy policy) {
        if (catalog.omitted().isEmpty() || !policy.isOpen()) return Optional.empty();
        String list = catalog.omitted().stream().map(OmittedRelation::describe).collect(Collectors.joining("; "));
        int n = catalog.omitted().size();
        String noun = catalog.omitted().stream().allMatch(o -> o.kind() == io.askdb.catalog.Table.Kind.VIEW) ? "view" : "relation";
        return Optional.of("askdb: warning: " + catalog.dialect().displayName() + " cannot read the columns of " + n
                + " " + noun + (n == 1 ? "" : "s") + ", so askdb left " + (n == 1 ? "it" : "them") + " out of the catalog: "
                + list + ". Every other table works; fix or drop " + (n == 1 ? "it" : "them") + " in the database.");
    }
}
