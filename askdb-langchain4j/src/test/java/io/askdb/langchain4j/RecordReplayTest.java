package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordReplayTest {
    private static final String SQL_REPLY = "{\"sql\":\"SELECT COUNT(*) FROM \\\"Track\\\"\",\"reasoning\":\"count\",\"assumptions\":[],"
            + "\"tables_used\":[\"Track\"],\"ambiguous_terms\":[],\"confidence\":90,\"clarification\":\"\"}";
    private static final String VERDICT = "{\"ok\": false, \"feedback\": \"Count only rock tracks.\"}";
    private static final GenerationRequest REQUEST = new GenerationRequest("How many tracks are there?", Grounding.MUSIC, List.of());

    @TempDir
    Path dir;

    @Test
    void should_give_the_same_answers_and_usage_when_a_recorded_transcript_is_replayed_strictly() throws IOException {
        Path file = dir.resolve("runs/transcript.jsonl");
        ScriptedChatModel scripted = new ScriptedChatModel().reply(SQL_REPLY).reply(VERDICT);
        RecordingChatModel recording = new RecordingChatModel(scripted, file);
        Generation recorded = new LlmSqlGenerator(recording, "test/scripted").generate(REQUEST);
        CriticVerdict recordedVerdict = new LlmCritic(recording, "test/scripted").review(Grounding.criticRequest(Grounding.rows(2, false)));

        ReplayChatModel replay = new ReplayChatModel(file, true);
        Generation replayed = new LlmSqlGenerator(replay, "test/replay").generate(REQUEST);
        CriticVerdict replayedVerdict = new LlmCritic(replay, "test/replay").review(Grounding.criticRequest(Grounding.rows(2, false)));

        assertThat(replayed).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(recorded);
        assertThat(replayedVerdict).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(recordedVerdict);
        assertThat(replayedVerdict).isInstanceOf(CriticVerdict.Rejected.class);
        assertThat(replay.used()).isEqualTo(2);
        assertThat(replay.size()).isEqualTo(2);
    }

    @Test
    void should_write_one_json_line_per_exchange_with_messages_format_reply_and_tokens_when_recording() throws IOException {
        Path file = dir.resolve("t.jsonl");
        new LlmSqlGenerator(new RecordingChatModel(new ScriptedChatModel().reply(SQL_REPLY), file), "test/scripted").generate(REQUEST);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(1);
        JsonNode line = new ObjectMapper().readTree(lines.get(0));
        assertThat(line.path("exchange").asInt()).isEqualTo(1);
        assertThat(line.path("request").findValuesAsText("role")).containsExactly("system", "user");
        assertThat(line.path("request").get(1).path("text").asText()).startsWith("Question: How many tracks are there?\n");
        assertThat(line.path("response_format").asText()).isEqualTo("sql_answer");
        assertThat(line.path("response").asText()).isEqualTo(SQL_REPLY);
        assertThat(line.path("input_tokens").asInt()).isEqualTo(ScriptedChatModel.INPUT_TOKENS);
        assertThat(line.path("output_tokens").asInt()).isEqualTo(ScriptedChatModel.OUTPUT_TOKENS);
    }

    @Test
    void should_fail_naming_the_file_and_request_number_when_the_transcript_runs_out() throws IOException {
        Path file = dir.resolve("short.jsonl");
        Files.writeString(file, "{\"response\": " + new ObjectMapper().writeValueAsString(SQL_REPLY) + "}\n\n");
        LlmSqlGenerator generator = new LlmSqlGenerator(new ReplayChatModel(file), "test/replay");
        generator.generate(REQUEST);
        assertThatThrownBy(() -> generator.generate(REQUEST)).isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.CONFIGURATION)
                .hasMessage("The model transcript " + file + " has 1 exchange(s), but askdb sent request 2. The transcript was "
                        + "recorded for another run (other questions, prompts or repairs): record it again, or add a line "
                        + "{\"response\": ...} for exchange 2.");
    }

    @Test
    void should_fail_naming_the_exchange_and_message_when_a_strict_replay_gets_another_question() throws IOException {
        Path file = dir.resolve("strict.jsonl");
        new LlmSqlGenerator(new RecordingChatModel(new ScriptedChatModel().reply(SQL_REPLY), file), "test/scripted").generate(REQUEST);
        LlmSqlGenerator generator = new LlmSqlGenerator(new ReplayChatModel(file, true), "test/replay");
        assertThatThrownBy(() -> generator.generate(new GenerationRequest("How many genres are there?", Grounding.MUSIC, List.of())))
                .isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.CONFIGURATION)
                .hasMessageStartingWith("Request 1 differs from exchange 1 of the model transcript " + file + ": message 2 (user) reads "
                        + "\"Question: How many genres are there?\\n\\nSchema (SQLite; 3 of 3...\" where the transcript has (user) "
                        + "\"Question: How many tracks are there?\\n\\nSchema (SQLite; 3 of 3...\" (character 20).");
    }

    @Test
    void should_answer_from_hand_written_lines_with_text_and_tool_calls_when_replaying() throws IOException {
        Path file = dir.resolve("hand.jsonl");
        Files.writeString(file, "{\"response\": \"SELECT 1\"}\n"
                + "{\"response\": \"\", \"tool_calls\": [{\"id\": \"c1\", \"name\": \"run_sql\", \"arguments\": \"{\\\"sql\\\":\\\"SELECT 2\\\"}\"}]}\n");
        ReplayChatModel replay = new ReplayChatModel(file);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from("hi")).build();
        assertThat(replay.chat(request).aiMessage().text()).isEqualTo("SELECT 1");
        AiMessage second = replay.chat(request).aiMessage();
        assertThat(second.toolExecutionRequests()).singleElement()
                .satisfies(call -> assertThat(call.name() + " " + call.arguments()).isEqualTo("run_sql {\"sql\":\"SELECT 2\"}"));
        assertThat(ReplayChatModel.ofResponses("a", "b").chat(request).aiMessage().text()).isEqualTo("a");
    }

    @Test
    void should_reject_the_file_naming_the_line_when_a_line_has_no_response() throws IOException {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, "{\"response\": \"SELECT 1\"}\n{\"reply\": \"SELECT 2\"}\n");
        assertThatThrownBy(() -> new ReplayChatModel(file)).isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.BAD_INPUT)
                .hasMessage("Line 2 of the model transcript " + file + " has no string field \"response\". Each line must be one "
                        + "JSON object with at least a \"response\" field, e.g. {\"response\": \"SELECT 1\"}.");
        assertThatThrownBy(() -> new ReplayChatModel(dir.resolve("missing.jsonl"))).isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.BAD_INPUT)
                .hasMessageContaining("Cannot read the model transcript " + dir.resolve("missing.jsonl"));
    }
}
