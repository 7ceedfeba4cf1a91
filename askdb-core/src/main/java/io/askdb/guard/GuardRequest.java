package io.askdb.guard;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import java.util.Optional;

/**
 * A statement to check, with what the layers need to judge it.
 *
 * @param sql     the candidate SQL; not null
 * @param dialect the dialect it will run on; not null
 * @param catalog the catalog table references are checked against, or null when checking
 *                without a database ({@code askdb sql --check --dialect ...})
 * @param rowCap  the most rows the result may show, at least 1
 * @param caller  who asks, for the access policy's row filters (since 0.3); null means anonymous
 * @since 0.1
 */
public record GuardRequest(String sql, Dialect dialect, Catalog catalog, int rowCap, io.askdb.policy.Caller caller) {
    public GuardRequest {
        caller = caller == null ? io.askdb.policy.Caller.ANONYMOUS : caller;
        if (sql == null) throw new IllegalArgumentException("GuardRequest.sql must not be null");
        if (dialect == null) throw new IllegalArgumentException("GuardRequest.dialect must not be null");
        if (catalog != null && catalog.dialect() != dialect) {
            throw new IllegalArgumentException("GuardRequest.dialect " + dialect + " differs from the catalog's " + catalog.dialect());
        }
        if (rowCap < 1) throw new IllegalArgumentException("GuardRequest.rowCap must be >= 1, was " + rowCap);
    }

    /** A request from an anonymous caller. */
    public GuardRequest(String sql, Dialect dialect, Catalog catalog, int rowCap) {
        this(sql, dialect, catalog, rowCap, io.askdb.policy.Caller.ANONYMOUS);
    }

    /** @return the catalog, when there is one */
    public Optional<Catalog> optionalCatalog() {
        return Optional.ofNullable(catalog);
    }

    /** @return a copy with other SQL text */
    public GuardRequest withSql(String other) {
        return new GuardRequest(other, dialect, catalog, rowCap, caller);
    }
}
