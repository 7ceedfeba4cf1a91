package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.AgentParts.ListHistory;
import io.askdb.AgentParts.MapExecutor;
import io.askdb.AgentParts.ScriptedGenerator;
import io.askdb.critic.CriticVerdict;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.SqlExecutor;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.history.HistoryEntry;
import io.askdb.trace.StepListener;
import io.askdb.trace.TraceStep;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class CancelSignalTest {
    private static final String COUNT = "SELECT COUNT(*) FROM customer";

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final CancelSignal signal = cancelled::get;
    private final MapExecutor executor = new MapExecutor().rows(COUNT, List.of(List.of(3)));
    private final ListHistory history = new ListHistory();

    private TextToSql.Builder builder(SqlGenerator generator, SqlExecutor exec) {
        return TextToSql.builder().catalogProvider(() -> AgentParts.CATALOG).generator(generator).guard(AgentParts.guard())
                .executor(exec).explainer((q, sql, r) -> r.rowCount() + " row(s)").history(history);
    }

    private static List<String> steps(HistoryEntry e) {
        return e.trace().steps().stream().map(TraceStep::step).toList();
    }

    /** @return the fault an ask threw, after checking that it is an {@link AskdbException} */
    private static AskdbException thrown(org.assertj.core.api.ThrowableAssert.ThrowingCallable ask) {
        AskdbException[] out = new AskdbException[1];
        assertThatThrownBy(ask).isInstanceOfSatisfying(AskdbException.class, e -> out[0] = e);
        return out[0];
    }

    /** A generator that tells when it starts working, then waits to be released before writing its SQL. */
    private static final class BlockingGenerator implements SqlGenerator {
        final CountDownLatch working = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        int calls;

        @Override
        public Generation generate(GenerationRequest request) {
            calls++;
            working.countDown();
            try {
                if (!release.await(10, TimeUnit.SECONDS)) throw new AssertionError("the test never released the generator");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
            return CandidateSql.of(COUNT, 90);
        }

        @Override
        public String name() {
            return "blocking";
        }
    }

    @Test
    void should_run_no_further_step_and_fail_as_cancelled_when_the_signal_fires_while_the_generator_works() throws Exception {
        BlockingGenerator generator = new BlockingGenerator();
        TextToSql askdb = builder(generator, executor).build();
        CompletableFuture<Answer> asked = CompletableFuture.supplyAsync(
                () -> askdb.ask(Question.of("How many customers are there?"), StepListener.NONE, signal));
        assertThat(generator.working.await(10, TimeUnit.SECONDS)).isTrue();

        cancelled.set(true);
        generator.release.countDown();

        AskdbException e = thrown(() -> {
            throw asked.handle((a, t) -> t.getCause()).get();
        });
        assertThat(e.code()).isEqualTo(ErrorCode.CANCELLED);
        assertThat(e.code().exitCode()).isEqualTo(1);
        assertThat(e.getMessage()).isEqualTo("The question was cancelled by the client after the generate step; nothing more was run.");
        assertThat(executor.ran).isEmpty();
        assertThat(generator.calls).isEqualTo(1);
        HistoryEntry entry = history.entries.get(0);
        assertThat(e.historyId()).isEqualTo(1);
        assertThat(entry.status()).isEqualTo(Status.FAILED);
        assertThat(entry.reason()).isEqualTo("CANCELLED: " + e.getMessage());
        assertThat(entry.question()).isEqualTo("How many customers are there?");
        assertThat(steps(entry)).containsExactly("route", "rewrite", "link", "retrieve", "generate");
    }

    @Test
    void should_fail_as_cancelled_without_repair_when_a_statement_fails_because_the_signal_fired() {
        ScriptedGenerator generator = new ScriptedGenerator().then(CandidateSql.of(COUNT, 90));
        SqlExecutor stopped = (sql, limits) -> {
            cancelled.set(true);
            throw new ExecutionException("interrupted", "57014", true, null);
        };

        AskdbException e = thrown(() -> builder(generator, stopped).build()
                .ask(Question.of("How many customers are there?"), StepListener.NONE, signal));

        assertThat(e.code()).isEqualTo(ErrorCode.CANCELLED);
        String reason = "The question was cancelled by the client during the execute step, which stopped its statement;"
                + " nothing more was run.";
        assertThat(e.getMessage()).isEqualTo(reason);
        assertThat(generator.requests).hasSize(1);
        HistoryEntry entry = history.entries.get(0);
        assertThat(entry.reason()).isEqualTo("CANCELLED: " + reason).doesNotContain("timeout");
        assertThat(entry.attempts()).containsExactly(new Attempt(COUNT, reason));
        assertThat(entry.sql()).isEqualTo(COUNT);
        assertThat(steps(entry)).containsExactly("route", "rewrite", "link", "retrieve", "generate", "validate", "confidence",
                "execute");
        assertThat(entry.trace().steps().get(7).outcome()).isEqualTo("cancelled by the client");
    }

    @Test
    void should_not_repair_when_the_signal_fires_before_the_repair_step() {
        ScriptedGenerator generator = new ScriptedGenerator().then(CandidateSql.of(COUNT, 90));
        TextToSql askdb = builder(generator, executor).critics(List.of(r -> {
            cancelled.set(true);
            return new CriticVerdict.Rejected("fan-out", "Rows are duplicated by the join.", null);
        })).build();

        AskdbException e = thrown(() -> askdb.ask(Question.of("How many customers are there?"), StepListener.NONE, signal));

        assertThat(e.code()).isEqualTo(ErrorCode.CANCELLED);
        assertThat(e.getMessage()).isEqualTo("The question was cancelled by the client after the critic step; nothing more was run.");
        assertThat(generator.requests).hasSize(1);
        assertThat(steps(history.entries.get(0))).endsWith("execute", "critic");
    }

    @Test
    void should_report_a_timeout_as_a_timeout_when_the_statement_hits_it_without_a_cancel() {
        ScriptedGenerator generator = new ScriptedGenerator().then(CandidateSql.of(COUNT, 90));
        SqlExecutor slow = (sql, limits) -> {
            throw new ExecutionException("The statement was cancelled after the 2 s timeout", "57014", true, null);
        };

        Answer a = builder(generator, slow).maxRepairs(0).limits(new ExecutionLimits(Duration.ofSeconds(2), 100)).build()
                .ask(Question.of("How many customers are there?"), StepListener.NONE, signal);

        assertThat(a.status()).isEqualTo(Status.FAILED);
        assertThat(a.attempts()).containsExactly(new Attempt(COUNT, "The query ran longer than the 2 s timeout and was cancelled."));
        assertThat(history.entries.get(0).reason()).startsWith("askdb could not write working SQL for this question in 1 attempt."
                + " The last one failed: The query ran longer than the 2 s timeout");
    }

    @Test
    void should_answer_as_before_when_the_signal_never_fires() {
        ScriptedGenerator generator = new ScriptedGenerator().then(CandidateSql.of(COUNT, 90));

        Answer a = builder(generator, executor).build().ask(Question.of("How many customers are there?"), StepListener.NONE, signal);

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.text()).isEqualTo("1 row(s)");
        assertThat(executor.ran).containsExactly(COUNT);
    }

}
