package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's scripted-model demos (data/chinook/transcripts) on the bundled demo database, and recording. */
class ReplayDemoTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TRANSCRIPTS = "../data/chinook/transcripts/";

    @TempDir
    Path dir;

    @Test
    void should_show_a_repair_with_two_attempts_the_first_with_its_error_when_replaying_repair_jsonl() throws Exception {
        CliRun run = CliRun.run(dir, "ask", "--json", "--llm-provider", "replay", "--llm-model", TRANSCRIPTS + "repair.jsonl",
                "How many tracks are longer than five minutes?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode a = JSON.readTree(run.out());
        assertThat(a.get("rows").toString()).isEqualTo("[[1069]]");
        assertThat(a.get("attempts")).hasSize(2);
        assertThat(a.get("attempts").get(0).get("error").asText()).startsWith("Column Length does not exist");
        assertThat(a.get("attempts").get(1).get("error").isNull()).isTrue();
        assertThat(a.get("generator").asText()).isEqualTo("llm:replay/" + TRANSCRIPTS + "repair.jsonl");
    }

    @Test
    void should_ask_which_best_is_meant_and_exit_4_when_replaying_clarify_jsonl() throws Exception {
        CliRun run = CliRun.run(dir, "ask", "--llm-provider", "replay", "--llm-model", TRANSCRIPTS + "clarify.jsonl",
                "Who is our best customer?");

        assertThat(run.exitCode()).isEqualTo(4);
        assertThat(run.out()).contains("By \"best customer\", do you mean the one who spent the most or the one who bought most often?");
    }

    @Test
    void should_answer_the_reply_to_the_clarifying_question_in_its_conversation() throws Exception {
        CliRun ask = CliRun.run(dir, "ask", "--json", "--llm-provider", "replay", "--llm-model", TRANSCRIPTS + "clarify.jsonl",
                "Who is our best customer?");
        String id = JSON.readTree(ask.out()).get("conversation_id").asText();

        CliRun reply = CliRun.run(dir, "ask", "--json", "--llm-provider", "replay", "--llm-model", TRANSCRIPTS + "clarify-reply.jsonl",
                "--conversation", id, "the one who spent the most");

        assertThat(reply.exitCode()).as(reply.err()).isZero();
        JsonNode a = JSON.readTree(reply.out());
        assertThat(a.get("rewritten_question").asText()).isEqualTo("Who is the customer who spent the most?");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"Helena\",\"Holý\",49.62]]");
    }

    @Test
    void should_record_every_model_exchange_so_that_the_run_replays_to_the_same_answer() throws Exception {
        Path recorded = dir.resolve("recorded.jsonl");
        CliRun first = CliRun.run(dir, Map.of(), "ask", "--json", "--llm-provider", "replay", "--llm-model",
                TRANSCRIPTS + "repair.jsonl", "--llm-record", recorded.toString(), "How many tracks are longer than five minutes?");
        CliRun again = CliRun.run(dir, Map.of(), "ask", "--json", "--llm-provider", "replay", "--llm-model", recorded.toString(),
                "How many tracks are longer than five minutes?");

        assertThat(Files.readAllLines(recorded)).hasSize(2);
        assertThat(JSON.readTree(again.out()).get("rows")).isEqualTo(JSON.readTree(first.out()).get("rows"));
        assertThat(JSON.readTree(again.out()).get("attempts")).hasSize(2);
    }

    @Test
    void should_exit_2_naming_the_exchange_when_a_recording_is_replayed_for_another_question() throws Exception {
        Path recorded = dir.resolve("recorded.jsonl");
        CliRun.run(dir, Map.of(), "ask", "--llm-provider", "replay", "--llm-model", TRANSCRIPTS + "repair.jsonl",
                "--llm-record", recorded.toString(), "How many tracks are longer than five minutes?");

        CliRun other = CliRun.run(dir, Map.of(), "ask", "--llm-provider", "replay", "--llm-model", recorded.toString(),
                "How many albums are there?");

        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains(recorded.toString()).contains("exchange 1").doesNotContain("\tat ");
    }

    @Test
    void should_give_one_message_and_the_history_id_when_the_transcript_runs_out_inside_the_agent() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.jsonl"), "");

        CliRun run = CliRun.run(dir, "ask", "--json", "--llm-provider", "replay", "--llm-model", empty.toString(),
                "How many albums are there?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("askdb: The model transcript " + empty + " has 0 exchange(s)").doesNotContain("\tat ")
                .doesNotContain("langgraph4j");
        JsonNode fault = JSON.readTree(run.out());
        JsonNode recorded = JSON.readTree(CliRun.run(dir, "history", "--json").out()).get(0);
        assertThat(fault.get("history_id").asLong()).isEqualTo(recorded.get("id").asLong());
        assertThat(recorded.get("trace").toString()).contains("\"step\":\"route\"");
    }
}
