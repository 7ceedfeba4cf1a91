package io.askdb;

import io.askdb.error.AskdbException;
import io.askdb.execution.ResultTable;
import io.askdb.explanation.LinkFreeText;
import io.askdb.generation.Attempt;
import io.askdb.generation.Usage;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/** One question in flight: its attempts, usage and timing, and how it is recorded in history. */
final class QuestionRun {
    final String question;
    final String generator;
    String conversationId;
    final long startNanos = System.nanoTime();
    final List<Attempt> attempts = new ArrayList<>();
    final List<TraceStep> steps = new java.util.concurrent.CopyOnWriteArrayList<>();
    Usage usage = Usage.NONE;
    String rewritten = "";
    String clarification = "";
    String executedSql = "";
    List<String> caveats = List.of();
    /** The question's evidence: a bare URL copied from it may stay in the answer. */
    String evidence = "";
    private final Clock clock;
    private final String databaseName;
    private final HistoryStore history;
    private final String asker;

    /** @param asker the caller's {@link io.askdb.policy.Caller#id()}, recorded as the entry's asker; null for none */
    QuestionRun(String question, String generator, String conversationId, Clock clock, String databaseName, HistoryStore history,
                String asker) {
        this.question = question;
        this.generator = generator;
        this.conversationId = conversationId;
        this.clock = clock;
        this.databaseName = databaseName;
        this.history = history;
        this.asker = asker;
    }

    /** @return the answer, recorded in history (its id set) */
    Answer finish(Status status, String sql, ResultTable table, String text, List<String> suggestions) {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
        Trace trace = new Trace(steps);
        List<String> sources = sources(table);
        // text a model or template wrote from the rows or the question; refusals and failures quote SQL and errors as they are
        if (status == Status.ANSWERED || status == Status.CLARIFICATION_NEEDED) text = LinkFreeText.of(text, sources);
        caveats = caveats.stream().map(c -> LinkFreeText.of(c, sources)).toList();
        clarification = LinkFreeText.of(clarification, sources);
        Answer answer = new Answer(question, status, sql, table, text, suggestions, attempts, generator, usage, elapsed, 0,
                clarification, conversationId, rewritten, trace, executedSql, caveats);
        HistoryEntry entry = new HistoryEntry(0, clock.instant(), databaseName, question, status, sql, attempts,
                table == null ? -1 : table.rowCount(), generator, elapsed, status == Status.ANSWERED ? null : text,
                conversationId, rewritten, trace, asker);
        return answer.withHistoryId(history.record(entry));
    }

    /**
     * The texts a bare URL in the answer may be copied from as it is: the question, its evidence and
     * every cell of the rows. Images, links and other URLs never reach the answer ({@link LinkFreeText}).
     */
    private List<String> sources(ResultTable table) {
        List<String> out = new ArrayList<>();
        out.add(question);
        out.add(evidence);
        if (table != null) {
            for (List<Object> row : table.rows()) {
                for (Object cell : row) if (cell != null) out.add(String.valueOf(cell));
            }
        }
        return out;
    }

    /** Records a fault in history; the fault learns the entry's id, and a failing store is attached to it as suppressed. */
    void fault(AskdbException e) {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
        String sql = attempts.isEmpty() ? null : attempts.get(attempts.size() - 1).sql();
        try {
            e.recordedAs(history.record(new HistoryEntry(0, clock.instant(), databaseName, question, Status.FAILED, sql,
                    attempts, -1, generator, elapsed, e.code() + ": " + e.getMessage(), conversationId, rewritten,
                    new Trace(steps), asker)));
        } catch (RuntimeException ignored) {
            e.addSuppressed(ignored);
        }
    }
}
