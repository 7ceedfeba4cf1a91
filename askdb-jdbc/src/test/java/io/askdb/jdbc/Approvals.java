package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.RowLimiter;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Obtains ApprovedSql through core's guard with a pass-through layer: executor tests only. The
 * limiter appends {@code LIMIT n} and counts with {@code SELECT COUNT(*) FROM (<sql>) t}, or with
 * a given count statement.
 */
final class Approvals {
    private static final LayeredSqlGuard PASS_THROUGH = guard(sql -> "SELECT COUNT(*) FROM (" + sql + ") t");

    private Approvals() {
    }

    private static LayeredSqlGuard guard(UnaryOperator<String> count) {
        RowLimiter limiter = new RowLimiter() {
            @Override
            public String limit(GuardRequest req, int n) {
                return req.sql() + " LIMIT " + n;
            }

            @Override
            public Optional<String> count(GuardRequest req) {
                return Optional.of(count.apply(req.sql()));
            }
        };
        return new LayeredSqlGuard(List.of(req -> Optional.empty()), limiter);
    }

    static ApprovedSql approve(String sql, Dialect dialect, int rowCap) {
        GuardResult result = PASS_THROUGH.check(new GuardRequest(sql, dialect, null, rowCap));
        return (ApprovedSql) result;
    }

    static ApprovedSql approve(String sql, Dialect dialect) {
        return approve(sql, dialect, 1000);
    }

    /** @return the statement approved with {@code countSql} as its count statement, whatever it is */
    static ApprovedSql approveCountingWith(String sql, Dialect dialect, int rowCap, String countSql) {
        return (ApprovedSql) guard(s -> countSql).check(new GuardRequest(sql, dialect, null, rowCap));
    }
}
