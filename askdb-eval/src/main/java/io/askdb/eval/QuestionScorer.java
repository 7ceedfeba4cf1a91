package io.askdb.eval;

import io.askdb.Answer;
import io.askdb.Question;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.error.UnreadableReplyException;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ResultTable;
import io.askdb.generation.Attempt;
import java.util.ArrayList;
import java.util.List;

/**
 * Scores one question: runs the gold alternatives as the reference, asks askdb through the
 * whole pipeline (generation, guard, execution, repair, explanation), and compares.
 */
final class QuestionScorer {
    private final EvalParts parts;
    private final EvalOptions options;
    private final RecallMeter recall;

    QuestionScorer(EvalParts parts, EvalOptions options) {
        this.parts = parts;
        this.options = options;
        this.recall = parts.linker() == null ? null : new RecallMeter(parts.linker(), options.linkTables(), options.promptBudget(),
                parts.tokens());
    }

    /**
     * @return the result of a question that was not asked: no gold or predicted rows, the verdict
     *         and its reason
     */
    static QuestionResult unscored(EvalQuestion q, Verdict verdict, String reason) {
        return new Outcome(q, null).finish(verdict, null, reason);
    }

    /**
     * A model reply that cannot be read is this question's verdict ({@link Verdict#UNREADABLE_REPLY}),
     * as an SQL error is; a defect of askdb on one question (any other runtime exception) is that
     * question's {@link Verdict#SQL_ERROR}, named "internal error (...)", and the run goes on.
     *
     * @throws AskdbException when the model or the database is unavailable, or configuration is
     *         wrong: a fault of the run, not of this question, so the run stops (and can resume)
     *         instead of scoring every question wrong
     */
    QuestionResult score(EvalQuestion q, EvalDatabase db) {
        LinkingRecall linking = recall == null ? null : recall.measure(q, db.catalog());
        Outcome out = new Outcome(q, linking);
        if (options.linkingOnly() || q.goldSql().isEmpty()) {
            return out.finish(Verdict.NOT_RUN, null, options.linkingOnly() ? null : "The question has no gold SQL.");
        }
        List<Rows> golds = new ArrayList<>();
        String goldError = null;
        for (String gold : q.goldSql()) {
            try {
                golds.add(Rows.of(db.reference.run(gold, options.limits())));
            } catch (ExecutionException | AskdbException e) {
                if (goldError == null) goldError = e.getMessage();
            }
        }
        if (golds.isEmpty()) return out.finish(Verdict.GOLD_ERROR, null, "The gold SQL failed: " + goldError);
        out.gold = golds.get(0);
        Answer answer;
        try {
            answer = pipeline(q, db).ask(new Question(q.question(), q.evidence()));
        } catch (UnreadableReplyException e) {
            return out.finish(Verdict.UNREADABLE_REPLY, null, "model reply not readable: " + e.getMessage());
        } catch (AskdbException e) {
            if (e.code() != ErrorCode.DATABASE_ERROR && e.code() != ErrorCode.BAD_INPUT) throw e;
            return out.finish(Verdict.SQL_ERROR, null, e.code() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            // a defect of askdb on this question: scored as a fault, named, and the run goes on
            return out.finish(Verdict.SQL_ERROR, null, "internal error (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
        out.answer = answer;
        if (answer.status() != Status.ANSWERED) return out.finish(verdictOf(answer), answer.sql(), answer.text());
        ResultTable table = answer.result();
        Rows predicted = Rows.of(table);
        out.predicted = predicted;
        for (int i = 0; i < golds.size(); i++) {
            if (ResultComparator.sameResult(options.comparison(), golds.get(i), predicted, ResultComparator.orderMatters(q.goldSql().get(i)))) {
                out.gold = golds.get(i);
                return out.finish(Verdict.CORRECT, answer.sql(), null);
            }
        }
        String note = table.truncated() ? "The prediction was cut at the " + options.limits().maxRows() + "-row cap." : null;
        return out.finish(Verdict.WRONG_RESULT, answer.sql(), note);
    }

    private TextToSql pipeline(EvalQuestion q, EvalDatabase db) {
        TextToSql.Builder b = TextToSql.builder()
                .catalogProvider(db)
                .generator(parts.generators().apply(q))
                .guard(parts.guard())
                .executor(db.executor)
                .explainer(parts.explainer())
                .history(new DiscardedHistory())
                .limits(options.limits())
                .maxRepairs(options.maxRepairs())
                .databaseName(db.id);
        parts.agent().accept(b, db.source);
        return b.build();
    }

    private static Verdict verdictOf(Answer answer) {
        if (answer.status() == Status.REFUSED) return Verdict.REFUSED;
        if (answer.status() == Status.UNANSWERABLE) return Verdict.DECLINED;
        if (answer.status() == Status.CLARIFICATION_NEEDED) return Verdict.CLARIFICATION;
        List<Attempt> attempts = answer.attempts();
        String last = attempts.isEmpty() ? "" : String.valueOf(attempts.get(attempts.size() - 1).error());
        return last.contains("timeout") ? Verdict.TIMEOUT : Verdict.SQL_ERROR;
    }

    /** What is known about one question so far. */
    private static final class Outcome {
        final EvalQuestion q;
        final LinkingRecall linking;
        Rows gold;
        Rows predicted;
        Answer answer;

        Outcome(EvalQuestion q, LinkingRecall linking) {
            this.q = q;
            this.linking = linking;
        }

        QuestionResult finish(Verdict verdict, String sql, String error) {
            int repairs = answer == null ? 0 : Math.max(0, answer.attempts().size() - 1);
            var usage = answer == null ? io.askdb.generation.Usage.NONE : answer.usage();
            return new QuestionResult(q.id(), q.db(), q.question(), q.tags(), q.goldSql(), sql, verdict, error,
                    gold == null ? List.of() : gold.rows(), predicted == null ? List.of() : predicted.rows(),
                    gold == null ? -1 : gold.size(), predicted == null ? -1 : predicted.size(), repairs, linking,
                    usage.modelCalls(), usage.inputTokens(), usage.outputTokens(), usage.modelMillis(),
                    answer == null ? 0 : answer.elapsedMs());
        }
    }
}
