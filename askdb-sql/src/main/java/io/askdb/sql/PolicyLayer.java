package io.askdb.sql;

import io.askdb.catalog.CatalogProvider;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import java.util.Optional;

/**
 * Guard layer: the access policy. Refuses a statement that names a hidden table or column
 * anywhere (select list, WHERE, ORDER BY, GROUP BY, HAVING, JOIN conditions, function
 * arguments, subqueries, CTEs), a {@code *} over a table with hidden columns, a masked column used
 * anywhere but bare in a select list, and a row-filtered table (its own filter or one inherited
 * through foreign keys) whose filter cannot be written for this caller.
 * Names are resolved against the full catalog (the request's catalog is the visible one, which
 * no longer lists what is hidden), with the schema validator's scope rules, under the effective
 * policy: the declared one followed through views ({@link ViewLineage}).
 *
 * <p>{@code SELECT *} over a table with hidden columns is refused (a repairable refusal) rather
 * than expanded: expanding would change the statement the user wrote and the columns its
 * result has, and the model, which sees only visible columns, can list them itself.
 */
final class PolicyLayer implements GuardLayer {
    private final QueryParser parser;
    private final EffectivePolicy policy;
    private final CatalogProvider fullCatalog;
    private final TableFilters filters;

    PolicyLayer(QueryParser parser, EffectivePolicy policy, CatalogProvider fullCatalog, TableFilters filters) {
        this.parser = parser;
        this.policy = policy;
        this.fullCatalog = fullCatalog;
        this.filters = filters;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) return Optional.empty();
        io.askdb.catalog.Catalog full = fullCatalog.catalog();
        if (full.dialect() != request.dialect()) {
            return Optional.of(Refusal.safety("policy-dialect", "The access policy's catalog is " + full.dialect().displayName()
                    + " but the statement is checked as " + request.dialect().displayName() + "; askdb refuses it."));
        }
        return new PolicyAnalysis(parsed, full, policy.of(full)).refusal(request.caller(), filters.of(full));
    }
}
