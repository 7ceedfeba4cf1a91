package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.model.openai.OpenAiChatModel;
import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.Usage;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The generator through the real LangChain4j OpenAI client against a local OpenAI-compatible mock server. */
class OpenAiMockServerTest {
    private static final String API_KEY = "sk-test-0123456789abcdefSECRET";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Catalog C10 = TestCatalogs.largeC10();
    private static final Catalog MUSIC = TestCatalogs.music(Dialect.SQLITE);
    private static final String QUESTION = "How many orders has Ana Tor placed?";

    private MockWebServer server;
    private LlmSqlGenerator generator;

    @BeforeEach
    void start() throws IOException {
        server = new MockWebServer();
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        OpenAiChatModel model = OpenAiChatModel.builder()
                .baseUrl(server.url("/v1").toString())
                .apiKey(API_KEY)
                .modelName("gpt-4o-mini")
                .temperature(0.0)
                .strictJsonSchema(true)
                .maxRetries(0)
                .timeout(Duration.ofSeconds(5))
                .build();
        generator = new LlmSqlGenerator(model, "openai/gpt-4o-mini");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void should_return_a_candidate_with_fields_and_usage_when_the_reply_is_structured() throws Exception {
        server.enqueue(completion("{\"sql\":\"SELECT COUNT(*) FROM orders o JOIN customers c ON c.id = o.customer_id "
                + "WHERE c.name = 'Ana Tor'\",\"reasoning\":\"Join orders to customers and count Ana Tor's rows.\","
                + "\"assumptions\":[\"names are unique\"],\"tables_used\":[\"orders\",\"customers\"],"
                + "\"ambiguous_terms\":[],\"confidence\":93}", 812, 64));
        Generation result = generator.generate(new GenerationRequest(QUESTION, MUSIC, List.of()));
        assertThat(result).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(new CandidateSql(
                "SELECT COUNT(*) FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.name = 'Ana Tor'",
                "Join orders to customers and count Ana Tor's rows.", List.of("names are unique"),
                List.of("orders", "customers"), List.of(), 93, new Usage(1, 812, 64)));
        assertThat(((CandidateSql) result).usage().modelMillis()).isPositive();
    }

    @Test
    void should_send_model_temperature_strict_schema_dialect_and_only_selected_tables_when_the_catalog_is_large() throws Exception {
        server.enqueue(completion("{\"sql\":\"SELECT 1\",\"reasoning\":\"\",\"assumptions\":[],\"tables_used\":[],"
                + "\"ambiguous_terms\":[],\"confidence\":50}", 900, 10));
        generator.generate(new GenerationRequest(QUESTION, C10, List.of()));
        RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(request.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
        assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer " + API_KEY);
        JsonNode body = JSON.readTree(request.getBody().utf8());
        assertThat(body.path("model").asText()).isEqualTo("gpt-4o-mini");
        assertThat(body.path("temperature").asDouble(-1)).isEqualTo(0.0);
        JsonNode format = body.path("response_format");
        assertThat(format.path("type").asText()).isEqualTo("json_schema");
        assertThat(format.path("json_schema").path("name").asText()).isEqualTo("sql_answer");
        assertThat(format.path("json_schema").path("strict").asBoolean()).isTrue();
        assertThat(format.path("json_schema").path("schema").path("required")).hasSize(7);
        JsonNode messages = body.path("messages");
        assertThat(messages.get(0).path("role").asText()).isEqualTo("system");
        assertThat(messages.get(0).path("content").asText()).startsWith("You write SQL for a database whose SQL dialect is SQLite.")
                .contains("SQLite rules:", "strftime");
        String user = messages.get(1).path("content").asText();
        assertThat(user).contains("Question: " + QUESTION, "2 of 1002 tables shown", "CREATE TABLE \"customers\"",
                "CREATE TABLE \"orders\"", "-- sample values: <data>'Ana Tor', 'Ben Ode'</data>").doesNotContain("filler_table");
        assertThat(user.length()).isLessThan(LlmGeneratorOptions.DEFAULTS.schemaCharBudget());
    }

    @Test
    void should_extract_the_sql_when_the_server_replies_with_fenced_free_text() {
        server.enqueue(completion("```sql\nSELECT COUNT(*) FROM orders;\n```\nThis counts all orders.", 700, 30));
        CandidateSql sql = (CandidateSql) generator.generate(new GenerationRequest("How many orders are there?", MUSIC, List.of()));
        assertThat(sql.sql()).isEqualTo("SELECT COUNT(*) FROM orders");
        assertThat(sql.usage()).usingRecursiveComparison().ignoringFields("modelMillis").isEqualTo(new Usage(1, 700, 30));
    }

    @Test
    void should_reask_once_then_decline_when_the_server_twice_replies_with_two_alternatives() throws Exception {
        String alternatives = "SELECT COUNT(*) FROM orders;\n-- or\nSELECT COUNT(id) FROM orders;";
        server.enqueue(completion(alternatives, 700, 30));
        server.enqueue(completion(alternatives, 760, 30));
        Generation result = generator.generate(new GenerationRequest("How many orders are there?", MUSIC, List.of()));
        assertThat(result).isInstanceOf(Declined.class);
        assertThat(((Declined) result).usage()).usingRecursiveComparison().ignoringFields("modelMillis")
                .isEqualTo(new Usage(2, 1460, 60));
        assertThat(server.getRequestCount()).isEqualTo(2);
        server.takeRequest(5, TimeUnit.SECONDS);
        JsonNode second = JSON.readTree(server.takeRequest(5, TimeUnit.SECONDS).getBody().utf8()).path("messages");
        assertThat(second).hasSize(4);
        assertThat(second.get(2).path("role").asText()).isEqualTo("assistant");
        assertThat(second.get(2).path("content").asText()).isEqualTo(alternatives);
        assertThat(second.get(3).path("content").asText()).contains("Return exactly one statement");
    }

    @Test
    void should_send_the_failed_sql_and_error_when_asked_to_repair() throws Exception {
        server.enqueue(completion("{\"sql\":\"SELECT COUNT(*) FROM orders\",\"reasoning\":\"fixed the table name\","
                + "\"assumptions\":[],\"tables_used\":[\"orders\"],\"ambiguous_terms\":[],\"confidence\":88}", 950, 40));
        Generation result = generator.generate(new GenerationRequest("How many orders are there?", MUSIC,
                List.of(new Attempt("SELECT COUNT(*) FROM \"order\"", "[SQLITE_ERROR] SQL error or missing database (no such table: order)"))));
        assertThat(((CandidateSql) result).sql()).isEqualTo("SELECT COUNT(*) FROM orders");
        String user = JSON.readTree(server.takeRequest(5, TimeUnit.SECONDS).getBody().utf8())
                .path("messages").get(1).path("content").asText();
        assertThat(user).contains("SQL: SELECT COUNT(*) FROM \"order\"",
                "Error: [SQLITE_ERROR] SQL error or missing database (no such table: order)", "Write a corrected query");
    }

    @Test
    void should_throw_configuration_without_the_key_when_the_server_replies_401() {
        server.enqueue(error(401, "Incorrect API key provided: sk-test-********SECRET. You can find your API key at "
                + "https://platform.openai.com/account/api-keys.", "invalid_api_key"));
        assertThatThrownBy(() -> generator.generate(new GenerationRequest(QUESTION, MUSIC, List.of())))
                .isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.CONFIGURATION)
                .hasMessageContaining("Model openai/gpt-4o-mini failed: the provider rejected the API key")
                .hasMessageContaining("ASKDB_LLM_API_KEY")
                .hasMessageNotContaining(API_KEY)
                .hasMessageNotContaining("SECRET")
                .hasCauseInstanceOf(AuthenticationException.class);
    }

    @Test
    void should_throw_model_unavailable_when_the_server_replies_429() {
        server.enqueue(error(429, "Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3.",
                "rate_limit_exceeded"));
        assertThatThrownBy(() -> generator.generate(new GenerationRequest(QUESTION, MUSIC, List.of())))
                .isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.MODEL_UNAVAILABLE)
                .hasMessageContaining("rate limit or quota was exceeded (temporary)")
                .hasCauseInstanceOf(RateLimitException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void should_reject_with_feedback_and_send_the_verdict_schema_when_the_critic_runs_through_the_openai_client() throws Exception {
        server.enqueue(completion("{\"ok\":false,\"feedback\":\"Wrap the query in SELECT COUNT(*).\"}", 400, 15));
        LlmCritic critic = new LlmCritic(generatorModel(), "openai/gpt-4o-mini");
        io.askdb.critic.CriticVerdict verdict = critic.review(Grounding.criticRequest(Grounding.rows(5, false)));
        assertThat(verdict).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(
                new io.askdb.critic.CriticVerdict.Rejected("model", "Wrap the query in SELECT COUNT(*).", new Usage(1, 400, 15), false));
        JsonNode format = JSON.readTree(server.takeRequest(5, TimeUnit.SECONDS).getBody().utf8()).path("response_format");
        assertThat(format.path("json_schema").path("name").asText()).isEqualTo("critic_verdict");
        assertThat(format.path("json_schema").path("schema").path("required")).hasSize(2);
    }

    private OpenAiChatModel generatorModel() {
        return OpenAiChatModel.builder().baseUrl(server.url("/v1").toString()).apiKey(API_KEY).modelName("gpt-4o-mini")
                .strictJsonSchema(true).maxRetries(0).timeout(Duration.ofSeconds(5)).build();
    }

    private static MockResponse completion(String content, int promptTokens, int completionTokens) {
        String body = "{\"id\":\"chatcmpl-9x\",\"object\":\"chat.completion\",\"created\":1735689600,"
                + "\"model\":\"gpt-4o-mini-2024-07-18\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
                + "\"content\":" + quote(content) + ",\"refusal\":null},\"logprobs\":null,\"finish_reason\":\"stop\"}],"
                + "\"usage\":{\"prompt_tokens\":" + promptTokens + ",\"completion_tokens\":" + completionTokens
                + ",\"total_tokens\":" + (promptTokens + completionTokens) + "},\"system_fingerprint\":\"fp_0ba0d124f1\"}";
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
    }

    private static MockResponse error(int status, String message, String code) {
        String body = "{\"error\":{\"message\":" + quote(message) + ",\"type\":\"invalid_request_error\",\"param\":null,"
                + "\"code\":\"" + code + "\"}}";
        return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json").body(body).build();
    }

    private static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
