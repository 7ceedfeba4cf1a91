package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.SchemaLinker;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the index and link rows through stand-in index builders over the real 5,000-table synthetic catalog. */
class LinkRowsTest {
    @TempDir
    static Path work;

    private static BenchOptions options() {
        return new BenchOptions(1, 6, 2, Set.of("index", "link"), null, work, BenchTest.CHINOOK);
    }

    /** Links the first tables in name order; counts the catalog sizes it was built over. */
    private static SchemaLinker firstTables(Catalog catalog, List<Integer> sizes) {
        sizes.add(catalog.tables().size());
        return (question, evidence, cat, max) -> new LinkedSchema(cat.tables().stream().limit(max)
                .map(t -> new LinkedTable(t.id(), 1.0, List.of())).toList());
    }

    @Test
    void should_measure_the_index_build_and_each_link_size_when_a_builder_is_given() {
        List<Integer> sizes = new java.util.ArrayList<>();

        BenchReport report = new Bench(options(), c -> firstTables(c, sizes)).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::name).containsExactly("index.build", "link.50", "link.500", "link.5000");
        BenchRow index = report.row("index.build");
        assertThat(index.samples()).isEqualTo(2);
        assertThat(index.note()).startsWith("5000 tables; build median ");
        assertThat(index.p95()).isLessThanOrEqualTo(index.median());
        assertThat(report.row("link.50")).extracting(BenchRow::samples, BenchRow::note)
                .containsExactly(6, "20 questions over 50 tables, top 10");
        assertThat(report.row("link.5000").note()).isEqualTo("20 questions over 5000 tables, top 10");
        assertThat(sizes).containsExactly(5000, 5000, 5000, 50, 500, 5000);
    }

    @Test
    void should_report_failed_rows_and_go_on_when_the_builder_throws() {
        AtomicInteger calls = new AtomicInteger();
        IndexBuilder broken = c -> {
            calls.incrementAndGet();
            throw new IllegalStateException("index directory is read-only");
        };

        BenchReport report = new Bench(options(), broken).run(line -> { });

        assertThat(report.rows()).extracting(BenchRow::note).containsOnly("failed: index directory is read-only");
        assertThat(report.rows()).hasSize(4);
        assertThat(calls).hasValue(4);
    }
}
