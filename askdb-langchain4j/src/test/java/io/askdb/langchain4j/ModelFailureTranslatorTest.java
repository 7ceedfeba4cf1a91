package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import org.junit.jupiter.api.Test;

class ModelFailureTranslatorTest {
    private static final String KEY = "sk-proj-AbCdEf0123456789XyZ";
    private final ModelFailureTranslator translator = new ModelFailureTranslator("openai/gpt-4o-mini");

    @Test
    void should_ask_to_check_the_key_without_showing_it_when_authentication_fails() {
        AskdbException e = translator.translate(new AuthenticationException(
                "{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + ".\",\"type\":\"invalid_request_error\"}}"));
        assertThat(e.code()).isEqualTo(ErrorCode.CONFIGURATION);
        assertThat(e.getMessage()).isEqualTo("Model openai/gpt-4o-mini failed: the provider rejected the API key "
                + "(authentication failed). Provider said: Incorrect API key provided: [redacted]. "
                + "Check ASKDB_LLM_API_KEY: it must be set to a valid key for this provider.");
    }

    @Test
    void should_report_configuration_when_the_model_is_unknown() {
        AskdbException e = translator.translate(new ModelNotFoundException("The model `gpt-9` does not exist"));
        assertThat(e.code()).isEqualTo(ErrorCode.CONFIGURATION);
        assertThat(e.getMessage()).contains("the provider does not know this model", "Check ASKDB_LLM_MODEL");
    }

    @Test
    void should_report_configuration_when_the_server_name_does_not_resolve() {
        assertThat(translator.translate(new UnresolvedModelServerException("no such host")).code()).isEqualTo(ErrorCode.CONFIGURATION);
    }

    @Test
    void should_report_model_unavailable_and_temporary_when_the_model_times_out_or_the_server_fails() {
        AskdbException timeout = translator.translate(new TimeoutException("read timed out"));
        assertThat(timeout.code()).isEqualTo(ErrorCode.MODEL_UNAVAILABLE);
        assertThat(timeout.getMessage()).contains("did not answer in time (temporary)");
        assertThat(translator.translate(new InternalServerException("boom")).code()).isEqualTo(ErrorCode.MODEL_UNAVAILABLE);
    }

    @Test
    void should_map_by_status_when_only_a_plain_http_exception_is_thrown() {
        assertThat(translator.translate(new HttpException(403, "forbidden")).code()).isEqualTo(ErrorCode.CONFIGURATION);
        assertThat(translator.translate(new HttpException(503, "overloaded")).getMessage())
                .contains("the provider reported a server error");
        assertThat(translator.translate(new RuntimeException(new HttpException(429, "slow down"))).getMessage())
                .contains("rate limit or quota");
    }

    @Test
    void should_report_a_rejected_request_when_the_provider_returns_400() {
        AskdbException e = translator.translate(new InvalidRequestException("context_length_exceeded"));
        assertThat(e.code()).isEqualTo(ErrorCode.MODEL_UNAVAILABLE);
        assertThat(e.getMessage()).contains("the provider rejected the request", "Provider said: context_length_exceeded");
    }

    @Test
    void should_mask_key_shaped_text_when_quoting_the_provider() {
        assertThat(ModelFailureTranslator.detail(new RuntimeException("bad key " + KEY + " and Bearer abcdefgh12345")))
                .isEqualTo("bad key [redacted] and [redacted]");
    }
}
