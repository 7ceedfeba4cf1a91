package io.askdb.app.cli;

import io.askdb.execution.Truncation;
import io.askdb.json.AnswerJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AnswerJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void should_append_rewritten_question_and_trace_after_every_earlier_field_when_written() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.repairedFollowUp())));

        assertThat(json.fieldNames()).toIterable().containsExactly("question", "status", "sql", "columns", "rows",
                "row_count", "truncated", "answer", "attempts", "generator", "elapsed_ms", "history_id",
                "clarification", "conversation_id", "suggestions", "column_types", "model_calls", "input_tokens",
                "output_tokens", "error", "rewritten_question", "trace", "executed_sql", "total_row_count", "truncated_by", "caveats");
    }

    @Test
    void should_carry_conversation_rewritten_question_and_every_trace_step_when_the_agent_filled_them()
            throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.repairedFollowUp())));

        assertThat(json.get("conversation_id").asText()).isEqualTo("c-42");
        assertThat(json.get("rewritten_question").asText()).isEqualTo("Which genres are named Rock or Jazz?");
        assertThat(json.get("clarification").isNull()).isTrue();
        assertThat(json.get("trace")).hasSize(5);
        assertThat(json.get("trace").get(1)).isEqualTo(MAPPER.readTree("{\"step\":\"generate\",\"millis\":812,"
                + "\"model_millis\":790,\"input_tokens\":1534,\"output_tokens\":61,\"outcome\":\"candidate SQL\"}"));
        assertThat(json.get("trace").get(2).get("outcome").asText())
                .isEqualTo("violation: no table Genres; did you mean Genre?");
        assertThat(json.get("attempts").get(0).get("error").asText()).isEqualTo("no such table: Genres");
        assertThat(json.get("attempts").get(1).get("error").isNull()).isTrue();
        assertThat(json.get("input_tokens").asLong()).isEqualTo(3_236);
    }

    @Test
    void should_write_status_clarification_needed_with_the_question_and_exit_4_when_asking_back() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = AnswerPrinter.print(Answers.clarification(""), true, false, new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

        JsonNode json = MAPPER.readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(exit).isEqualTo(4);
        assertThat(json.get("status").asText()).isEqualTo("clarification_needed");
        assertThat(json.get("clarification").asText())
                .isEqualTo("Do you mean top customers by total invoiced amount, or by number of invoices?");
        assertThat(json.get("conversation_id").isNull()).isTrue();
        assertThat(json.get("rewritten_question").isNull()).isTrue();
        assertThat(json.get("trace").get(0).get("outcome").asText()).isEqualTo("confidence 35 < 60: ask");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void should_write_an_empty_trace_and_null_new_fields_when_a_fault_stopped_the_question() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.fault("How many?", 3, "c-9", "CONFIGURATION", "bad")));

        assertThat(json.get("trace").isArray()).isTrue();
        assertThat(json.get("trace")).isEmpty();
        assertThat(json.get("conversation_id").asText()).isEqualTo("c-9");
        assertThat(json.get("rewritten_question").isNull()).isTrue();
        assertThat(json.get("error").get("code").asText()).isEqualTo("CONFIGURATION");
    }

    @Test
    void should_write_the_total_and_no_cause_when_nothing_was_cut() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.repairedFollowUp())));

        assertThat(json.get("total_row_count").asLong()).isEqualTo(2);
        assertThat(json.get("truncated_by").isNull()).isTrue();
    }

    @Test
    void should_write_200000_and_row_cap_when_c25_row_cap_cut_the_events() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.cut(Truncation.ROW_CAP, 200_000L))));

        assertThat(json.get("row_count").asInt()).isEqualTo(100);
        assertThat(json.get("rows")).hasSize(100);
        assertThat(json.get("truncated").asBoolean()).isTrue();
        assertThat(json.get("total_row_count").asLong()).isEqualTo(200_000);
        assertThat(json.get("truncated_by").asText()).isEqualTo("row_cap");
    }

    @Test
    void should_write_byte_cap_and_a_null_total_when_the_byte_cap_cut_the_result() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.cut(Truncation.BYTE_CAP, null))));

        assertThat(json.get("truncated_by").asText()).isEqualTo("byte_cap");
        assertThat(json.get("total_row_count").isNull()).isTrue();
    }

    @Test
    void should_keep_the_querys_total_and_cause_when_a_payload_keeps_only_the_first_rows() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.of(Answers.cut(Truncation.ROW_CAP, 200_000L)).firstRows(50)));

        assertThat(json.get("rows")).hasSize(50);
        assertThat(json.get("row_count").asInt()).isEqualTo(100);
        assertThat(json.get("total_row_count").asLong()).isEqualTo(200_000);
        assertThat(json.get("truncated_by").asText()).isEqualTo("row_cap");
    }

    @Test
    void should_write_null_total_and_cause_when_a_fault_stopped_the_question() throws Exception {
        JsonNode json = MAPPER.readTree(Json.write(AnswerJson.fault("How many?", 3, "", "CONFIGURATION", "bad")));

        assertThat(json.get("total_row_count").isNull()).isTrue();
        assertThat(json.get("truncated_by").isNull()).isTrue();
    }
}
