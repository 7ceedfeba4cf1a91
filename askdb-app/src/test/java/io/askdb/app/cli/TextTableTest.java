package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextTableTest {
    @Test
    void should_show_a_double_without_binary_noise_when_a_sum_of_reals_has_some() {
        assertThat(TextTable.cell(5.9399999999999995)).isEqualTo("5.94");
        assertThat(TextTable.cell(826.65)).isEqualTo("826.65");
        assertThat(TextTable.cell(1.0E-7)).isEqualTo("0.0000001");
        assertThat(TextTable.cell(3.0)).isEqualTo("3");
        assertThat(TextTable.cell(0.0)).isEqualTo("0");
    }
}
