package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellValuesTest {
    @Test
    void should_strip_trailing_zeros_without_scientific_notation_when_decimals_are_normalised() {
        assertThat(CellValues.exact(new BigDecimal("9.8750000000000000")).toString()).isEqualTo("9.875");
        assertThat(CellValues.exact(new BigDecimal("20.0500000000000000")).toString()).isEqualTo("20.05");
        assertThat(CellValues.exact(new BigDecimal("1E+1")).toString()).isEqualTo("10");
        assertThat(CellValues.exact(new BigDecimal("150.00")).toString()).isEqualTo("150.00");
        assertThat(CellValues.exact(new BigDecimal("10.000000")).toString()).isEqualTo("10");
        assertThat(CellValues.exact(new BigDecimal("0.000")).toString()).isEqualTo("0.000");
    }

    @Test
    void should_convert_driver_objects_when_values_are_wide_or_non_finite() throws Exception {
        assertThat(CellValues.convert(BigInteger.valueOf(5))).isEqualTo(5L);
        assertThat(CellValues.convert(new BigInteger("18446744073709551615"))).isEqualTo(new BigDecimal("18446744073709551615"));
        assertThat(CellValues.convert(Double.POSITIVE_INFINITY)).isEqualTo("Infinity");
        assertThat(CellValues.convert(Float.NEGATIVE_INFINITY)).isEqualTo("-Infinity");
        assertThat(CellValues.convert(0.1f)).isEqualTo(0.1);
        assertThat(CellValues.convert(new int[] {1, 2})).isEqualTo(List.of(1L, 2L));
        assertThat(CellValues.convert(Map.of(1, "a"))).isEqualTo(Map.of("1", "a"));
    }

    @Test
    void should_cap_base64_at_one_kibibyte_and_say_truncated_when_bytes_are_long() throws Exception {
        @SuppressWarnings("unchecked")
        Map<String, Object> out = (Map<String, Object>) CellValues.convert(new byte[3000]);
        assertThat(out.get("length")).isEqualTo(3000L);
        assertThat(out.get("truncated")).isEqualTo(true);
        assertThat(java.util.Base64.getDecoder().decode((String) out.get("base64"))).hasSize(1024);
    }
}
