package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PercentilesTest {
    @Test
    void should_take_the_sample_at_rank_ceil_p_n_when_the_samples_are_one_to_ten() {
        double[] samples = {10, 3, 7, 1, 9, 2, 8, 4, 6, 5};

        assertThat(Percentiles.nearestRank(samples, 50)).isEqualTo(5);
        assertThat(Percentiles.nearestRank(samples, 95)).isEqualTo(10);
        assertThat(Percentiles.nearestRank(samples, 90)).isEqualTo(9);
        assertThat(Percentiles.nearestRank(samples, 10)).isEqualTo(1);
        assertThat(samples[0]).as("input left unsorted").isEqualTo(10);
    }

    @Test
    void should_pick_rank_19_of_20_for_p95_and_95_of_100_when_counts_are_larger() {
        double[] twenty = new double[20];
        double[] hundred = new double[100];
        for (int i = 0; i < 20; i++) twenty[i] = i + 1;
        for (int i = 0; i < 100; i++) hundred[i] = 100 - i;

        assertThat(Percentiles.nearestRank(twenty, 95)).isEqualTo(19);
        assertThat(Percentiles.nearestRank(twenty, 50)).isEqualTo(10);
        assertThat(Percentiles.nearestRank(hundred, 95)).isEqualTo(95);
        assertThat(Percentiles.nearestRank(hundred, 100)).isEqualTo(100);
    }

    @Test
    void should_return_the_only_sample_when_there_is_one() {
        assertThat(Percentiles.nearestRank(new double[] {7.5}, 50)).isEqualTo(7.5);
        assertThat(Percentiles.nearestRank(new double[] {7.5}, 95)).isEqualTo(7.5);
    }

    @Test
    void should_build_a_row_with_median_and_p95_when_given_samples() {
        BenchRow row = Percentiles.row("guard", "us", new double[] {4, 1, 3, 2}, "four");

        assertThat(row).isEqualTo(new BenchRow("guard", "us", 4, 2, 4, "four"));
    }

    @Test
    void should_refuse_when_there_are_no_samples_or_p_is_out_of_range() {
        assertThatThrownBy(() -> Percentiles.nearestRank(new double[0], 50)).hasMessage("samples must not be empty");
        assertThatThrownBy(() -> Percentiles.nearestRank(new double[] {1}, 0)).hasMessage("p must be above 0 and at most 100, was 0.0");
    }
}
