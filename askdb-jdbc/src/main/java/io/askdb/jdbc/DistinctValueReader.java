package io.askdb.jdbc;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads the distinct values of a database's text columns for value linking, as catalog sampling
 * does: metadata-level reading on askdb's own read-only connection, never user SQL. Per column
 * (chosen by {@link IndexableColumns}: text, not a key, not id-like, not a secret, not a large
 * object) it runs {@code SELECT DISTINCT c FROM t WHERE c IS NOT NULL} with the dialect's row
 * limit, every identifier quoted with {@link Dialect#quote(String)}. Values longer than
 * {@link DistinctValueOptions#maxLength()} are dropped; a column where more than a fifth of the
 * values read are that long holds free text and is left out whole.
 *
 * <p>All tables of one call share {@link DistinctValueOptions#budget()}: each statement gets the
 * time left as its query timeout and is cancelled at the deadline (sqlite-jdbc ignores the query
 * timeout for running statements), and the columns not reached are reported in
 * {@link DistinctValues#notReached()}. A column whose query fails for another reason (an odd
 * type) is skipped silently, as sampling does.
 *
 * @since 0.2
 */
public final class DistinctValueReader {
    /** A column is free text when more than this share of its values read are too long. */
    static final double FREE_TEXT_SHARE = 0.2;

    private final ConnectionSource connections;
    private final Dialect dialect;
    private final DistinctValueOptions options;
    private final StatementWatchdog watchdog = new StatementWatchdog();

    /**
     * @param connections where connections come from (read-only ones recommended); not null
     * @param dialect     the database's dialect, for quoting and the row limit; not null
     * @param options     limits, e.g. {@link DistinctValueOptions#DEFAULT}; not null
     */
    public DistinctValueReader(ConnectionSource connections, Dialect dialect, DistinctValueOptions options) {
        this.connections = Objects.requireNonNull(connections, "connections");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * Convenience for a read-only source, taking its dialect.
     *
     * @param source  the read-only connection source; not null
     * @param options limits; not null
     */
    public DistinctValueReader(ReadOnlyConnectionSource source, DistinctValueOptions options) {
        this(source, source.dialect(), options);
    }

    /**
     * Reads the distinct values of the tables' indexable columns within the time budget.
     *
     * @param tables the tables to read, in the order to read them; not null
     * @return the columns read and those not reached
     * @throws io.askdb.error.AskdbException with {@code DATABASE_UNAVAILABLE} when no connection opens
     */
    public DistinctValues read(List<Table> tables) {
        long start = System.nanoTime();
        return read(tables, start, start + options.budget().toNanos());
    }

    /** As {@link #read(List)} with an explicit deadline ({@link System#nanoTime()} scale). */
    DistinctValues read(List<Table> tables, long start, long deadline) {
        List<ColumnValues> read = new ArrayList<>();
        Map<TableId, List<String>> notReached = new LinkedHashMap<>();
        try (Connection connection = connections.open()) {
            for (Table t : tables) {
                for (Column c : IndexableColumns.of(t)) {
                    long left = deadline - System.nanoTime();
                    ColumnValues values = left <= 0 ? null : column(connection, t, c, left, deadline);
                    if (values == null && System.nanoTime() >= deadline) {
                        notReached.computeIfAbsent(t.id(), k -> new ArrayList<>()).add(c.name());
                    } else if (values != null && !values.values().isEmpty()) {
                        read.add(values);
                    }
                }
            }
        } catch (SQLException e) {
            throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database to read its distinct values", e);
        }
        return new DistinctValues(read, notReached, (System.nanoTime() - start) / 1_000_000);
    }

    /** @return the statement reading one column: distinct non-null values, at most maxValues + 1 rows */
    String sql(Table table, Column column) {
        String from = (table.id().schema() == null ? "" : dialect.quote(table.id().schema()) + ".")
                + dialect.quote(table.id().name());
        String col = dialect.quote(column.name());
        int rows = options.maxValues() + 1;
        String limit = dialect.limitStyle() == Dialect.LimitStyle.LIMIT ? " LIMIT " + rows : " FETCH FIRST " + rows + " ROWS ONLY";
        return "SELECT DISTINCT " + col + " FROM " + from + " WHERE " + col + " IS NOT NULL" + limit;
    }

    /** @return the column's values (none for free text), or null when its query failed or was cancelled */
    private ColumnValues column(Connection connection, Table table, Column column, long leftNanos, long deadline) {
        List<String> kept = new ArrayList<>();
        int seen = 0;
        int tooLong = 0;
        try (Statement st = connection.createStatement();
             StatementWatchdog.Watch watch = watchdog.watch(st, Duration.ofNanos(leftNanos))) {
            st.setQueryTimeout((int) Math.max(1, (leftNanos + 999_999_999L) / 1_000_000_000L));
            try (ResultSet rs = st.executeQuery(sql(table, column))) {
                while (rs.next() && seen <= options.maxValues()) {
                    String v = rs.getString(1);
                    if (v == null) continue;
                    seen++;
                    if (v.codePointCount(0, v.length()) > options.maxLength()) tooLong++;
                    else if (seen <= options.maxValues()) kept.add(v);
                }
            }
        } catch (SQLException | RuntimeException e) {
            return null;
        }
        if (seen > 0 && tooLong > FREE_TEXT_SHARE * seen) return new ColumnValues(table.id(), column.name(), List.of(), false);
        return new ColumnValues(table.id(), column.name(), kept, seen > options.maxValues());
    }
}
