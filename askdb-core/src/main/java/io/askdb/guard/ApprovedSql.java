package io.askdb.guard;

import io.askdb.dialect.Dialect;
import java.util.Objects;

/**
 * SQL that passed every guard layer, with the row cap already written into it. Only
 * {@link LayeredSqlGuard} can create one (the constructor is package-private), and the executor
 * accepts nothing else: a statement that did not pass the guard cannot be run.
 *
 * @since 0.1
 */
public final class ApprovedSql implements GuardResult {
    private final String sql;
    private final String candidateSql;
    private final Dialect dialect;
    private final int rowCap;

    ApprovedSql(String sql, String candidateSql, Dialect dialect, int rowCap) {
        this.sql = Objects.requireNonNull(sql, "sql");
        this.candidateSql = Objects.requireNonNull(candidateSql, "candidateSql");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        if (rowCap < 1) throw new IllegalArgumentException("rowCap must be >= 1");
        this.rowCap = rowCap;
    }

    /** @return the statement to run: the candidate with the row cap applied (one extra row, to detect truncation) */
    public String sql() {
        return sql;
    }

    /** @return the statement as it was submitted to the guard, trimmed of a trailing semicolon */
    public String candidateSql() {
        return candidateSql;
    }

    /** @return the dialect the statement was approved for */
    public Dialect dialect() {
        return dialect;
    }

    /** @return the most rows the caller may be shown; the SQL may fetch one more to detect truncation */
    public int rowCap() {
        return rowCap;
    }

    @Override
    public String toString() {
        return sql;
    }
}
