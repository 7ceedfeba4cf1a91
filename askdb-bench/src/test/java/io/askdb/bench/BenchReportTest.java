package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchReportTest {
    @Test
    void should_align_columns_and_dash_skipped_rows_when_rendered_as_text() {
        BenchReport report = new BenchReport(List.of(
                new BenchRow("guard", "us", 1000, 587.54, 1324.0, "33 statements"),
                new BenchRow("link.50", "ms", 1000, 0.4567, 12.345, "20 questions"),
                BenchRow.skipped("index.build", "tables/s", "no builder")),
                Instant.EPOCH, 61_250, "Java 17");

        assertThat(report.toText()).isEqualTo(
                "row          unit      samples      median         p95  note\n"
                + "guard        us           1000       587.5      1324.0  33 statements\n"
                + "link.50      ms           1000       0.457       12.35  20 questions\n"
                + "index.build  tables/s        0           -           -  skipped: no builder\n"
                + "Java 17; run took 61.3 s\n");
        assertThat(report.row("link.50").samples()).isEqualTo(1000);
        assertThat(report.row("memory")).isNull();
    }
}
