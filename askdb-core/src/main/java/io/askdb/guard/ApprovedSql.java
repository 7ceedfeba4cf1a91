package io.askdb.guard;

import io.askdb.dialect.Dialect;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

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
    private final Supplier<Optional<String>> countWriter;
    private Optional<String> countSql;

    ApprovedSql(String sql, String candidateSql, Dialect dialect, int rowCap) {
        this(sql, candidateSql, dialect, rowCap, Optional::empty);
    }

    /**
     * @param countWriter writes and checks the count statement on first use (see {@link #countSql()});
     *                    called at most once
     */
    ApprovedSql(String sql, String candidateSql, Dialect dialect, int rowCap, Supplier<Optional<String>> countWriter) {
        this.countWriter = Objects.requireNonNull(countWriter, "countWriter");
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

    /**
     * The statement that counts the rows {@link #sql()} would return without askdb's row cap, for
     * saying "the first 100 of 200,000 rows": {@code SELECT COUNT(*) FROM (<statement>) AS askdb_count}
     * in the dialect's syntax, where the statement is the candidate with the access policy's row
     * filters written in and without the cap. Like {@link #sql()} it comes only from the guard,
     * which writes it on first call (so checks that never need it cost nothing) and runs every layer
     * on it; it returns one row with one integer column.
     *
     * @return the count statement, or empty when the guard's row limiter writes none or a layer
     *         refused it (the total is then unknown)
     * @since 0.5
     */
    public synchronized Optional<String> countSql() {
        if (countSql == null) {
            Optional<String> written;
            try {
                written = countWriter.get();
            } catch (RuntimeException e) {
                written = Optional.empty();
            }
            countSql = written == null ? Optional.empty() : written;
        }
        return countSql;
    }

    @Override
    public String toString() {
        return sql;
    }
}
