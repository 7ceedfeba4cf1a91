package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.jdbc.ReferenceQueryRunner;
import org.junit.jupiter.api.Test;

/** Comparisons of real results from the Chinook SQLite database (read-only), as the eval runner makes them. */
class ChinookComparisonTest {
    private final ReferenceQueryRunner runner = new ReferenceQueryRunner(
            ReadOnlyConnectionSource.of("../data/chinook/chinook.sqlite", null));

    private Rows run(String sql) {
        return Rows.of(runner.run(sql, ExecutionLimits.DEFAULT));
    }

    private boolean same(Comparison mode, String gold, String predicted) {
        return ResultComparator.sameResult(mode, run(gold), run(predicted), ResultComparator.orderMatters(gold));
    }

    @Test
    void should_accept_a_prediction_when_it_selects_the_gold_columns_in_another_order_under_spider() {
        String gold = "SELECT Name, Milliseconds FROM Track WHERE AlbumId = 1";
        String predicted = "SELECT Milliseconds AS ms, Name FROM Track WHERE AlbumId = 1";

        assertThat(same(Comparison.SPIDER, gold, predicted)).isTrue();
        assertThat(same(Comparison.BIRD, gold, predicted)).isFalse();
    }

    @Test
    void should_accept_an_average_when_it_is_computed_with_floats_or_integers() {
        String gold = "SELECT AVG(Milliseconds) FROM Track WHERE AlbumId = 1";
        String predicted = "SELECT SUM(Milliseconds) * 1.0 / COUNT(*) FROM Track WHERE AlbumId = 1";

        assertThat(same(Comparison.SPIDER, gold, predicted)).isTrue();
        assertThat(same(Comparison.BIRD, gold, predicted)).isTrue();
        assertThat(same(Comparison.BIRD, gold, "SELECT SUM(Milliseconds) / COUNT(*) FROM Track WHERE AlbumId = 1")).isFalse();
    }

    @Test
    void should_reject_reversed_rows_when_the_gold_sql_orders_them() {
        String gold = "SELECT Name FROM Genre ORDER BY Name LIMIT 5";
        String reversed = "SELECT Name FROM (SELECT Name FROM Genre ORDER BY Name LIMIT 5) ORDER BY Name DESC";

        assertThat(same(Comparison.SPIDER, gold, reversed)).isFalse();
        assertThat(same(Comparison.BIRD, gold, reversed)).isTrue();
    }

    @Test
    void should_tell_distinct_from_duplicate_rows_only_under_spider() {
        String gold = "SELECT GenreId FROM Track WHERE AlbumId = 1";
        String distinct = "SELECT DISTINCT GenreId FROM Track WHERE AlbumId = 1";

        assertThat(same(Comparison.SPIDER, gold, distinct)).isFalse();
        assertThat(same(Comparison.BIRD, gold, distinct)).isTrue();
    }
}
