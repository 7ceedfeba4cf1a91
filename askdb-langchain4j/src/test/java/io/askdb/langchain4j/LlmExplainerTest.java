package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.exception.ContentFilteredException;
import io.askdb.explanation.Explainer;
import java.util.List;
import org.junit.jupiter.api.Test;

class LlmExplainerTest {
    private static final String SQL = "SELECT name, total FROM customers";
    private final ScriptedChatModel model = new ScriptedChatModel();
    private final Explainer fallback = (question, sql, result) -> "The query returned " + result.rowCount() + " rows.";
    private final LlmExplainer explainer = new LlmExplainer(model, "test/scripted", fallback);

    @Test
    void should_return_the_models_paragraph_without_a_response_format_when_it_answers() {
        model.reply("  Customer 2 has no total; Customer 3 has 3.50.  ");
        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false), List.of("cancelled orders excluded")))
                .isEqualTo("Customer 2 has no total; Customer 3 has 3.50.");
        assertThat(model.requests.get(0).responseFormat()).isNull();
    }

    @Test
    void should_render_the_prompts_as_in_the_golden_files_when_given_assumptions_and_25_truncated_rows() {
        GoldenFiles.assertMatches("explain-system", explainer.systemPrompt());
        GoldenFiles.assertMatches("explain-user", explainer.userPrompt("Which customers have totals?", SQL, Grounding.rows(25, true),
                List.of("cancelled orders excluded", "totals include shipping")));
    }

    @Test
    void should_use_the_fallback_when_the_model_gives_no_text_or_is_filtered() {
        model.reply(" ").fail(new ContentFilteredException("blocked"));
        assertThat(explainer.explain("q", SQL, Grounding.rows(2, false))).isEqualTo("The query returned 2 rows.");
        assertThat(explainer.explain("q", SQL, Grounding.rows(4, false), List.of("x"))).isEqualTo("The query returned 4 rows. Assumed: x.");
    }

    @Test
    void should_use_the_template_when_the_model_names_a_row_the_result_does_not_hold() {
        model.reply("Customer 3 has 3.50, and Lena Fox has 19.");

        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false)))
                .isEqualTo("The query returned 3 rows.");
    }

    @Test
    void should_use_the_template_when_the_model_states_a_number_that_is_not_in_the_rows() {
        model.reply("The customers have totals of 3.50 and 7.25.");

        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false)))
                .isEqualTo("The query returned 3 rows.");
    }

    @Test
    void should_use_the_template_when_the_model_spells_a_count_the_rows_do_not_hold() {
        model.reply("Seven customers have totals.").reply("Three customers have totals.");

        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false)))
                .isEqualTo("The query returned 3 rows.");
        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false)))
                .isEqualTo("Three customers have totals.");
    }

    @Test
    void should_keep_the_models_text_when_it_rounds_a_stated_value() {
        model.reply("There are 3 customers; Customer 3 has about 3.5.");

        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(3, false)))
                .isEqualTo("There are 3 customers; Customer 3 has about 3.5.");
    }

    @Test
    void should_tell_the_model_the_counted_total_and_accept_it_in_the_text_when_the_row_cap_cut_the_result_case_C25() {
        model.reply("The first 25 of 200,000 customers are shown; Customer 3 has 3.50.");
        io.askdb.execution.ResultTable cut = Grounding.rows(25, true).withTotalRowCount(200_000L);

        assertThat(explainer.userPrompt("Which customers have totals?", SQL, cut, List.of()))
                .contains("Result: the row cap cut the result at 25 of 200000 rows; the first 20 are shown below.");
        assertThat(explainer.explain("Which customers have totals?", SQL, cut))
                .isEqualTo("The first 25 of 200,000 customers are shown; Customer 3 has 3.50.");
    }

    @Test
    void should_use_the_template_when_the_model_states_a_total_that_was_not_counted() {
        model.reply("The first 25 of 200,000 customers are shown.");

        assertThat(explainer.explain("Which customers have totals?", SQL, Grounding.rows(25, true)))
                .isEqualTo("The query returned 25 rows.");
    }

    @Test
    void should_not_ask_the_model_when_the_result_is_empty_case_C20() {
        assertThat(explainer.explain("Which clients are from Radom?", SQL, Grounding.rows(0, false)))
                .isEqualTo("The query returned 0 rows.");
        assertThat(model.requests).isEmpty();
    }
}
