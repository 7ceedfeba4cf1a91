package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import io.askdb.confidence.Confidence;
import io.askdb.confidence.ConfidenceInput;
import io.askdb.confidence.FusedConfidenceScorer;
import io.askdb.generation.CandidateSql;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.validation.QueryShape;
import java.util.List;
import org.junit.jupiter.api.Test;

class FusedConfidenceScorerTest {
    private static final TableId CUSTOMER = new TableId("main", "customer");
    private static final TableId ORDERS = new TableId("main", "orders");
    private final FusedConfidenceScorer scorer = new FusedConfidenceScorer();

    private static QueryShape shape(int joins, TableId... tables) {
        return new QueryShape(List.of(tables), List.of(), joins, 0, 0, false);
    }

    @Test
    void should_keep_the_model_rating_when_every_other_signal_is_perfect() {
        Confidence c = scorer.score(new ConfidenceInput(CandidateSql.of("SELECT 1", 90), shape(0, CUSTOMER), LinkedSchema.NONE, List.of()));

        assertThat(c.score()).isEqualTo(90);
        assertThat(c.parts()).containsEntry("schema_coverage", 100).containsEntry("simplicity", 100);
    }

    @Test
    void should_lower_the_score_for_question_words_the_schema_does_not_hold_and_for_tables_not_linked() {
        LinkedSchema linked = new LinkedSchema(List.of(new LinkedTable(CUSTOMER, 1, List.of())), List.of(), List.of(),
                List.of("haryana"));
        Confidence c = scorer.score(new ConfidenceInput(CandidateSql.of("SELECT 1", 90), shape(1, CUSTOMER, ORDERS), linked, List.of()));

        // coverage 50 - 15 = 35; simplicity 100 / 1.35 = 74; 90 x 0.35 x (0.7 + 0.3 x 0.74) = 29
        assertThat(c.parts()).containsEntry("schema_coverage", 35).containsEntry("simplicity", 74);
        assertThat(c.score()).isEqualTo(29);
    }

    @Test
    void should_raise_the_score_when_a_verified_example_is_close() {
        Confidence c = scorer.score(new ConfidenceInput(CandidateSql.of("SELECT 1", 40), shape(0, CUSTOMER), LinkedSchema.NONE,
                List.of(new Example("How many customers?", "SELECT COUNT(*) FROM customer", 0.9))));

        // 40 + (100 - 40) x 0.4 = 64
        assertThat(c.score()).isEqualTo(64);
    }
}
