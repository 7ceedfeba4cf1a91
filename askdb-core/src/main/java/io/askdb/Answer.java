package io.askdb;

import io.askdb.execution.ResultTable;
import io.askdb.generation.Attempt;
import io.askdb.generation.Usage;
import io.askdb.trace.Trace;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of one question: answered with rows and an explanation, or not, with a reason.
 * Expected outcomes are values; faults are exceptions.
 *
 * @param question   the question; not null
 * @param status     the outcome; not null
 * @param sql        the last candidate SQL (without askdb's row cap), or null when none was written
 * @param result     the rows, present only when answered
 * @param text       the explanation when answered, otherwise the reason, written for the user; not null
 * @param suggestions rephrasings or next steps for a non-answered question; possibly empty
 * @param attempts   every SQL attempt with its error, oldest first; not null
 * @param generator  the generator's name, e.g. "planner"; not null
 * @param usage      model calls and tokens spent
 * @param elapsedMs  total wall-clock milliseconds
 * @param historyId  the history entry's id, or 0 when not recorded
 * @param clarification the clarifying question when the status is clarification_needed, otherwise empty
 * @param conversationId the conversation this answer belongs to, or empty
 * @param rewrittenQuestion the question as answered after follow-up rewriting, or empty when it
 *                   was not rewritten
 * @param trace      the steps the question went through; not null
 * @param executedSql the SQL that ran, as the guard approved it (askdb's row cap written in, the access
 *                   policy's row filters applied), or empty when nothing ran; {@code sql} is the SQL as written
 * @param caveats    facts the answer states beside the rows because the rows alone would mislead (a tie
 *                   the SQL's LIMIT cut through, a check's doubt the generator answered by keeping its
 *                   SQL), from the critic; empty when there are none or nothing was answered (since 0.4)
 * @since 0.1
 */
public record Answer(String question, Status status, String sql, ResultTable result, String text,
                     List<String> suggestions, List<Attempt> attempts, String generator, Usage usage,
                     long elapsedMs, long historyId, String clarification, String conversationId,
                     String rewrittenQuestion, Trace trace, String executedSql, List<String> caveats) {
    public Answer {
        Objects.requireNonNull(question, "Answer.question");
        Objects.requireNonNull(status, "Answer.status");
        Objects.requireNonNull(text, "Answer.text");
        Objects.requireNonNull(generator, "Answer.generator");
        suggestions = suggestions == null ? List.of() : List.copyOf(suggestions);
        attempts = attempts == null ? List.of() : List.copyOf(attempts);
        usage = usage == null ? Usage.NONE : usage;
        clarification = clarification == null ? "" : clarification;
        conversationId = conversationId == null ? "" : conversationId;
        rewrittenQuestion = rewrittenQuestion == null ? "" : rewrittenQuestion;
        trace = trace == null ? Trace.EMPTY : trace;
        executedSql = executedSql == null ? "" : executedSql;
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
        if ((status == Status.ANSWERED) != (result != null)) {
            throw new IllegalArgumentException("Answer.result must be present exactly when status is answered");
        }
    }

    /** An answer without caveats, as 0.4 built it. */
    public Answer(String question, Status status, String sql, ResultTable result, String text,
                  List<String> suggestions, List<Attempt> attempts, String generator, Usage usage,
                  long elapsedMs, long historyId, String clarification, String conversationId,
                  String rewrittenQuestion, Trace trace, String executedSql) {
        this(question, status, sql, result, text, suggestions, attempts, generator, usage, elapsedMs, historyId,
                clarification, conversationId, rewrittenQuestion, trace, executedSql, List.of());
    }

    /** An answer without the executed SQL, as 0.4 built it. */
    public Answer(String question, Status status, String sql, ResultTable result, String text,
                  List<String> suggestions, List<Attempt> attempts, String generator, Usage usage,
                  long elapsedMs, long historyId, String clarification, String conversationId,
                  String rewrittenQuestion, Trace trace) {
        this(question, status, sql, result, text, suggestions, attempts, generator, usage, elapsedMs, historyId,
                clarification, conversationId, rewrittenQuestion, trace, "");
    }

    /** An answer without clarification, conversation or trace, as 0.1 built it. */
    public Answer(String question, Status status, String sql, ResultTable result, String text,
                  List<String> suggestions, List<Attempt> attempts, String generator, Usage usage,
                  long elapsedMs, long historyId) {
        this(question, status, sql, result, text, suggestions, attempts, generator, usage, elapsedMs, historyId,
                "", "", "", Trace.EMPTY);
    }

    /** @return the rows, when answered */
    public Optional<ResultTable> optionalResult() {
        return Optional.ofNullable(result);
    }

    /** @return a copy carrying the history id */
    public Answer withHistoryId(long id) {
        return new Answer(question, status, sql, result, text, suggestions, attempts, generator, usage, elapsedMs, id,
                clarification, conversationId, rewrittenQuestion, trace, executedSql, caveats);
    }

    /** @return a copy in the given conversation */
    public Answer withConversationId(String id) {
        return new Answer(question, status, sql, result, text, suggestions, attempts, generator, usage, elapsedMs, historyId,
                clarification, id, rewrittenQuestion, trace, executedSql, caveats);
    }
}
