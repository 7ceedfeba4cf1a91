package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryApiTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.local(dir);
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    @Test
    void should_answer_with_the_ask_json_fields_when_a_question_is_posted() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"How many artists are there?\"}");

        JsonNode answer = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").toString()).isEqualTo("[[275]]");
        assertThat(answer.get("generator").asText()).isEqualTo("planner");
        assertThat(answer.get("history_id").asLong()).isPositive();
        assertThat(answer.get("conversation_id").asText()).hasSize(36);
        assertThat(answer.fieldNames()).toIterable().containsExactly("question", "status", "sql", "columns", "rows",
                "row_count", "truncated", "answer", "attempts", "generator", "elapsed_ms", "history_id", "clarification",
                "conversation_id", "suggestions", "column_types", "model_calls", "input_tokens", "output_tokens", "error",
                "rewritten_question", "trace", "executed_sql", "total_row_count", "truncated_by", "caveats");
        assertThat(answer.get("executed_sql").asText()).isEqualTo("SELECT COUNT(*) AS \"artist_count\"\nFROM \"Artist\" \"t0\" LIMIT 1001");
    }

    @Test
    void should_keep_the_conversation_id_when_the_request_gives_one() throws Exception {
        JsonNode answer = Http.json(http.post("/api/query",
                "{\"question\": \"How many artists are there?\", \"conversation_id\": \"talk-1\", \"datasource\": \"chinook\"}"));

        assertThat(answer.get("conversation_id").asText()).isEqualTo("talk-1");
    }

    @Test
    void should_refuse_with_a_problem_naming_the_field_when_the_question_is_empty() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"  \"}");

        JsonNode problem = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("application/problem+json"));
        assertThat(problem.get("code").asText()).isEqualTo("BAD_INPUT");
        assertThat(problem.get("status").asInt()).isEqualTo(400);
        assertThat(problem.get("instance").asText()).isEqualTo("/api/query");
        assertThat(problem.get("detail").asText()).isEqualTo("The field 'question' is missing or empty; ask something"
                + " about the data, for example \"How many customers are there?\".");
    }

    @Test
    void should_refuse_when_the_question_is_longer_than_2000_characters() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"" + "a".repeat(2001) + "\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText()).contains("2001 characters long; the limit is 2000");
    }

    @Test
    void should_name_the_unknown_field_and_the_known_ones_when_the_body_has_an_unknown_field() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"How many artists?\", \"qestion\": 1}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText())
                .isEqualTo("Unknown field 'qestion' in the request body; the fields are: conversation_id, datasource, question.");
    }

    @Test
    void should_refuse_with_the_position_when_the_body_is_not_json() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{question: 1}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText()).isEqualTo("The request body is not valid JSON: unexpected"
                + " character 'q', was expecting double-quote to start field name at line 1, column 2. Send a JSON object"
                + " such as {\"question\": \"How many customers are there?\"}.");
    }

    @Test
    void should_answer_413_when_the_body_is_over_64_kib() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"" + "a".repeat(70_000) + "\"}");

        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("PAYLOAD_TOO_LARGE");
    }

    @Test
    void should_list_the_datasources_when_the_request_names_an_unknown_one() throws Exception {
        HttpResponse<String> response = http.post("/api/query", "{\"question\": \"How many artists?\", \"datasource\": \"sales\"}");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(Http.json(response).get("detail").asText()).isEqualTo("There is no datasource 'sales'. The datasources are"
                + " [chinook]; register one with POST /api/datasources.");
    }

    @Test
    void should_answer_a_problem_when_the_route_does_not_exist() throws Exception {
        HttpResponse<String> response = http.get("/api/nothing");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("NOT_FOUND");
    }
}
