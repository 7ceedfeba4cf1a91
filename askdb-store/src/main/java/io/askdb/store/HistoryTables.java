package io.askdb.store;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@link HistoryEntry} rows in the {@code history} and {@code attempts} tables
 * (see {@code db/migration/askdb/*}). The SQL is the same on every vendor: standard types, and
 * {@code INSERT ... RETURNING}, which SQLite has since 3.35 and PostgreSQL since 8.2.
 */
final class HistoryTables {
    private static final String COLUMNS =
            "id, created_at, database, question, status, sql, row_count, generator, elapsed_ms, reason";
    private static final String INSERT_ENTRY = "INSERT INTO history (created_at, database, question, status, sql,"
            + " row_count, generator, elapsed_ms, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
    private static final String INSERT_ATTEMPT =
            "INSERT INTO attempts (history_id, ordinal, sql, error) VALUES (?, ?, ?, ?)";
    private static final String SELECT_RECENT = "SELECT " + COLUMNS + " FROM history ORDER BY id DESC LIMIT ?";
    private static final String SELECT_ONE = "SELECT " + COLUMNS + " FROM history WHERE id = ?";
    private static final String SELECT_ATTEMPTS = "SELECT history_id, sql, error FROM attempts"
            + " WHERE history_id BETWEEN ? AND ? ORDER BY history_id, ordinal";

    private HistoryTables() {
    }

    /** Inserts the entry and its attempts (ordinals from 0) on the caller's transaction; returns the new id. */
    static long insert(Connection connection, HistoryEntry entry) throws SQLException {
        long id;
        try (PreparedStatement statement = connection.prepareStatement(INSERT_ENTRY)) {
            statement.setString(1, entry.createdAt().toString());
            statement.setString(2, entry.database());
            statement.setString(3, entry.question());
            statement.setString(4, entry.status().wireName());
            statement.setString(5, entry.sql());
            statement.setInt(6, entry.rowCount());
            statement.setString(7, entry.generator());
            statement.setLong(8, entry.elapsedMs());
            statement.setString(9, entry.reason());
            try (ResultSet keys = statement.executeQuery()) {
                keys.next();
                id = keys.getLong(1);
            }
        }
        if (!entry.attempts().isEmpty()) {
            try (PreparedStatement statement = connection.prepareStatement(INSERT_ATTEMPT)) {
                for (int ordinal = 0; ordinal < entry.attempts().size(); ordinal++) {
                    Attempt attempt = entry.attempts().get(ordinal);
                    statement.setLong(1, id);
                    statement.setInt(2, ordinal);
                    statement.setString(3, attempt.sql());
                    statement.setString(4, attempt.error());
                    statement.addBatch();
                }
                statement.executeBatch();
            }
        }
        return id;
    }

    /**
     * Reads without a transaction, so a reader never holds SQLite's write lock. Entries are read
     * before their attempts: an entry is committed with all its attempts, so every attempt of an
     * entry already read is there to be read next.
     *
     * @return at most {@code limit} entries, newest (highest id) first, each with its attempts
     */
    static List<HistoryEntry> recent(Connection connection, int limit) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_RECENT)) {
            statement.setInt(1, limit);
            return withAttempts(connection, readEntries(statement));
        }
    }

    /** @return the entry with this id and its attempts, or an empty list */
    static List<HistoryEntry> byId(Connection connection, long id) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_ONE)) {
            statement.setLong(1, id);
            return withAttempts(connection, readEntries(statement));
        }
    }

    private static List<HistoryEntry> withAttempts(Connection connection, List<HistoryEntry> entries)
            throws SQLException {
        if (entries.isEmpty()) {
            return entries;
        }
        long lowest = entries.stream().mapToLong(HistoryEntry::id).min().orElseThrow();
        long highest = entries.stream().mapToLong(HistoryEntry::id).max().orElseThrow();
        Map<Long, List<Attempt>> attempts = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(SELECT_ATTEMPTS)) {
            statement.setLong(1, lowest);
            statement.setLong(2, highest);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    attempts.computeIfAbsent(rows.getLong(1), id -> new ArrayList<>())
                            .add(new Attempt(rows.getString(2), rows.getString(3)));
                }
            }
        }
        List<HistoryEntry> complete = new ArrayList<>(entries.size());
        for (HistoryEntry entry : entries) {
            complete.add(new HistoryEntry(entry.id(), entry.createdAt(), entry.database(), entry.question(),
                    entry.status(), entry.sql(), attempts.getOrDefault(entry.id(), List.of()), entry.rowCount(),
                    entry.generator(), entry.elapsedMs(), entry.reason()));
        }
        return complete;
    }

    private static List<HistoryEntry> readEntries(PreparedStatement statement) throws SQLException {
        List<HistoryEntry> entries = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                entries.add(new HistoryEntry(rows.getLong("id"), Instant.parse(rows.getString("created_at")),
                        rows.getString("database"), rows.getString("question"),
                        Status.fromWireName(rows.getString("status")), rows.getString("sql"), List.of(),
                        rows.getInt("row_count"), rows.getString("generator"), rows.getLong("elapsed_ms"),
                        rows.getString("reason")));
            }
        }
        return entries;
    }
}
