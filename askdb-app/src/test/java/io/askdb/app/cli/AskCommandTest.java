package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AskCommandTest {
    @TempDir
    Path dataDir;

    @Test
    void should_print_25_genres_with_rock_first_when_asked_tracks_per_genre_without_llm() {
        CliRun run = CliRun.run(dataDir, "ask", "How many tracks are there in each genre?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("SQL:").contains("(25 rows)").contains("Answer: ");
        String firstDataLine = run.out().lines().dropWhile(l -> !l.startsWith("---") && !l.matches("^-+(-\\+-+)*$"))
                .skip(1).findFirst().orElseThrow();
        assertThat(firstDataLine).startsWith("Rock").endsWith("1297");
    }

    @Test
    void should_print_json_with_every_contract_field_when_json_is_given() throws Exception {
        CliRun run = CliRun.run(dataDir, "ask", "--json", "How many tracks are there in each genre?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.fieldNames()).toIterable().contains("question", "status", "sql", "columns", "rows", "row_count",
                "truncated", "answer", "attempts", "generator", "elapsed_ms", "history_id");
        assertThat(json.get("status").asText()).isEqualTo("answered");
        assertThat(json.get("row_count").asInt()).isEqualTo(25);
        assertThat(json.get("rows").get(0).get(0).asText()).isEqualTo("Rock");
        assertThat(json.get("rows").get(0).get(1).asLong()).isEqualTo(1297);
        assertThat(json.get("truncated").asBoolean()).isFalse();
        assertThat(json.get("generator").asText()).isEqualTo("planner");
        assertThat(json.get("history_id").asLong()).isPositive();
        assertThat(json.get("attempts")).hasSize(1);
    }

    @Test
    void should_exit_2_and_record_history_when_question_is_blank() throws Exception {
        CliRun run = CliRun.run(dataDir, "ask", "   ");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("question is empty").doesNotContain("Exception").doesNotContain("\tat ");
        CliRun history = CliRun.run(dataDir, "history", "--json");
        JsonNode entries = new ObjectMapper().readTree(history.out());
        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).get("status").asText()).isEqualTo("failed");
        assertThat(entries.get(0).get("reason").asText()).contains("question is empty");
    }

    @Test
    void should_exit_4_with_suggestions_when_planner_cannot_map_the_question() {
        CliRun run = CliRun.run(dataDir, "ask", "Which customers are from Haryana and like jazz poetry?");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(4);
        assertThat(run.err()).contains("unanswerable").contains("ASKDB_LLM_PROVIDER");
    }

    @Test
    void should_exit_2_naming_the_path_when_database_file_is_missing() {
        Path missing = dataDir.resolve("nope.sqlite");
        CliRun run = CliRun.run(dataDir, "--db", missing.toString(), "ask", "How many customers are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(missing.toString()).doesNotContain("\tat ");
    }

    @Test
    void should_exit_2_listing_every_bad_setting_when_configuration_is_invalid() {
        CliRun run = CliRun.run(dataDir, java.util.Map.of("ASKDB_MAX_ROWS", "lots", "ASKDB_TIMEOUT", "0"),
                "ask", "How many customers are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("askdb.max-rows").contains("askdb.timeout");
    }

    @Test
    void should_exit_2_with_suggestion_when_subcommand_is_misspelled() {
        CliRun run = CliRun.run(dataDir, "akс", "hello");
        CliRun run2 = CliRun.run(dataDir, "aks", "How many customers are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run2.exitCode()).isEqualTo(2);
        assertThat(run2.err()).contains("Did you mean: askdb ask?");
    }

    @Test
    void should_exit_2_and_record_the_question_when_db_is_not_a_database() throws Exception {
        Path text = dataDir.resolve("notes.sqlite");
        java.nio.file.Files.writeString(text, "just some text\n");

        CliRun run = CliRun.run(dataDir, "--db", text.toString(), "ask", "--json", "How many customers are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("not a SQLite database");
        JsonNode fault = new ObjectMapper().readTree(run.out());
        assertThat(fault.get("question").asText()).isEqualTo("How many customers are there?");
        assertThat(fault.get("error").get("code").asText()).isEqualTo("CONFIGURATION");
        JsonNode entries = new ObjectMapper().readTree(CliRun.run(dataDir, "history", "--json").out());
        assertThat(entries.get(0).get("question").asText()).isEqualTo("How many customers are there?");
        assertThat(entries.get(0).get("status").asText()).isEqualTo("failed");
    }

    @Test
    void should_record_the_question_when_configuration_is_invalid() throws Exception {
        CliRun run = CliRun.run(dataDir, java.util.Map.of("ASKDB_LLM_PROVIDER", "openai"), "ask", "--json", "How many albums are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        JsonNode fault = new ObjectMapper().readTree(run.out());
        assertThat(fault.get("history_id").asLong()).isPositive();
        JsonNode entry = new ObjectMapper().readTree(CliRun.run(dataDir, "history", "--json", fault.get("history_id").asText()).out());
        assertThat(entry.get("reason").asText()).contains("askdb.llm.model is required");
    }

    @Test
    void should_exit_3_when_the_question_asks_to_delete_data() {
        CliRun run = CliRun.run(dataDir, "ask", "delete all albums");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("only reads data");
    }
}
