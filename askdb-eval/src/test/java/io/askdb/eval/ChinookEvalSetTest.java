package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keeps {@code data/chinook/eval.jsonl}, the Chinook question set of issue 5, well formed: its size,
 * its spread over kinds and join widths, and gold SQL that runs and scores 100% through the
 * evaluation runner on the real Chinook database (opened read-only).
 */
class ChinookEvalSetTest {
    private static final Path SET = Path.of("..", "data", "chinook", "eval.jsonl");
    private static final Path DATA = Path.of("..", "data");
    private static final List<String> REQUIRED_KINDS = List.of("count", "aggregate", "group", "topn", "filter", "join", "time");

    private static List<EvalQuestion> questions;

    @TempDir
    Path out;

    @BeforeAll
    static void read() {
        questions = DatasetReader.read(SET, DatasetFormat.JSONL);
    }

    private static Map<String, Long> countBy(String tag) {
        return questions.stream().filter(q -> q.tags().containsKey(tag))
                .collect(Collectors.groupingBy(q -> q.tags().get(tag), Collectors.counting()));
    }

    @Test
    void should_hold_at_least_70_questions_with_unique_ids_when_read() {
        assertThat(questions).hasSizeGreaterThanOrEqualTo(70);
        assertThat(questions).extracting(EvalQuestion::id).doesNotHaveDuplicates().allMatch(id -> id.matches("ch-\\d{3}"));
        assertThat(questions).extracting(EvalQuestion::db).containsOnly("chinook");
    }

    @Test
    void should_have_at_least_8_questions_of_each_required_kind_when_counted_by_tag() {
        Map<String, Long> kinds = countBy("kind");

        assertThat(kinds.keySet()).containsAll(REQUIRED_KINDS)
                .isSubsetOf("count", "aggregate", "group", "topn", "filter", "join", "time", "distinct", "negation");
        REQUIRED_KINDS.forEach(kind -> assertThat(kinds.get(kind)).as("questions of kind %s", kind).isGreaterThanOrEqualTo(8));
        assertThat(kinds.get("distinct")).isPositive();
        assertThat(kinds.get("negation")).isPositive();
    }

    @Test
    void should_join_two_three_and_four_tables_when_questions_are_joins() {
        Map<String, Long> widths = countBy("tables");

        assertThat(widths).containsOnlyKeys("2", "3", "4");
        assertThat(questions).filteredOn(q -> "join".equals(q.tags().get("kind"))).allMatch(q -> q.tags().containsKey("tables"));
    }

    @Test
    void should_score_every_gold_query_correct_when_the_gold_generator_runs_on_chinook() {
        EvalParts parts = new EvalParts("gold", GoldGenerator::new, selectOnlyGuard(), (question, sql, result) -> result.rowCount() + " rows.");
        EvalRunner runner = new EvalRunner(parts, EvalOptions.defaults("eval.jsonl", out), new DatabaseLocator(DATA, null), new Properties());

        EvalRun run = runner.run(questions, p -> { });

        assertThat(run.results()).filteredOn(r -> r.verdict() != Verdict.CORRECT)
                .extracting(r -> r.id() + " " + r.verdict() + ": " + r.error()).isEmpty();
        assertThat(run.summary().correct()).isEqualTo(questions.size());
        assertThat(run.summary().byTag().get("kind").get("join").correct()).isEqualTo(countBy("kind").get("join").intValue());
    }

    /**
     * The production guard lives in askdb-sql, which askdb-eval does not depend on; this one lets
     * through single SELECT statements unchanged (every gold result here is far below the row cap),
     * and the database is opened read-only by the runner in any case.
     */
    private static SqlGuard selectOnlyGuard() {
        Function<String, Optional<Refusal>> selectOnly = sql -> sql.strip().toUpperCase(Locale.ROOT).startsWith("SELECT")
                ? Optional.empty()
                : Optional.of(Refusal.validity("not-select", "Only SELECT statements are run in this test."));
        return new LayeredSqlGuard(List.of(request -> selectOnly.apply(request.sql())), (request, limit) -> request.sql());
    }
}
