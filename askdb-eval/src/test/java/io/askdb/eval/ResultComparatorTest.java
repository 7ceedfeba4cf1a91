package io.askdb.eval;

import static io.askdb.eval.Comparison.BIRD;
import static io.askdb.eval.Comparison.SPIDER;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultComparatorTest {

    /** Rows with generated column labels c0, c1, ...; each argument is one row. */
    private static Rows rows(int columns, List<?>... rows) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < columns; i++) labels.add("c" + i);
        List<List<Object>> data = new ArrayList<>();
        for (List<?> row : rows) data.add(new ArrayList<>(row));
        return new Rows(labels, data);
    }

    private static List<Object> row(Object... cells) {
        return Arrays.asList(cells);
    }

    @Test
    void should_accept_swapped_columns_in_spider_and_reject_them_in_bird_when_columns_are_permuted() {
        Rows gold = rows(2, row(1L, "a"), row(2L, "b"));
        Rows predicted = rows(2, row("a", 1L), row("b", 2L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isFalse();
    }

    @Test
    void should_count_duplicates_in_spider_but_not_in_bird_when_rows_repeat() {
        Rows gold = rows(1, row(1L), row(1L), row(2L));
        Rows predicted = rows(1, row(1L), row(2L), row(2L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isTrue();
    }

    @Test
    void should_reject_reordered_rows_in_spider_only_when_order_matters() {
        Rows gold = rows(2, row("x", 1L), row("y", 2L));
        Rows predicted = rows(2, row("y", 2L), row("x", 1L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, true)).isFalse();
        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, true)).isTrue();
    }

    @Test
    void should_accept_ordered_rows_with_permuted_columns_when_order_matters() {
        Rows gold = rows(2, row("x", 1L), row("y", 2L));
        Rows predicted = rows(2, row(1L, "x"), row(2L, "y"));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, true)).isTrue();
    }

    @Test
    void should_treat_values_equal_when_they_agree_to_six_decimal_places() {
        Rows gold = rows(1, row(0.3333333));
        assertThat(ResultComparator.sameResult(SPIDER, gold, rows(1, row(0.33333334)), false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, gold, rows(1, row(new BigDecimal("0.33333334"))), false)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, rows(1, row(0.33)), rows(1, row(0.34)), false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, rows(1, row(0.33)), rows(1, row(0.34)), false)).isFalse();
    }

    @Test
    void should_compare_numbers_by_value_when_types_differ() {
        Rows asLong = rows(1, row(1L));
        Rows asDouble = rows(1, row(1.0));
        Rows asDecimal = rows(1, row(new BigDecimal("1.00")));

        assertThat(ResultComparator.sameResult(SPIDER, asLong, asDouble, false)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, asLong, asDecimal, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, asDouble, asDecimal, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, rows(1, row(100L)), rows(1, row(new BigDecimal("1E+2"))), false)).isTrue();
    }

    @Test
    void should_equal_one_and_zero_when_booleans_meet_numbers_as_in_python() {
        Rows gold = rows(2, row(true, false));
        Rows predicted = rows(2, row(1L, 0L));

        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, gold, rows(2, row(0L, 1L)), false)).isFalse();
    }

    @Test
    void should_keep_text_apart_from_numbers_and_case_when_comparing_strings() {
        assertThat(ResultComparator.sameResult(SPIDER, rows(1, row("1")), rows(1, row(1L)), false)).isFalse();
        assertThat(ResultComparator.sameResult(SPIDER, rows(1, row("Rock")), rows(1, row("rock")), false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, rows(1, row("Rock")), rows(1, row("Rock")), false)).isTrue();
    }

    @Test
    void should_match_null_only_with_null_when_cells_are_null() {
        assertThat(ResultComparator.sameResult(SPIDER, rows(2, row(null, 1L)), rows(2, row(null, 1L)), false)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, rows(1, row((Object) null)), rows(1, row(0L)), false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, rows(1, row((Object) null)), rows(1, row("")), false)).isFalse();
        assertThat(ResultComparator.sameResult(SPIDER, rows(2, row(null, 1L)), rows(2, row(1L, null)), false)).isTrue();
    }

    @Test
    void should_be_equal_when_both_results_are_empty_whatever_their_columns() {
        assertThat(ResultComparator.sameResult(SPIDER, rows(1), rows(3), true)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, rows(1), rows(3), false)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, rows(1), rows(1, row(1L)), false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, rows(1, row(1L)), rows(1), false)).isFalse();
    }

    @Test
    void should_reject_when_column_counts_differ() {
        Rows gold = rows(1, row(1L));
        Rows predicted = rows(2, row(1L, 1L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isFalse();
    }

    @Test
    void should_reject_when_each_column_matches_as_a_set_but_the_rows_do_not() {
        Rows gold = rows(2, row(1L, 2L), row(2L, 1L));
        Rows predicted = rows(2, row(1L, 1L), row(2L, 2L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isFalse();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isFalse();
    }

    @Test
    void should_find_the_one_matching_permutation_when_there_are_many_columns() {
        Rows gold = rows(5, row(1L, 2L, 3L, "d", 5.5), row(6L, 7L, 8L, "e", 9.5));
        Rows predicted = rows(5, row(5.5, "d", 3L, 1L, 2L), row(9.5, "e", 8L, 6L, 7L));
        Rows crossed = rows(5, row(5.5, "d", 3L, 1L, 7L), row(9.5, "e", 8L, 6L, 2L));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, true)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, gold, crossed, false)).isFalse();
    }

    @Test
    void should_decide_quickly_when_many_columns_hold_the_same_values() {
        List<Object> goldRow = new ArrayList<>();
        List<Object> predictedRow = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            goldRow.add(0L);
            predictedRow.add(i == 11 ? 1L : 0L);
        }
        Rows gold = rows(12, goldRow, goldRow);
        Rows same = rows(12, goldRow, goldRow);
        Rows differs = rows(12, goldRow, predictedRow);

        assertThat(ResultComparator.sameResult(SPIDER, gold, same, false)).isTrue();
        assertThat(ResultComparator.sameResult(SPIDER, gold, differs, false)).isFalse();
    }

    @Test
    void should_ignore_column_labels_when_comparing() {
        Rows gold = new Rows(List.of("name"), List.of(List.of("AC/DC")));
        Rows predicted = new Rows(List.of("artist_name"), List.of(List.of("AC/DC")));

        assertThat(ResultComparator.sameResult(SPIDER, gold, predicted, false)).isTrue();
        assertThat(ResultComparator.sameResult(BIRD, gold, predicted, false)).isTrue();
    }
}
