package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OrderMattersTest {

    @Test
    void should_detect_order_by_when_the_case_and_whitespace_vary() {
        assertThat(ResultComparator.orderMatters("SELECT name FROM artist ORDER BY name")).isTrue();
        assertThat(ResultComparator.orderMatters("select name from artist order\n\t  by name")).isTrue();
        assertThat(ResultComparator.orderMatters("SELECT name FROM artist Order  By 1 LIMIT 3")).isTrue();
    }

    @Test
    void should_count_order_by_when_it_is_only_in_a_subquery() {
        assertThat(ResultComparator.orderMatters(
                "SELECT name FROM (SELECT name FROM artist ORDER BY name LIMIT 5) AS t")).isTrue();
    }

    @Test
    void should_ignore_order_by_when_it_is_inside_a_literal_identifier_or_comment() {
        assertThat(ResultComparator.orderMatters("SELECT * FROM t WHERE note = 'order by date'")).isFalse();
        assertThat(ResultComparator.orderMatters("SELECT * FROM t WHERE note = 'it''s order by' AND x = 1")).isFalse();
        assertThat(ResultComparator.orderMatters("SELECT \"order by\" FROM t")).isFalse();
        assertThat(ResultComparator.orderMatters("SELECT a FROM t -- order by a\n")).isFalse();
        assertThat(ResultComparator.orderMatters("SELECT a /* order by a */ FROM t")).isFalse();
    }

    @Test
    void should_not_match_when_order_or_by_is_part_of_another_word() {
        assertThat(ResultComparator.orderMatters("SELECT border by_x FROM t")).isFalse();
        assertThat(ResultComparator.orderMatters("SELECT orders.id FROM orders GROUP BY orders.id")).isFalse();
    }

    @Test
    void should_find_order_by_when_it_follows_a_literal() {
        assertThat(ResultComparator.orderMatters("SELECT a FROM t WHERE b = 'x' ORDER BY a")).isTrue();
    }
}
