package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code askdb bench} from the CLI: rows chosen with --only, text and JSON output, bad options. No timing is asserted. */
class BenchCommandTest {
    @TempDir
    Path dataDir;

    @Test
    void should_print_the_guard_row_as_json_with_its_samples_when_only_guard_is_asked() throws Exception {
        CliRun run = CliRun.run(dataDir, "bench", "--only", "guard", "--warmup", "1", "--repetitions", "5", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.get("rows")).hasSize(1);
        assertThat(report.get("rows").get(0).get("name").asText()).isEqualTo("guard");
        assertThat(report.get("rows").get(0).get("samples").asInt()).isEqualTo(5);
        assertThat(report.get("started_at") != null ? report.get("started_at") : report.get("startedAt")).isNotNull();
    }

    @Test
    void should_exit_2_when_a_row_name_is_unknown() {
        CliRun run = CliRun.run(dataDir, "bench", "--only", "nosuch");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--only", "nosuch").doesNotContain("BenchOptions");
    }
}
