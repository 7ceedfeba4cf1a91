package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchTest {
    static final Path CHINOOK = Path.of("../data/chinook/chinook.sqlite");

    @TempDir
    Path work;

    private BenchOptions options(String... only) {
        return new BenchOptions(2, 7, 1, Set.of(only), null, work, CHINOOK);
    }

    @Test
    void should_measure_one_guard_row_with_samples_equal_to_repetitions_when_only_guard_is_selected() {
        List<String> progress = new ArrayList<>();

        BenchReport report = new Bench(options("guard"), null).run(progress::add);

        assertThat(report.rows()).extracting(BenchRow::name).containsExactly("guard");
        BenchRow guard = report.row("guard");
        assertThat(guard.samples()).isEqualTo(7);
        assertThat(guard.unit()).isEqualTo("us");
        assertThat(guard.median()).isPositive().isLessThanOrEqualTo(guard.p95());
        assertThat(guard.note()).isEqualTo("33 statements (18 approved, 15 refused) in 3 dialects on Chinook");
        assertThat(progress).containsExactly("guard: 33 statements, 2 warm-up + 7 samples");
    }

    @Test
    void should_skip_index_and_link_rows_with_the_reason_and_generate_nothing_when_no_builder_is_given() {
        BenchReport report = new Bench(options("index", "link"), null).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::name).containsExactly("index.build", "link.50", "link.500", "link.5000");
        assertThat(report.rows()).allSatisfy(row -> {
            assertThat(row.samples()).isZero();
            assertThat(row.note()).isEqualTo("skipped: no schema index builder given (askdb-linking is not wired in)");
        });
        assertThat(report.row("index.build").unit()).isEqualTo("tables/s");
        assertThat(work).isEmptyDirectory();
    }

    @Test
    void should_skip_the_postgres_rows_with_the_reason_when_the_given_postgres_cannot_be_reached() {
        BenchOptions options = options("catalog.postgres").withPostgresUrl("jdbc:postgresql://127.0.0.1:1/none?connectTimeout=2");

        BenchReport report = new Bench(options, null).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::name).containsExactly("catalog.postgres.5000", "catalog.postgres.5000.samples");
        assertThat(report.rows()).allSatisfy(row -> {
            assertThat(row.measured()).isFalse();
            assertThat(row.note()).startsWith("skipped: the given PostgreSQL could not be prepared: Connection to 127.0.0.1:1 refused");
        });
    }

    @Test
    void should_skip_guard_and_planner_naming_the_path_when_the_chinook_file_is_missing() {
        Path missing = work.resolve("nowhere.sqlite");
        BenchOptions options = new BenchOptions(0, 1, 1, Set.of("guard", "planner.chinook"), null, work, missing);

        BenchReport report = new Bench(options, null).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::note).containsExactly(
                "skipped: Chinook database not found at " + missing + "; pass the path of chinook.sqlite",
                "skipped: Chinook database not found at " + missing + "; pass the path of chinook.sqlite");
    }

    @Test
    void should_measure_only_the_chinook_agent_row_with_one_sample_when_agent_chinook_is_selected_once() {
        List<String> progress = new ArrayList<>();

        BenchReport report = new Bench(new BenchOptions(0, 1, 1, Set.of("agent.chinook"), null, work, CHINOOK), null).run(progress::add);

        assertThat(report.rows()).extracting(BenchRow::name).containsExactly("agent.chinook");
        assertThat(report.row("agent.chinook").samples()).isEqualTo(1);
        assertThat(report.row("agent.chinook").median()).isPositive();
        assertThat(progress).containsExactly("agent.chinook: reading the catalog and the schema index",
                "agent.chinook: 25 questions, 0 warm-up + 1 samples");
    }

    @Test
    void should_skip_the_chinook_agent_rows_naming_the_path_when_the_chinook_file_is_missing() {
        Path missing = work.resolve("nowhere.sqlite");
        BenchOptions options = new BenchOptions(0, 1, 1, Set.of("agent.chinook", "agent.tokens.chinook"), null, work, missing);

        BenchReport report = new Bench(options, null).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::name, BenchRow::unit).containsExactly(
                org.assertj.core.groups.Tuple.tuple("agent.chinook", "ms"),
                org.assertj.core.groups.Tuple.tuple("agent.tokens.chinook", "tokens"),
                org.assertj.core.groups.Tuple.tuple("agent.tokens.chinook.whole", "tokens"));
        assertThat(report.rows()).allSatisfy(row -> assertThat(row.note())
                .isEqualTo("skipped: Chinook database not found at " + missing + "; pass the path of chinook.sqlite"));
    }

    @Test
    void should_report_one_heap_sample_in_megabytes_when_memory_is_selected() {
        BenchReport report = new Bench(options("memory"), null).run(line -> { });

        BenchRow memory = report.row("memory");
        assertThat(memory.samples()).isEqualTo(1);
        assertThat(memory.unit()).isEqualTo("MB");
        assertThat(memory.median()).isPositive().isEqualTo(memory.p95());
        assertThat(Files.exists(work.resolve("synthetic-5000.sqlite"))).isFalse();
    }
}
