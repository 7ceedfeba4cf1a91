package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import io.askdb.store.JdbcHistoryStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI surfaces of issue 4: conversation flags, --verbose, and history with trace. */
class ConversationCliTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @TempDir
    Path dataDir;

    @Test
    void should_answer_in_the_given_conversation_when_conversation_is_passed() throws Exception {
        CliRun run = CliRun.run(dataDir, "ask", "--json", "--conversation", "sales-2024", "How many customers are there?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = MAPPER.readTree(run.out());
        assertThat(json.get("conversation_id").asText()).isEqualTo("sales-2024");
        assertThat(json.get("status").asText()).isEqualTo("answered");
        assertThat(json.get("trace").isArray()).isTrue();
    }

    @Test
    void should_hand_out_a_fresh_uuid_each_time_when_a_new_conversation_is_started() throws Exception {
        CliRun first = CliRun.run(dataDir, "ask", "--json", "--new-conversation", "How many customers are there?");
        CliRun second = CliRun.run(dataDir, "ask", "--json", "--new-conversation", "How many customers are there?");

        String id = MAPPER.readTree(first.out()).get("conversation_id").asText();
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(id).matches(UUID);
        assertThat(MAPPER.readTree(second.out()).get("conversation_id").asText()).matches(UUID).isNotEqualTo(id);
    }

    @Test
    void should_print_the_new_conversation_id_on_stderr_when_the_output_is_text() {
        CliRun run = CliRun.run(dataDir, "ask", "--new-conversation", "How many customers are there?");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).matches("conversation (" + UUID + ") \\(continue it with --conversation \\1\\)\n");
        assertThat(run.out()).contains("Answer: ").doesNotContain("conversation");
    }

    @Test
    void should_exit_2_naming_both_flags_when_conversation_and_new_conversation_are_given() {
        CliRun run = CliRun.run(dataDir, "ask", "--conversation", "a", "--new-conversation", "How many albums?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("askdb: --conversation and --new-conversation cannot be used together: give"
                + " --new-conversation to start a conversation, then --conversation ID to continue it.\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void should_exit_2_when_the_conversation_id_has_spaces() {
        CliRun run = CliRun.run(dataDir, "ask", "--conversation", "my chat", "How many albums?");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("askdb: --conversation must be an id of 1 to 128 characters without spaces or"
                + " quotes, was 'my chat'. Use the id that --new-conversation printed.\n");
    }

    @Test
    void should_keep_the_conversation_in_the_fault_and_its_history_entry_when_the_database_cannot_be_opened()
            throws Exception {
        Path missing = dataDir.resolve("missing.sqlite");
        CliRun run = CliRun.run(dataDir, "--db", missing.toString(), "ask", "--json", "--conversation", "c-5",
                "How many albums?");

        JsonNode fault = MAPPER.readTree(run.out());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(fault.get("conversation_id").asText()).isEqualTo("c-5");
        assertThat(fault.get("trace")).isEmpty();
        JsonNode entry = MAPPER.readTree(CliRun.run(dataDir, "history", "--json", fault.get("history_id").asText()).out());
        assertThat(entry.get("conversation_id").asText()).isEqualTo("c-5");
        assertThat(entry.get("status").asText()).isEqualTo("failed");
    }

    @Test
    void should_list_attempts_on_stderr_and_keep_stdout_unchanged_when_verbose() {
        CliRun plain = CliRun.run(dataDir, "ask", "How many tracks are there in each genre?");
        CliRun verbose = CliRun.run(dataDir, "ask", "--verbose", "How many tracks are there in each genre?");

        assertThat(verbose.exitCode()).as(verbose.err()).isZero();
        assertThat(verbose.out()).isEqualTo(plain.out());
        String sql = plain.out().lines().skip(1).takeWhile(l -> !l.isEmpty()).map(String::strip)
                .reduce((a, b) -> a + "\n" + b).orElseThrow();
        assertThat(verbose.err()).startsWith("trace:\n").contains("attempts:\n  1. " + sql.lines().findFirst().orElseThrow())
                .endsWith("     ok\n");
    }

    @Test
    void should_show_conversation_rewritten_question_and_trace_when_history_is_listed_and_shown() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(dataDir.resolve("history.db"));
        long id = store.record(new HistoryEntry(0, Instant.parse("2025-03-01T10:15:30Z"), "chinook",
                "and only rock or jazz?", Status.ANSWERED, "SELECT Name FROM Genre WHERE Name IN ('Rock', 'Jazz')",
                Answers.repairedFollowUp().attempts(), 2, "llm:openai/gpt-4o-mini", 1_470, null, "c-42",
                "Which genres are named Rock or Jazz?", Answers.TRACE));

        JsonNode listed = MAPPER.readTree(CliRun.run(dataDir, "history", "--json").out()).get(0);
        JsonNode shown = MAPPER.readTree(CliRun.run(dataDir, "history", "--json", Long.toString(id)).out());
        CliRun text = CliRun.run(dataDir, "history", Long.toString(id));

        assertThat(shown).isEqualTo(listed);
        assertThat(shown.get("conversation_id").asText()).isEqualTo("c-42");
        assertThat(shown.get("rewritten_question").asText()).isEqualTo("Which genres are named Rock or Jazz?");
        assertThat(shown.get("trace").get(3)).isEqualTo(MAPPER.readTree("{\"step\":\"repair\",\"millis\":640,"
                + "\"model_millis\":633,\"input_tokens\":1702,\"output_tokens\":58,\"outcome\":\"candidate SQL\"}"));
        assertThat(shown.get("trace")).hasSize(5);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("rewritten: Which genres are named Rock or Jazz?\n")
                .contains("conversation: c-42\n")
                .endsWith("""
                        trace:
                          step        ms  model ms  tokens in  tokens out  outcome
                          route        1         0          0           0  data question
                          generate   812       790       1534          61  candidate SQL
                          validate     3         0          0           0  violation: no table Genres; did you mean Genre?
                          repair     640       633       1702          58  candidate SQL
                          execute     14         0          0           0  2 rows
                          total     1470      1423       3236         119
                        """);
    }

    @Test
    void should_write_null_conversation_and_an_empty_trace_when_history_holds_an_entry_from_before() throws Exception {
        JdbcHistoryStore.openSqlite(dataDir.resolve("history.db")).record(new HistoryEntry(0, Instant.EPOCH, "chinook",
                "How many albums?", Status.ANSWERED, "SELECT count(*) FROM Album",
                List.of(new Attempt("SELECT count(*) FROM Album", null)), 1, "planner", 3, null));

        JsonNode entry = MAPPER.readTree(CliRun.run(dataDir, "history", "--json").out()).get(0);

        assertThat(entry.get("conversation_id").isNull()).isTrue();
        assertThat(entry.get("rewritten_question").isNull()).isTrue();
        assertThat(entry.get("trace")).isEmpty();
        assertThat(CliRun.run(dataDir, "history", "1").out()).doesNotContain("trace:", "conversation:");
    }
}
