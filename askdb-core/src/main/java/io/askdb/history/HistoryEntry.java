package io.askdb.history;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.trace.Trace;
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
 * @param conversationId the conversation the question belongs to, or empty
 * @param rewrittenQuestion the question as answered after follow-up rewriting, or empty
 * @param trace     the steps the question went through; not null
 * @param asker     who asked (since 0.5): the asking {@link io.askdb.policy.Caller#id()}, e.g. askdb
 *                  serve's {@code key:} and 16 hex digits of the API key's SHA-256 (never the key), or
 *                  null when no one was identified (the CLI, a server without API keys, entries
 *                  recorded before 0.5)
 * @since 0.1
 */
public record HistoryEntry(long id, Instant createdAt, String database, String question, Status status, String sql,
                           List<Attempt> attempts, int rowCount, String generator, long elapsedMs, String reason,
                           String conversationId, String rewrittenQuestion, Trace trace, String asker) {
    public HistoryEntry {
        Objects.requireNonNull(createdAt, "HistoryEntry.createdAt");
        Objects.requireNonNull(database, "HistoryEntry.database");
        Objects.requireNonNull(question, "HistoryEntry.question");
        Objects.requireNonNull(status, "HistoryEntry.status");
        Objects.requireNonNull(generator, "HistoryEntry.generator");
        attempts = attempts == null ? List.of() : List.copyOf(attempts);
        conversationId = conversationId == null ? "" : conversationId;
        rewrittenQuestion = rewrittenQuestion == null ? "" : rewrittenQuestion;
        trace = trace == null ? Trace.EMPTY : trace;
    }

    /** An entry without an asker, as 0.2 to 0.4 recorded it. */
    public HistoryEntry(long id, Instant createdAt, String database, String question, Status status, String sql,
                        List<Attempt> attempts, int rowCount, String generator, long elapsedMs, String reason,
                        String conversationId, String rewrittenQuestion, Trace trace) {
        this(id, createdAt, database, question, status, sql, attempts, rowCount, generator, elapsedMs, reason,
                conversationId, rewrittenQuestion, trace, null);
    }

    /** An entry outside any conversation and without a trace, as 0.1 recorded it. */
    public HistoryEntry(long id, Instant createdAt, String database, String question, Status status, String sql,
                        List<Attempt> attempts, int rowCount, String generator, long elapsedMs, String reason) {
        this(id, createdAt, database, question, status, sql, attempts, rowCount, generator, elapsedMs, reason, "", "",
                Trace.EMPTY);
    }

    /** @return the question as answered: the rewritten one when there is one */
    public String answeredQuestion() {
        return rewrittenQuestion.isEmpty() ? question : rewrittenQuestion;
    }

    /** @return a copy with the store's id */
    public HistoryEntry withId(long newId) {
        return new HistoryEntry(newId, createdAt, database, question, status, sql, attempts, rowCount, generator, elapsedMs,
                reason, conversationId, rewrittenQuestion, trace, asker);
    }

    /**
     * @param who an asker, or null
     * @return true when this entry was asked by {@code who} (both null counts as the same)
     * @since 0.5
     */
    public boolean askedBy(String who) {
        return Objects.equals(asker, who);
    }
}
