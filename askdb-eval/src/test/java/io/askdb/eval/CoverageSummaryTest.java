package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The "By hardness" and "Most common decline reasons" tables of summary.md and report.json (issue 17). */
class CoverageSummaryTest {
    private static QuestionResult result(String id, String gold, Verdict verdict, String error) {
        return new QuestionResult(id, "shop", "Question " + id + "?", Map.of(), List.of(gold), null, verdict, error,
                List.of(), List.of(), 1, -1, 0, null, 0, 0, 0, 0, 10);
    }

    private static final String MATCH = "to any table, column or value in this database.";
    private static final List<QuestionResult> RESULTS = List.of(
            result("1", "SELECT count(*) FROM t", Verdict.CORRECT, null),                          // easy
            result("2", "SELECT a FROM t WHERE b = 1", Verdict.WRONG_RESULT, null),                 // easy
            result("3", "SELECT a, b FROM t ORDER BY a", Verdict.DECLINED, "I could not match 'trak' " + MATCH),      // medium
            result("4", "SELECT a, b FROM t ORDER BY b", Verdict.DECLINED, "I could not match 'x' and 'y' " + MATCH), // medium
            result("5", "SELECT a FROM t INTERSECT SELECT a FROM u", Verdict.CLARIFICATION, "Which a?"),             // hard
            result("6", "SELEC nonsense", Verdict.SQL_ERROR, "no such table: x"),                                    // unknown
            result("7", "SELECT count(*) FROM t", Verdict.GOLD_ERROR, "no such table: t"),                          // not asked
            result("8", "SELECT a FROM t WHERE b IN (SELECT c FROM u)", Verdict.DECLINED, "I cannot apply conditions such as 'since 2010'."));

    private final EvalSummary summary = EvalSummary.of(RESULTS, Comparison.SPIDER, "sample", "planner", Wording.SYN, null);

    @Test
    void should_count_asked_answered_and_right_by_hardness_when_summarising() {
        assertThat(summary.byHardness()).containsExactly(
                Map.entry("easy", new Coverage(2, 2, 1, 1.0, 0.5)),
                Map.entry("medium", new Coverage(2, 0, 0, 0.0, 0.0)),
                Map.entry("hard", new Coverage(2, 0, 0, 0.0, 0.0)),
                Map.entry("extra", new Coverage(0, 0, 0, 0.0, 0.0)),
                Map.entry("unknown", new Coverage(1, 1, 0, 1.0, 0.0)));
        assertThat(summary.answered()).isEqualTo(3);
        assertThat(summary.coverage()).isEqualTo(3 / 7.0);
        assertThat(summary.precision()).isEqualTo(1 / 3.0);
        assertThat(summary.wording()).isEqualTo("syn");
    }

    @Test
    void should_group_declines_by_template_when_quoted_words_differ() {
        assertThat(summary.declineReasons()).containsExactly(
                new DeclineReason("I could not match '…' " + MATCH, 2, List.of("trak", "x", "y")),
                new DeclineReason("I cannot apply conditions such as '…'.", 1, List.of("since 2010")));
    }

    @Test
    void should_render_the_two_tables_and_the_coverage_line_in_markdown() {
        String md = EvalReportWriter.markdown(summary);

        assertThat(md).contains("Questions in the syn wording.\n"
                + "Coverage 3/7 = 42.9% (answered with SQL that ran); precision 1/3 = 33.3% (right of answered).\n");
        assertThat(md).contains("""
                | hardness | asked | answered | right | coverage | precision |
                |---|---:|---:|---:|---:|---:|
                | easy | 2 | 2 | 1 | 100.0% | 50.0% |
                | medium | 2 | 0 | 0 | 0.0% | 0.0% |
                | hard | 2 | 0 | 0 | 0.0% | 0.0% |
                | extra | 0 | 0 | 0 | 0.0% | 0.0% |
                | unknown | 1 | 1 | 0 | 100.0% | 0.0% |
                """);
        assertThat(md).contains("""
                ## Most common decline reasons

                | reason | questions | examples |
                |---|---:|---|
                | I could not match '…' to any table, column or value in this database. | 2 | trak, x, y |
                | I cannot apply conditions such as '…'. | 1 | since 2010 |
                """);
    }

    @Test
    void should_keep_apostrophes_inside_words_when_making_a_template() {
        assertThat(DeclineReasons.template("I don't know 'a', 'b' or 'c' here."))
                .isEqualTo("I don't know '…' here.");
    }
}
