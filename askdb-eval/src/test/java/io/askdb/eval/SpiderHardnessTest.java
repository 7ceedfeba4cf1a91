package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Spider hardness of gold queries of Spider's training set (src/test/resources/spider, CC BY-SA 4.0,
 * Yu et al., EMNLP 2018), each worked out by hand from taoyds/spider evaluation.py's
 * count_component1 (c1), count_component2 (c2), count_others (o) and eval_hardness.
 */
class SpiderHardnessTest {
    private static final List<EvalQuestion> SAMPLE = DatasetReader.read(Path.of("src/test/resources/spider/train-sample.json"), DatasetFormat.SPIDER);

    private static String hardness(int record) {
        return SpiderHardness.of(SAMPLE.get(record).goldSql().get(0));
    }

    @Test
    void should_grade_spider_gold_queries_as_spiders_evaluator_does_when_they_parse() {
        // SELECT count(*) FROM head WHERE age > 56: c1 = 1 (WHERE); one aggregate, one item, one condition: o = 0
        assertThat(hardness(0)).isEqualTo("easy");
        // SELECT name, born_state, age ... ORDER BY age: c1 = 1 (ORDER BY); o = 1 (3 SELECT items) -> medium
        assertThat(hardness(1)).isEqualTo("medium");
        // SELECT max(..), min(..) FROM department: c1 = 0; o = 2 (2 aggregates, 2 items) -> medium (o <= 2, c1 <= 1)
        assertThat(hardness(2)).isEqualTo("medium");
        // ... WHERE City_ID NOT IN (SELECT ...): c1 = 1, c2 = 1 (subquery value); the NOT counts as one "aggregate", not > 1: o = 0 -> hard
        assertThat(hardness(3)).isEqualTo("hard");
        // ... WHERE Population > 1500 OR Population < 500: c1 = 2 (WHERE, OR); o = 1 (2 conditions) -> medium
        assertThat(hardness(4)).isEqualTo("medium");
        // ... WHERE text LIKE '%intern%': c1 = 2 (WHERE, LIKE); o = 0 -> medium
        assertThat(hardness(5)).isEqualTo("medium");
        // one JOIN, WHERE a OR b: c1 = 3 (join, WHERE, OR); o = 1 (2 conditions) -> hard (2 < c1 <= 3, o <= 2)
        assertThat(hardness(6)).isEqualTo("hard");
        // T1.name, count(*) ... JOIN ... GROUP BY ... HAVING count(*) > 1: c1 = 2 (join, GROUP BY); Spider counts HAVING's
        // connectors and NOTs, not its aggregate, so one aggregate only; o = 1 (2 items) -> medium (extra if HAVING's count(*) counted)
        assertThat(hardness(7)).isEqualTo("medium");
        // two JOINs and a WHERE: c1 = 3; o = 0 -> hard
        assertThat(hardness(8)).isEqualTo("hard");
        // lname, age ... WHERE StuID IN (SELECT ... INTERSECT SELECT ...): c1 = 1, c2 = 1 (the INTERSECT is inside the
        // subquery, not at the top); o = 1 (2 items) -> no rule of easy, medium or hard holds -> extra
        assertThat(hardness(9)).isEqualTo("extra");
        // JOIN + WHERE, then INTERSECT: c1 = 2 (the first query's join and WHERE), c2 = 1 -> extra (hard's c2 rule needs c1 <= 1)
        assertThat(hardness(10)).isEqualTo("extra");
        // SELECT login_name FROM a INTERSECT SELECT login_name FROM b: c1 = 0, c2 = 1, o = 0 -> hard
        assertThat(hardness(11)).isEqualTo("hard");
    }

    @Test
    void should_grade_unknown_when_the_gold_sql_does_not_parse() {
        assertThat(SpiderHardness.of("SELECT name FROM WHERE")).isEqualTo(SpiderHardness.UNKNOWN);
        assertThat(SpiderHardness.of("DELETE FROM t")).isEqualTo(SpiderHardness.UNKNOWN);
    }

    @Test
    void should_count_a_limit_and_several_group_by_items_when_grading() {
        // c1 = 3 (GROUP BY, ORDER BY, LIMIT); o = 2 (2 items in GROUP BY; 2 SELECT items) -> hard (2 < c1 <= 3, o <= 2)
        assertThat(SpiderHardness.of("SELECT a, b FROM t GROUP BY a, b ORDER BY count(*) DESC LIMIT 1;")).isEqualTo("hard");
        // the same with one more aggregate in ORDER BY (count(*) - min(c)): aggregates 2 -> o = 3 -> extra (c1 > 2)
        assertThat(SpiderHardness.of("SELECT a, b FROM t GROUP BY a, b ORDER BY count(*) - min(c) DESC LIMIT 1")).isEqualTo("extra");
    }
}
