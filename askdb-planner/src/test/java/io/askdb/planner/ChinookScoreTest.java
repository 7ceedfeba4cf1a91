package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Scores the planner on the 94 Chinook eval questions, without and with the semantic model. */
class ChinookScoreTest {
    @Test
    void should_keep_precision_at_least_95_percent_when_the_semantic_model_is_used() throws IOException {
        Catalog catalog = ChinookScore.jdbcCatalog();

        Map<String, ChinookScore.Tally> before = ChinookScore.score(new KeywordPlanner(), catalog);
        Map<String, ChinookScore.Tally> after = ChinookScore.score(ChinookScore.withModel(catalog), catalog);
        ChinookScore.write("chinook-score-without-model.md", before);
        ChinookScore.write("chinook-score-with-model.md", after);

        ChinookScore.Tally all = after.get("all");
        assertThat(all.questions).isEqualTo(94);
        assertThat(100.0 * all.correct / all.answered).as("precision; wrong: %s", all.wrong).isGreaterThanOrEqualTo(95.0);
        assertThat(all.correct).isGreaterThan(before.get("all").correct);
    }
}
