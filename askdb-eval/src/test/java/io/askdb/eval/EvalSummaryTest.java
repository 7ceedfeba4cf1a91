package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EvalSummaryTest {
    private final EvalSummary summary = EvalSummary.of(SampleResults.five(), Comparison.SPIDER, "sample", "planner");

    @Test
    void should_count_ex_over_scored_questions_when_a_gold_query_failed() {
        assertThat(summary.total()).isEqualTo(5);
        assertThat(summary.scored()).isEqualTo(4);
        assertThat(summary.correct()).isEqualTo(1);
        assertThat(summary.ex()).isEqualTo(0.25);
        assertThat(summary.validSqlRate()).as("2 of the 3 predictions with SQL ran; the clarification wrote none").isEqualTo(2.0 / 3);
        assertThat(summary.comparison()).isEqualTo(Comparison.SPIDER);
    }

    @Test
    void should_list_every_verdict_in_declaration_order_when_some_never_occur() {
        assertThat(summary.verdicts()).containsExactly(
                Map.entry(Verdict.CORRECT, 1), Map.entry(Verdict.WRONG_RESULT, 1), Map.entry(Verdict.SQL_ERROR, 1),
                Map.entry(Verdict.TIMEOUT, 0), Map.entry(Verdict.REFUSED, 0), Map.entry(Verdict.DECLINED, 0),
                Map.entry(Verdict.CLARIFICATION, 1), Map.entry(Verdict.GOLD_ERROR, 1), Map.entry(Verdict.NOT_RUN, 0),
                Map.entry(Verdict.UNREADABLE_REPLY, 0), Map.entry(Verdict.MISSING_DATABASE, 0));
    }

    @Test
    void should_total_repairs_clarifications_calls_and_tokens_when_summing_questions() {
        assertThat(summary.repairs()).isEqualTo(3);
        assertThat(summary.questionsRepaired()).isEqualTo(2);
        assertThat(summary.clarifications()).isEqualTo(1);
        assertThat(summary.modelCalls()).isEqualTo(8);
        assertThat(summary.inputTokens()).isEqualTo(6900);
        assertThat(summary.outputTokens()).isEqualTo(690);
    }

    @Test
    void should_take_nearest_rank_percentiles_when_summarising_times() {
        assertThat(summary.elapsedMillis()).isEqualTo(new Percentiles(1000, 3000));
        assertThat(summary.modelMillis()).isEqualTo(new Percentiles(800, 2400));
        assertThat(summary.askdbMillis()).isEqualTo(new Percentiles(200, 1000));
        assertThat(Percentiles.of(new long[] {40, 10, 30, 20})).isEqualTo(new Percentiles(20, 40));
        assertThat(Percentiles.of(new long[] {7})).isEqualTo(new Percentiles(7, 7));
        assertThat(Percentiles.of(new long[0])).isEqualTo(new Percentiles(0, 0));
    }

    @Test
    void should_break_down_by_each_tag_and_database_when_questions_carry_tags() {
        assertThat(summary.byTag()).containsOnlyKeys("category", "difficulty");
        assertThat(summary.byTag().get("category")).containsExactly(
                Map.entry("group_by", new Breakdown(2, 1, 1, 1.0)), Map.entry("join", new Breakdown(2, 2, 0, 0.0)));
        assertThat(summary.byTag().get("difficulty")).containsExactly(
                Map.entry("hard", new Breakdown(1, 1, 0, 0.0)), Map.entry("simple", new Breakdown(1, 1, 1, 1.0)));
        assertThat(summary.byDb()).containsExactly(
                Map.entry("chinook", new Breakdown(3, 3, 1, 1.0 / 3)), Map.entry("defog_academic", new Breakdown(2, 1, 0, 0.0)));
    }

    @Test
    void should_average_linking_recall_over_measured_questions_when_some_have_none() {
        RecallSummary linking = summary.linking();
        assertThat(linking.questions()).isEqualTo(2);
        assertThat(linking.tableRecall()).containsExactly(Map.entry(5, 0.75), Map.entry(10, 1.0), Map.entry(20, 1.0));
        assertThat(linking.columnQuestions()).isEqualTo(1);
        assertThat(linking.columnRecall()).containsExactly(Map.entry(5, 0.5), Map.entry(10, 1.0), Map.entry(20, 1.0));
    }

    @Test
    void should_report_zero_ex_and_empty_parts_when_there_are_no_questions() {
        EvalSummary empty = EvalSummary.of(List.of(), Comparison.BIRD, "empty", "planner");

        assertThat(empty.total()).isZero();
        assertThat(empty.ex()).isZero();
        assertThat(empty.validSqlRate()).isZero();
        assertThat(empty.byTag()).isEmpty();
        assertThat(empty.linking()).isEqualTo(new RecallSummary(0, Map.of(), 0, Map.of()));
        assertThat(empty.elapsedMillis()).isEqualTo(new Percentiles(0, 0));
    }

    @Test
    void should_name_the_field_when_a_summary_is_inconsistent() {
        assertThatThrownBy(() -> new Breakdown(1, 2, 0, 0.0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("scored=2").hasMessageContaining("total=1");
        assertThatThrownBy(() -> EvalSummary.of(List.of(), Comparison.SPIDER, " ", "planner"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("EvalSummary.dataset must not be blank");
        assertThat(Breakdown.ratio(1, 3)).isCloseTo(0.3333, within(0.0001));
    }
}
