package io.askdb.history;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One recorded question and what became of it.
 *
 * @param id        the store's id, or 0 before it is stored
 * @param createdAt when the question was asked; not null
 * @param database  a display name of the database it was asked of (never credentials); not null
 * @param question  the question (or, for user SQL, the SQL); not null
 * @param status    the outcome; not null
 * @param sql       the last SQL tried, or null when none was written
 * @param attempts  every SQL attempt with its error; not null
 * @param rowCount  rows returned, or -1 when nothing ran
 * @param generator which generator wrote the SQL, e.g. "planner"; not null
 * @param elapsedMs total wall-clock milliseconds
 * @param reason    the reason for a non-answered status, or null
 * @since 0.1
 */
public record HistoryEntry(long id, Instant createdAt, String database, String question, Status status, String sql,
                           List<Attempt> attempts, int rowCount, String generator, long elapsedMs, String reason) {
    public HistoryEntry {
        Objects.requireNonNull(createdAt, "HistoryEntry.createdAt");
        Objects.requireNonNull(database, "HistoryEntry.database");
        Objects.requireNonNull(question, "HistoryEntry.question");
        Objects.requireNonNull(status, "HistoryEntry.status");
        Objects.requireNonNull(generator, "HistoryEntry.generator");
        attempts = attempts == null ? List.of() : List.copyOf(attempts);
    }

    /** @return a copy with the store's id */
    public HistoryEntry withId(long newId) {
        return new HistoryEntry(newId, createdAt, database, question, status, sql, attempts, rowCount, generator, elapsedMs, reason);
    }
}
