package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.UnsupportedFeatureException;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.Usage;
import java.util.List;
import org.junit.jupiter.api.Test;

class LlmSqlGeneratorTest {
    private static final String QUESTION = "How many orders are there?";
    private static final io.askdb.catalog.Catalog CATALOG = TestCatalogs.music(io.askdb.dialect.Dialect.SQLITE);
    private static final String ALTERNATIVES = "SELECT COUNT(*) FROM orders;\n-- or\nSELECT COUNT(id) FROM orders;";
    private final ScriptedChatModel model = new ScriptedChatModel();
    private final LlmSqlGenerator generator = new LlmSqlGenerator(model, "test/scripted");

    @Test
    void should_return_the_candidate_with_every_field_when_the_reply_is_structured() {
        model.reply("{\"sql\":\"SELECT COUNT(*) FROM orders\",\"reasoning\":\"count rows\",\"assumptions\":[\"all orders\"],"
                + "\"tables_used\":[\"orders\"],\"ambiguous_terms\":[],\"confidence\":92}");
        assertThat(generate()).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(new CandidateSql("SELECT COUNT(*) FROM orders", "count rows", List.of("all orders"),
                List.of("orders"), List.of(), 92, new Usage(1, 100, 20)));
        assertThat(model.requests.get(0).responseFormat()).isEqualTo(AnswerFormat.RESPONSE_FORMAT);
    }

    @Test
    void should_extract_the_sql_with_unstated_confidence_when_the_reply_is_fenced_free_text() {
        model.reply("Here you go:\n```sql\nSELECT COUNT(*) FROM orders;\n```");
        assertThat(generate()).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(new CandidateSql("SELECT COUNT(*) FROM orders", "", List.of(), List.of(), List.of(),
                ModelReply.UNSTATED_CONFIDENCE, new Usage(1, 100, 20)));
    }

    @Test
    void should_clean_the_sql_field_when_the_model_put_a_fence_inside_the_json() {
        model.reply("{\"sql\":\"```sql\\nSELECT COUNT(*) FROM orders;\\n```\",\"reasoning\":\"r\",\"confidence\":70}");
        assertThat(((CandidateSql) generate()).sql()).isEqualTo("SELECT COUNT(*) FROM orders");
    }

    @Test
    void should_decline_with_the_models_reasoning_when_the_sql_field_is_empty() {
        model.reply("{\"sql\":\"\",\"reasoning\":\"The schema has no salary column.\",\"assumptions\":[],"
                + "\"tables_used\":[],\"ambiguous_terms\":[],\"confidence\":0}");
        assertThat(generate()).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(new Declined("The schema has no salary column.", List.of(), new Usage(1, 100, 20)));
    }

    @Test
    void should_decline_quoting_the_model_when_free_text_holds_no_sql() {
        model.reply("I cannot answer that: there is no salary data.");
        assertThat(((Declined) generate()).reason())
                .isEqualTo("The model wrote no SQL for this question. It said: I cannot answer that: there is no salary data.");
    }

    @Test
    void should_reask_once_then_decline_when_the_reply_twice_holds_two_alternatives() {
        model.reply(ALTERNATIVES).reply(ALTERNATIVES);
        Generation result = generate();
        assertThat(result).isInstanceOf(Declined.class);
        Declined declined = (Declined) result;
        assertThat(declined.reason()).isEqualTo("The model offered 2 alternative SQL statements for this question, "
                + "even when asked for exactly one, and askdb does not pick one silently.");
        assertThat(declined.usage()).usingRecursiveComparison().ignoringFields("modelMillis").isEqualTo(new Usage(2, 200, 40));
        List<ChatMessage> second = model.requests.get(1).messages();
        assertThat(second).hasSize(4);
        assertThat(((UserMessage) second.get(3)).singleText()).startsWith("Your reply contained 2 alternative SQL statements. "
                + "Return exactly one statement");
    }

    @Test
    void should_pass_the_whole_script_to_the_guard_without_reasking_when_a_statement_is_not_a_query() {
        model.reply("{\"sql\":\"CREATE TABLE out(t text); COPY out FROM PROGRAM 'id'; SELECT * FROM out\",\"confidence\":90}");
        CandidateSql sql = (CandidateSql) generate();
        assertThat(sql.sql()).isEqualTo("CREATE TABLE out(t text);\nCOPY out FROM PROGRAM 'id';\nSELECT * FROM out");
        assertThat(model.requests).hasSize(1);
    }

    @Test
    void should_return_the_single_statement_when_the_reask_resolves_the_alternatives() {
        model.reply(ALTERNATIVES).reply("{\"sql\":\"SELECT COUNT(*) FROM orders\",\"reasoning\":\"r\",\"confidence\":80}");
        CandidateSql sql = (CandidateSql) generate();
        assertThat(sql.sql()).isEqualTo("SELECT COUNT(*) FROM orders");
        assertThat(sql.usage()).usingRecursiveComparison().ignoringFields("modelMillis").isEqualTo(new Usage(2, 200, 40));
        assertThat(sql.usage().modelMillis()).as("each call counts at least 1 ms").isGreaterThanOrEqualTo(2);
    }

    @Test
    void should_send_the_failed_attempts_when_asked_to_repair() {
        model.reply("{\"sql\":\"SELECT COUNT(*) FROM orders\",\"reasoning\":\"fixed\",\"confidence\":80}");
        generator.generate(new GenerationRequest(QUESTION, CATALOG,
                List.of(new Attempt("SELECT COUNT(*) FROM order", "no such table: order"))));
        String user = ((UserMessage) model.requests.get(0).messages().get(1)).singleText();
        assertThat(user).contains("Attempt 1:\nSQL: SELECT COUNT(*) FROM order\nError: no such table: order",
                "Write a corrected query");
    }

    @Test
    void should_name_the_dialect_in_the_system_message_when_generating() {
        model.reply("SELECT 1");
        generate();
        assertThat(((SystemMessage) model.requests.get(0).messages().get(0)).text())
                .startsWith("You write SQL for a database whose SQL dialect is SQLite.");
    }

    @Test
    void should_retry_without_the_response_format_when_the_model_does_not_support_json_schema() {
        model.fail(new UnsupportedFeatureException("JSON response format is not supported")).reply("SELECT 1").reply("SELECT 2");
        assertThat(((CandidateSql) generate()).sql()).isEqualTo("SELECT 1");
        assertThat(((CandidateSql) generate()).sql()).isEqualTo("SELECT 2");
        assertThat(model.requests).extracting(r -> r.responseFormat() == null ? "none" : "json")
                .containsExactly("json", "none", "none");
    }

    @Test
    void should_throw_model_unavailable_when_the_provider_rate_limits() {
        model.fail(new RateLimitException("Rate limit reached for requests"));
        assertThatThrownBy(this::generate).isInstanceOf(AskdbException.class)
                .hasFieldOrPropertyWithValue("code", ErrorCode.MODEL_UNAVAILABLE)
                .hasMessageStartingWith("Model test/scripted failed: the provider's rate limit or quota was exceeded (temporary).")
                .hasCauseInstanceOf(RateLimitException.class);
    }

    @Test
    void should_decline_when_the_content_filter_blocks_the_question() {
        model.fail(new ContentFilteredException("blocked"));
        assertThat(generate()).usingRecursiveComparison().ignoringFields("usage.modelMillis").isEqualTo(new Declined("The model provider's content filter blocked this question (test/scripted).",
                List.of("Rephrase the question."), new Usage(1, 0, 0)));
    }

    @Test
    void should_name_itself_after_the_model_when_asked() {
        assertThat(generator.name()).isEqualTo("llm:test/scripted");
        assertThatThrownBy(() -> new LlmSqlGenerator(model, " ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("modelDescription must not be blank");
    }

    private Generation generate() {
        return generator.generate(new GenerationRequest(QUESTION, CATALOG, List.of()));
    }
}
