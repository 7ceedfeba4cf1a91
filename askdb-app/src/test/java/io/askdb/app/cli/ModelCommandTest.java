package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelCommandTest {
    @TempDir
    Path dir;

    @Test
    void should_write_a_model_that_checks_clean_when_init_bootstraps_it_from_the_catalog() {
        Path model = dir.resolve("chinook.yaml");

        CliRun init = CliRun.run(dir, "model", "init", "--out", model.toString());
        CliRun check = CliRun.run(dir, "--semantic-path", model.toString(), "model", "check");

        assertThat(init.exitCode()).as(init.err()).isZero();
        assertThat(init.out()).startsWith("Wrote " + model + ": 11 entities, 11 relationships.");
        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out()).isEqualTo(model + " is valid: 11 entities, 0 metrics, 11 relationships.\n");
    }

    @Test
    void should_not_overwrite_an_edited_model_without_force() throws Exception {
        Path model = Files.writeString(dir.resolve("chinook.yaml"), "entities: []\n");

        CliRun init = CliRun.run(dir, "model", "init", "--out", model.toString());

        assertThat(init.exitCode()).isEqualTo(2);
        assertThat(init.err()).contains("already exists").contains("--force");
        assertThat(Files.readString(model)).isEqualTo("entities: []\n");
    }

    @Test
    void should_exit_2_naming_the_metric_and_the_unknown_column_when_the_model_is_wrong() throws Exception {
        Path model = Files.writeString(dir.resolve("bad.yaml"), """
                metrics:
                  - name: revenue
                    table: InvoiceLine
                    expression: SUM(Price * Quantity)
                """);

        CliRun check = CliRun.run(dir, "--semantic-path", model.toString(), "model", "check");

        assertThat(check.exitCode()).isEqualTo(2);
        assertThat(check.err()).contains("metrics[0].expression").contains("Price");
    }

    @Test
    void should_check_the_demo_databases_own_model_when_none_is_configured() {
        CliRun check = CliRun.run(dir, "model", "check");

        assertThat(check.exitCode()).as(check.err()).isZero();
        assertThat(check.out()).endsWith("semantic.yaml is valid: 11 entities, 7 metrics, 11 relationships.\n");
    }

    @Test
    void should_answer_a_metric_question_with_the_planner_from_the_demos_semantic_model() throws Exception {
        CliRun run = CliRun.run(dir, "ask", "--json", "Which 3 genres earned the most revenue?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        com.fasterxml.jackson.databind.JsonNode a = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out());
        assertThat(a.get("generator").asText()).isEqualTo("planner");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"Rock\",826.65],[\"Latin\",382.14],[\"Metal\",261.36]]");
    }
}
