package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Case N14 offline: a question behind a heading whose words match nothing is read without the
 * heading, and said so; a heading that linking matched (it may carry a condition) is never dropped.
 * Values checked with sqlite3 on data/chinook/chinook.sqlite.
 */
class KeywordPlannerHeadingTest {
    private static Catalog chinook;

    @BeforeAll
    static void start() throws SQLException {
        chinook = ChinookFixture.catalog();
    }

    private static Generation ask(String question, List<String> unmatched) {
        LinkedSchema linked = new LinkedSchema(List.of(), List.of(), List.of(), unmatched);
        return new KeywordPlanner().generate(new GenerationRequest(question, chinook, List.of(), "", linked, List.of(), List.of()));
    }

    @Test
    void should_answer_the_question_after_a_heading_whose_words_match_nothing_case_N14() throws SQLException {
        for (String question : List.of("Update me: how many customers are there?", "Quick question: how many customers are there?")) {
            Generation g = ask(question, List.of());

            assertThat(g).as(question).isInstanceOf(CandidateSql.class);
            CandidateSql c = (CandidateSql) g;
            assertThat(ChinookFixture.run(c.sql())).containsExactly(List.of(59));
            assertThat(c.assumptions()).anyMatch(a -> a.startsWith("Read the question after '") && a.endsWith("(those words match nothing in this database)"));
        }
    }

    @Test
    void should_keep_declining_when_linking_matched_a_word_of_the_heading() {
        // "Canada" is a stored value: dropping it would answer another question
        assertThat(ask("Canada customers, Rock only: how many tracks?", List.of("only"))).isInstanceOf(Declined.class);
        assertThat(ask("Canada: how many customers of Rock are there?", List.of())).isInstanceOf(Declined.class);
    }

    @Test
    void should_not_read_a_long_sentence_before_a_colon_as_a_heading() {
        assertThat(HeadedQuestion.of("Tell me one thing about the store please: how many customers are there?",
                List.of("tell", "thing", "store", "please"))).isEmpty();
        assertThat(HeadedQuestion.of("Update me: how many customers are there?", List.of("update")))
                .hasValue(new HeadedQuestion("Update me", "how many customers are there?"));
    }
}
