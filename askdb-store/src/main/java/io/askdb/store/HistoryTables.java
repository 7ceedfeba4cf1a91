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
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@link HistoryEntry} rows in the {@code history} and {@code attempts} tables
 * (see {@code db/migration/askdb/*}). The SQL is the same on every vendor: standard types, and
 * {@code INSERT ... RETURNING}, which SQLite has since 3.35 and PostgreSQL since 8.2. An empty
 * conversation id, rewritten question or trace is stored as null, as rows written before
 * migration 2 hold them; rows written before migration 5 have no asker (null).
 */
final class HistoryTables {
    private static final String COLUMNS = "id, created_at, database, question, status, sql, row_count, generator,"
            + " elapsed_ms, reason, conversation_id, rewritten_question, trace, asker";
    private static final String INSERT_ENTRY = "INSERT INTO history (created_at, database, question, status, sql,"
            + " row_count, generator, elapsed_ms, reason, conversation_id, rewritten_question, trace, asker)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
    private static final String INSERT_ATTEMPT =
            "INSERT INTO attempts (history_id, ordinal, sql, error) VALUES (?, ?, ?, ?)";
    private static final String SELECT_RECENT = "SELECT " + COLUMNS + " FROM history ORDER BY id DESC LIMIT ?";
    /** Served by the index history_asker (asker, id). */
    private static final String SELECT_RECENT_OF_ASKER = "SELECT " + COLUMNS
            + " FROM history WHERE asker = ? ORDER BY id DESC LIMIT ?";
    private static final String SELECT_ONE = "SELECT " + COLUMNS + " FROM history WHERE id = ?";
    /** Served by the index history_conversation (conversation_id, id). */
    private static final String SELECT_CONVERSATION = "SELECT " + COLUMNS
            + " FROM history WHERE conversation_id = ? ORDER BY id DESC LIMIT ?";
    private static final String SELECT_CONVERSATION_OF_ASKER = "SELECT " + COLUMNS
            + " FROM history WHERE conversation_id = ? AND asker = ? ORDER BY id DESC LIMIT ?";
    private static final String SELECT_CONVERSATION_WITHOUT_ASKER = "SELECT " + COLUMNS
            + " FROM history WHERE conversation_id = ? AND asker IS NULL ORDER BY id DESC LIMIT ?";
    private static final String SELECT_ATTEMPTS = "SELECT history_id, sql, error FROM attempts"
            + " WHERE history_id BETWEEN ? AND ? ORDER BY history_id, ordinal";
    private static final String SELECT_CONVERSATION_ATTEMPTS = "SELECT a.history_id, a.sql, a.error"
            + " FROM attempts a JOIN history h ON h.id = a.history_id"
            + " WHERE a.history_id BETWEEN ? AND ? AND h.conversation_id = ? ORDER BY a.history_id, a.ordinal";
    private static final String SELECT_ASKER_ATTEMPTS = "SELECT a.history_id, a.sql, a.error"
            + " FROM attempts a JOIN history h ON h.id = a.history_id"
            + " WHERE a.history_id BETWEEN ? AND ? AND h.asker = ? ORDER BY a.history_id, a.ordinal";

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
            statement.setString(10, emptyAsNull(entry.conversationId()));
            statement.setString(11, emptyAsNull(entry.rewrittenQuestion()));
            statement.setString(12, TraceColumn.write(entry.trace()));
            statement.setString(13, entry.asker());
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
            return withAttempts(connection, readEntries(statement), SELECT_ATTEMPTS, null);
        }
    }

    /** @return the entry with this id and its attempts, or an empty list */
    static List<HistoryEntry> byId(Connection connection, long id) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_ONE)) {
            statement.setLong(1, id);
            return withAttempts(connection, readEntries(statement), SELECT_ATTEMPTS, null);
        }
    }

    /**
     * Reads as {@link #recent}, one asker's entries only, through the asker index.
     *
     * @return at most {@code limit} entries of the asker, newest first
     */
    static List<HistoryEntry> recentOf(Connection connection, String asker, int limit) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_RECENT_OF_ASKER)) {
            statement.setString(1, asker);
            statement.setInt(2, limit);
            return withAttempts(connection, readEntries(statement), SELECT_ASKER_ATTEMPTS, asker);
        }
    }

    /**
     * Reads as {@link #recent}, through the conversation index.
     *
     * @param askedBy true to read only the entries of {@code asker} (null: those without an asker),
     *                false to read every entry of the conversation
     * @return at most {@code limit} entries of the conversation, the most recent ones, oldest first
     */
    static List<HistoryEntry> conversation(Connection connection, String conversationId, boolean askedBy, String asker,
                                           int limit) throws SQLException {
        String sql = !askedBy ? SELECT_CONVERSATION
                : asker == null ? SELECT_CONVERSATION_WITHOUT_ASKER : SELECT_CONVERSATION_OF_ASKER;
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            int p = 1;
            statement.setString(p++, conversationId);
            if (askedBy && asker != null) statement.setString(p++, asker);
            statement.setInt(p, limit);
            List<HistoryEntry> newestFirst = withAttempts(connection, readEntries(statement), SELECT_CONVERSATION_ATTEMPTS,
                    conversationId);
            List<HistoryEntry> oldestFirst = new ArrayList<>(newestFirst);
            Collections.reverse(oldestFirst);
            return oldestFirst;
        }
    }

    /**
     * @param attemptsSql one of the SELECT_*ATTEMPTS statements: the id range, then {@code filter}
     *                    when not null, since a filtered read's ids may be far apart
     */
    private static List<HistoryEntry> withAttempts(Connection connection, List<HistoryEntry> entries,
                                                   String attemptsSql, String filter) throws SQLException {
        if (entries.isEmpty()) {
            return entries;
        }
        long lowest = entries.stream().mapToLong(HistoryEntry::id).min().orElseThrow();
        long highest = entries.stream().mapToLong(HistoryEntry::id).max().orElseThrow();
        Map<Long, List<Attempt>> attempts = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(attemptsSql)) {
            statement.setLong(1, lowest);
            statement.setLong(2, highest);
            if (filter != null) {
                statement.setString(3, filter);
            }
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
                    entry.generator(), entry.elapsedMs(), entry.reason(), entry.conversationId(),
                    entry.rewrittenQuestion(), entry.trace(), entry.asker()));
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
                        rows.getString("reason"), rows.getString("conversation_id"),
                        rows.getString("rewritten_question"), TraceColumn.read(rows.getString("trace")),
                        rows.getString("asker")));
            }
        }
        return entries;
    }

    private static String emptyAsNull(String text) {
        return text.isEmpty() ? null : text;
    }
}
