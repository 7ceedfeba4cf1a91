package io.askdb.jdbc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A guard that, after another guard approves a statement, asks the database for its own estimate
 * of the approved SQL (the text that will run, row cap and row filters written in) and refuses
 * it, rule {@code cost-bound}, when the estimate is over the datasource's ceiling. Nothing runs:
 * <ul>
 *   <li>PostgreSQL: {@code EXPLAIN (FORMAT JSON)}, the top plan node's {@code Total Cost}
 *       (PostgreSQL "Using EXPLAIN"; a LIMIT node already accounts for stopping early) against
 *       {@code maxCost};</li>
 *   <li>MySQL: {@code EXPLAIN FORMAT=JSON}, {@code query_block.cost_info.query_cost} against
 *       {@code maxCost} (MySQL "EXPLAIN Output Format"; MariaDB writes no query_cost and is not
 *       bounded here);</li>
 *   <li>DuckDB: {@code EXPLAIN (FORMAT JSON)}, the largest {@code Estimated Cardinality} of an
 *       operator that is not a base-table scan against {@code maxScanRows} or the largest scan,
 *       whichever is larger (DuckDB has no cost; a statement may read its largest table whole);</li>
 *   <li>SQLite, H2 and others give no estimate: the static cost layer of the guard is their bound.</li>
 * </ul>
 * An EXPLAIN the database rejects, times out or that cannot be read proves nothing and the
 * statement is passed on (the dry run and the executor report their own errors). The check runs on
 * a read-only, time-bounded session. Thread-safe.
 *
 * @since 0.7
 */
public final class EngineCostGuard implements SqlGuard {
    /**
     * The default of {@code askdb.max-cost}: 1,000,000. Measured with {@code io.askdb.bench.CostCeiling}
     * (2 shared cores, PostgreSQL 14 embedded): a join planned at just under 10,000,000 ran 58 s, so
     * the ceiling is a tenth of that, about 6 s, under the 10 s statement timeout.
     */
    public static final double DEFAULT_MAX_COST = 1_000_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private final SqlGuard inner;
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final Duration timeout;
    private final double maxCost;
    private final long maxScanRows;

    /**
     * @param inner       the guard that approves first; not null
     * @param connections the database's read-only connections; not null
     * @param dialect     the database's dialect; not null
     * @param timeout     the longest an EXPLAIN may take, positive
     * @param maxCost     the ceiling of PostgreSQL's and MySQL's cost estimate, positive ({@code askdb.max-cost})
     * @param maxScanRows the ceiling of DuckDB's row estimate, at least 1 ({@code askdb.max-scan-rows})
     */
    public EngineCostGuard(SqlGuard inner, ConnectionSource connections, Dialect dialect, Duration timeout, double maxCost, long maxScanRows) {
        this.inner = Objects.requireNonNull(inner, "inner");
        this.connections = Objects.requireNonNull(connections, "connections");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        if (!(maxCost > 0)) throw new IllegalArgumentException("maxCost must be positive, was " + maxCost);
        if (maxScanRows < 1) throw new IllegalArgumentException("maxScanRows must be >= 1, was " + maxScanRows);
        this.maxCost = maxCost;
        this.maxScanRows = maxScanRows;
    }

    @Override
    public GuardResult check(GuardRequest request) {
        GuardResult verdict = inner.check(request);
        if (!(verdict instanceof ApprovedSql approved) || approved.dialect() != dialect || !estimates(dialect)) return verdict;
        Optional<JsonNode> plan = plan(approved.sql());
        if (plan.isEmpty()) return verdict;
        return over(plan.get()).<GuardResult>map(why -> new Refusal("cost-bound", Refusal.Kind.VALIDITY, "The statement is too large to"
                + " run: " + why + ". Narrow it (filter, join on a key, aggregate) or raise the setting.", -1)).orElse(verdict);
    }

    static boolean estimates(Dialect dialect) {
        return dialect == Dialect.POSTGRESQL || dialect == Dialect.MYSQL || dialect == Dialect.DUCKDB;
    }

    /** @return why the plan is over its ceiling, or empty */
    Optional<String> over(JsonNode plan) {
        String cost = "askdb.max-cost = " + PlanEstimates.number(maxCost) + " (ASKDB_MAX_COST, --max-cost)";
        switch (dialect) {
            case POSTGRESQL -> {
                double total = plan.path(0).path("Plan").path("Total Cost").asDouble(0);
                return total > maxCost ? Optional.of("PostgreSQL estimates its cost at " + PlanEstimates.number(total)
                        + " (EXPLAIN total cost), over the bound " + cost) : Optional.empty();
            }
            case MYSQL -> {
                double total = plan.path("query_block").path("cost_info").path("query_cost").asDouble(0);
                return total > maxCost ? Optional.of("MySQL estimates its cost at " + PlanEstimates.number(total)
                        + " (EXPLAIN query_cost), over the bound " + cost) : Optional.empty();
            }
            default -> {
                PlanEstimates.Rows rows = PlanEstimates.duckDb(plan);
                double allowed = Math.max(maxScanRows, rows.largestScan());
                return rows.largestBuilt() > allowed ? Optional.of("DuckDB estimates that its " + rows.operator().toLowerCase(Locale.ROOT)
                        + " builds " + PlanEstimates.number(rows.largestBuilt()) + " rows (EXPLAIN estimated cardinality), over the bound"
                        + " askdb.max-scan-rows = " + maxScanRows + " (ASKDB_MAX_SCAN_ROWS, --max-scan-rows)") : Optional.empty();
            }
        }
    }

    private Optional<JsonNode> plan(String sql) {
        String explain = dialect == Dialect.MYSQL ? "EXPLAIN FORMAT=JSON " : "EXPLAIN (FORMAT JSON) ";
        try (Connection connection = connections.open()) {
            ReadOnlySession.begin(connection, dialect, timeout);
            try (Statement st = connection.createStatement()) {
                st.setQueryTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toSeconds())));
                try (ResultSet rs = st.executeQuery(explain + sql)) {
                    if (!rs.next()) return Optional.empty();
                    String text = rs.getString(dialect == Dialect.DUCKDB ? rs.getMetaData().getColumnCount() : 1);
                    return text == null ? Optional.empty() : Optional.of(JSON.readTree(text));
                }
            } finally {
                ReadOnlySession.end(connection);
            }
        } catch (SQLException | java.io.IOException e) {
            if (e instanceof SQLException s && DatabaseErrors.isConnectionFailure(s)) {
                throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database", s);
            }
            return Optional.empty();
        }
    }
}
