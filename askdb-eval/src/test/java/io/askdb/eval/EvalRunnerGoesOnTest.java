package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.error.UnreadableReplyException;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.LayeredSqlGuard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner scores a question whose model reply cannot be read, or whose database file is
 * missing, with that verdict and its reason, and goes on (issue 15).
 */
class EvalRunnerGoesOnTest {
    @TempDir
    Path root;
    Path out;

    @BeforeEach
    void databases() throws Exception {
        Files.createDirectories(root.resolve("shop"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + root.resolve("shop/shop.sqlite")); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL NOT NULL)");
            s.executeUpdate("INSERT INTO orders VALUES (1,30.0),(2,20.0),(3,50.0)");
        }
        out = root.resolve("out");
    }

    private static EvalQuestion question(String id, String db, String gold) {
        return new EvalQuestion(id, db, "Question " + id + "?", "", List.of(gold), Map.of(), List.of());
    }

    /** The gold SQL as the prediction, except for question 2, whose model reply is unreadable. */
    private static SqlGenerator generator(EvalQuestion q) {
        return q.id().equals("2") ? throwing(new UnreadableReplyException(
                "Model m failed: its reply was JSON cut off mid-way (23 characters), also when asked again.")) : new GoldGenerator(q);
    }

    /** A generator that throws the given exception for every request. */
    private static SqlGenerator throwing(RuntimeException e) {
        return new SqlGenerator() {
            @Override
            public Generation generate(GenerationRequest request) {
                throw e;
            }

            @Override
            public String name() {
                return "scripted";
            }
        };
    }

    private EvalRunner runner(boolean resume) {
        return runner(resume, EvalRunnerGoesOnTest::generator);
    }

    private EvalRunner runner(boolean resume, java.util.function.Function<EvalQuestion, SqlGenerator> generators) {
        EvalParts parts = new EvalParts("scripted", generators,
                new LayeredSqlGuard(List.of(request -> Optional.empty()), (request, limit) -> request.sql()),
                (question, sql, result) -> result.rowCount() + " rows.");
        EvalOptions d = EvalOptions.defaults("goes-on", out);
        EvalOptions options = new EvalOptions(d.dataset(), d.comparison(), d.limits(), d.maxRepairs(), 0, Set.of(), resume, false, out);
        return new EvalRunner(parts, options, new DatabaseLocator(root, null), new Properties());
    }

    private static final List<EvalQuestion> QUESTIONS = List.of(
            question("1", "shop", "SELECT count(*) FROM orders"),
            question("2", "shop", "SELECT max(total) FROM orders"),
            question("3", "ghost", "SELECT count(*) FROM ghosts"),
            question("4", "shop", "SELECT min(total) FROM orders"));

    @Test
    void should_give_each_question_its_verdict_and_score_the_later_ones_when_one_reply_is_unreadable_and_one_database_missing() {
        EvalRun run = runner(false).run(QUESTIONS, p -> { });

        assertThat(run.results()).extracting(QuestionResult::id, QuestionResult::verdict).containsExactly(
                org.assertj.core.groups.Tuple.tuple("1", Verdict.CORRECT), org.assertj.core.groups.Tuple.tuple("2", Verdict.UNREADABLE_REPLY),
                org.assertj.core.groups.Tuple.tuple("3", Verdict.MISSING_DATABASE), org.assertj.core.groups.Tuple.tuple("4", Verdict.CORRECT));
        assertThat(run.results().get(1).error()).isEqualTo("model reply not readable: Model m failed: its reply was JSON cut off "
                + "mid-way (23 characters), also when asked again.");
        assertThat(run.results().get(1).goldRowCount()).isEqualTo(1);
        assertThat(run.results().get(2).error()).startsWith("database file not found: " + root.toAbsolutePath().resolve("ghost/ghost.sqlite") + " or ");
        assertThat(run.summary().total()).isEqualTo(4);
        assertThat(run.summary().scored()).isEqualTo(3);
        assertThat(run.summary().correct()).isEqualTo(2);
        assertThat(run.summary().verdicts()).containsEntry(Verdict.UNREADABLE_REPLY, 1).containsEntry(Verdict.MISSING_DATABASE, 1);
        assertThat(EvalReportWriter.readQuestions(out.resolve(EvalRunner.QUESTIONS_FILE))).extracting(QuestionResult::verdict)
                .containsExactly(Verdict.CORRECT, Verdict.UNREADABLE_REPLY, Verdict.MISSING_DATABASE, Verdict.CORRECT);
    }

    @Test
    void should_score_a_fault_of_askdb_on_one_question_as_its_error_and_go_on_to_the_next() {
        java.util.function.Function<EvalQuestion, SqlGenerator> generators = q -> q.id().equals("2")
                ? throwing(new NullPointerException("term is null")) : new GoldGenerator(q);
        EvalRun run = runner(false, generators).run(List.of(QUESTIONS.get(0), QUESTIONS.get(1), QUESTIONS.get(3)), p -> { });

        assertThat(run.results()).extracting(QuestionResult::verdict).containsExactly(Verdict.CORRECT, Verdict.SQL_ERROR, Verdict.CORRECT);
        assertThat(run.results().get(1).error()).isEqualTo("internal error (NullPointerException: term is null)");
        assertThat(run.summary().correct()).isEqualTo(2);
    }

    @Test
    void should_score_a_question_again_on_resume_when_its_database_was_missing_before() throws Exception {
        runner(false).run(QUESTIONS, p -> { });
        Files.createDirectories(root.resolve("ghost"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + root.resolve("ghost/ghost.sqlite")); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE ghosts (id INTEGER PRIMARY KEY)");
            s.executeUpdate("INSERT INTO ghosts VALUES (1),(2)");
        }

        EvalRun resumed = runner(true).run(QUESTIONS, p -> { });

        assertThat(resumed.results()).filteredOn(r -> r.id().equals("3")).singleElement()
                .extracting(QuestionResult::verdict).isEqualTo(Verdict.CORRECT);
        assertThat(resumed.summary().verdicts()).containsEntry(Verdict.UNREADABLE_REPLY, 1).containsEntry(Verdict.MISSING_DATABASE, 0);
        assertThat(EvalReportWriter.readQuestions(out.resolve(EvalRunner.QUESTIONS_FILE))).extracting(QuestionResult::id)
                .as("one line per question").containsExactlyInAnyOrder("1", "2", "3", "4");
    }

    @Test
    void should_stop_with_bad_input_naming_the_paths_when_no_database_of_the_run_is_found() {
        List<EvalQuestion> onlyGhosts = List.of(question("1", "ghost", "SELECT 1"), question("2", "phantom", "SELECT 1"));

        assertThatThrownBy(() -> runner(false).run(onlyGhosts, p -> { }))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("No database file for 'ghost'. Tried: " + root.toAbsolutePath().resolve("ghost/ghost.sqlite"))
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
        assertThat(out.resolve(EvalRunner.QUESTIONS_FILE)).doesNotExist();
    }

    @Test
    void should_still_stop_the_run_when_the_model_is_unreachable() {
        EvalParts parts = new EvalParts("down", q -> new SqlGenerator() {
            @Override
            public Generation generate(GenerationRequest request) {
                throw new AskdbException(ErrorCode.MODEL_UNAVAILABLE, "Model m failed: the model could not be reached.");
            }

            @Override
            public String name() {
                return "down";
            }
        }, new LayeredSqlGuard(List.of(request -> Optional.empty()), (request, limit) -> request.sql()),
                (question, sql, result) -> "");
        EvalRunner runner = new EvalRunner(parts, EvalOptions.defaults("down", out), new DatabaseLocator(root, null), new Properties());

        assertThatThrownBy(() -> runner.run(QUESTIONS, p -> { })).isInstanceOf(AskdbException.class).hasMessageContaining("could not be reached");
    }
}
