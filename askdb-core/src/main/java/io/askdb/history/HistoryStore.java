package io.askdb.history;

import java.util.List;
import java.util.Optional;

/**
 * Records every question, answered or not.
 *
 * @since 0.1
 */
public interface HistoryStore {
    /**
     * @param entry the entry to store; its id is ignored
     * @return the new entry's id, at least 1; 0 when a fail-safe store could not record it (the answer is still returned)
     * @throws io.askdb.error.AskdbException when the store cannot be written
     */
    long record(HistoryEntry entry);

    /** @return the most recent entries, newest first, at most {@code limit} */
    List<HistoryEntry> recent(int limit);

    /**
     * The earlier questions of a conversation. The default reads the 1,000 most recent entries;
     * stores should override it with an indexed query.
     *
     * @param conversationId the conversation; not blank
     * @param limit          the most entries to return, at least 1
     * @return the conversation's most recent entries, oldest first, at most {@code limit}
     */
    default List<HistoryEntry> conversation(String conversationId, int limit) {
        List<HistoryEntry> mine = new java.util.ArrayList<>(recent(1000).stream()
                .filter(e -> e.conversationId().equals(conversationId)).limit(limit).toList());
        java.util.Collections.reverse(mine);
        return mine;
    }

    /**
     * The earlier questions of a conversation asked by one asker only, so that a caller who learns
     * another caller's conversation id reads none of its turns. The default reads as
     * {@link #conversation(String, int)} with a limit of 1,000 and keeps the asker's entries;
     * stores should override it with an indexed query.
     *
     * @param conversationId the conversation; not blank
     * @param asker          the asker ({@link HistoryEntry#asker()}); null reads the entries without one
     * @param limit          the most entries to return, at least 1
     * @return the asker's most recent entries of the conversation, oldest first, at most {@code limit}
     * @since 0.5
     */
    default List<HistoryEntry> conversation(String conversationId, String asker, int limit) {
        List<HistoryEntry> mine = conversation(conversationId, 1000).stream().filter(e -> e.askedBy(asker)).toList();
        return mine.subList(Math.max(0, mine.size() - limit), mine.size());
    }

    /**
     * The most recent entries of one asker. The default reads the 10,000 most recent entries and
     * keeps the asker's; stores should override it with an indexed query.
     *
     * @param asker the asker ({@link HistoryEntry#asker()}); not null
     * @param limit the most entries to return, at least 0
     * @return the asker's most recent entries, newest first, at most {@code limit}
     * @since 0.5
     */
    default List<HistoryEntry> recentBy(String asker, int limit) {
        java.util.Objects.requireNonNull(asker, "asker");
        return recent(10_000).stream().filter(e -> e.askedBy(asker)).limit(limit).toList();
    }

    /**
     * The most recent entries of one database asked by one asker: what a session over that
     * database for that caller may list (askdb mcp's {@code history} tool). The default reads the
     * 10,000 most recent entries and keeps the matching ones; stores may override it with an
     * indexed query.
     *
     * @param database the database's display name ({@link HistoryEntry#database()}); not null
     * @param asker    the asker ({@link HistoryEntry#asker()}); null keeps only entries recorded without one
     * @param limit    the most entries to return, at least 0
     * @return the matching entries, newest first, at most {@code limit}
     * @since 0.5
     */
    default List<HistoryEntry> recentIn(String database, String asker, int limit) {
        java.util.Objects.requireNonNull(database, "database");
        return (asker == null ? recent(10_000) : recentBy(asker, 10_000)).stream()
                .filter(e -> e.database().equals(database) && e.askedBy(asker)).limit(limit).toList();
    }

    /** @return the entry with this id, or empty */
    Optional<HistoryEntry> find(long id);
}
