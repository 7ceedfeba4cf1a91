package io.askdb.execution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultTableTest {
    private static final List<ResultColumn> ID = List.of(new ResultColumn("id", "INTEGER", Types.INTEGER));
    private static final List<List<Object>> TWO = List.of(List.of(1L), List.of(2L));

    @Test
    void should_count_as_cut_by_the_row_cap_with_an_unknown_total_when_built_the_old_way() {
        ResultTable cut = new ResultTable(ID, TWO, true, 3);
        ResultTable whole = new ResultTable(ID, TWO, false, 3);

        assertThat(cut.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(cut.totalRowCount()).isNull();
        assertThat(whole.truncatedBy()).isEqualTo(Truncation.NONE);
        assertThat(whole.totalRowCount()).isEqualTo(2L);
    }

    @Test
    void should_carry_the_total_when_c25_counted_200000_rows_behind_a_cut_preview() {
        ResultTable cut = ResultTable.of(ID, TWO, Truncation.ROW_CAP, 3).withTotalRowCount(200_000L);

        assertThat(cut.truncated()).isTrue();
        assertThat(cut.totalRowCount()).isEqualTo(200_000L);
        assertThat(cut.rows()).hasSize(2);
    }

    @Test
    void should_reject_a_cause_that_contradicts_the_truncated_flag() {
        assertThatThrownBy(() -> new ResultTable(ID, TWO, true, 3, Truncation.NONE, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ResultTable.truncatedBy must be NONE exactly when truncated is false, was NONE with truncated true");
        assertThatThrownBy(() -> new ResultTable(ID, TWO, false, 3, Truncation.BYTE_CAP, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("ResultTable.truncatedBy must be NONE exactly when truncated is false");
        assertThatThrownBy(() -> new ResultTable(ID, TWO, false, 3, null, null))
                .isInstanceOf(NullPointerException.class).hasMessage("ResultTable.truncatedBy");
    }

    @Test
    void should_reject_a_total_that_does_not_fit_the_rows_held() {
        assertThatThrownBy(() -> new ResultTable(ID, TWO, true, 3, Truncation.ROW_CAP, 2L))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ResultTable.totalRowCount must be more than the row count 2 when ROW_CAP cut the result, was 2");
        assertThatThrownBy(() -> new ResultTable(ID, TWO, false, 3, Truncation.NONE, 5L))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ResultTable.totalRowCount must equal the row count 2 when nothing was cut, was 5");
    }
}
