package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.LayeredSqlGuard;
import java.util.List;
import java.util.Optional;

/** Obtains ApprovedSql through core's guard with a pass-through layer: executor tests only. */
final class Approvals {
    private static final LayeredSqlGuard PASS_THROUGH =
            new LayeredSqlGuard(List.of(req -> Optional.empty()), (req, n) -> req.sql() + " LIMIT " + n);

    private Approvals() {
    }

    static ApprovedSql approve(String sql, Dialect dialect, int rowCap) {
        GuardResult result = PASS_THROUGH.check(new GuardRequest(sql, dialect, null, rowCap));
        return (ApprovedSql) result;
    }

    static ApprovedSql approve(String sql, Dialect dialect) {
        return approve(sql, dialect, 1000);
    }
}
