package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.conversation.Rewrite;
import io.askdb.conversation.Turn;
import io.askdb.generation.Usage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LlmFollowUpRewriterTest {
    private static final List<Turn> JANUARY = List.of(new Turn("What titles were released in January 2025 in the US?",
            "SELECT name FROM titles WHERE country = 'US' AND release_date LIKE '2025-01-%'"));
    private final ScriptedChatModel model = new ScriptedChatModel();
    private final LlmFollowUpRewriter rewriter = new LlmFollowUpRewriter(model, "test/scripted");

    @Test
    void should_rewrite_with_the_earlier_question_when_the_model_finds_a_follow_up() {
        model.reply("{\"standalone_question\": \"What titles were released in January 2025 in Brazil?\", \"is_follow_up\": true}");
        Rewrite rewrite = rewriter.rewrite("what about Brazil?", JANUARY);
        assertThat(rewrite).usingRecursiveComparison().ignoringFields("usage.modelMillis")
                .isEqualTo(new Rewrite("What titles were released in January 2025 in Brazil?", true, new Usage(1, 100, 20)));
        assertThat(model.requests.get(0).responseFormat()).isEqualTo(ReplyFormats.REWRITE);
    }

    @Test
    void should_return_the_question_unchanged_without_a_model_call_when_it_stands_alone_case_c21() {
        Rewrite rewrite = rewriter.rewrite("What titles were released in February 2025 in the US?", JANUARY);
        assertThat(rewrite).isEqualTo(new Rewrite("What titles were released in February 2025 in the US?", false, Usage.NONE));
        assertThat(model.requests).isEmpty();
    }

    @Test
    void should_keep_the_question_when_the_model_says_it_is_not_a_follow_up_even_if_it_rewrote_it() {
        model.reply("{\"standalone_question\": \"Titles of January and February 2025\", \"is_follow_up\": false}");
        Rewrite rewrite = rewriter.rewrite("and February?", JANUARY);
        assertThat(rewrite.question()).isEqualTo("and February?");
        assertThat(rewrite.merged()).isFalse();
        assertThat(rewrite.usage().modelCalls()).isEqualTo(1);
    }

    @Test
    void should_not_call_the_model_when_there_is_no_earlier_turn() {
        assertThat(rewriter.rewrite("and only for 2024?", List.of())).isEqualTo(new Rewrite("and only for 2024?", false, Usage.NONE));
        assertThat(model.requests).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "What titles were released in February 2025 in the US?|true",
            "How many customers live in Brazil?|true",
            "List the ten best selling artists by revenue|true",
            "and only for 2024?|false",
            "What about Brazil?|false",
            "How about the same for Canada?|false",
            "Only the ones from 2024|false",
            "How many of them are from Brazil?|false",
            "Which of those tracks are longer than 5 minutes?|false",
            "Sort it by revenue descending please|false",
            "by country?|false"})
    void should_tell_obviously_self_contained_questions_when_prechecking(String question, boolean standsAlone) {
        assertThat(SelfContainedQuestion.obviously(question)).isEqualTo(standsAlone);
    }
}
