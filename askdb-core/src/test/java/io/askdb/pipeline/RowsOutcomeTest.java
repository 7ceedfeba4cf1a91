package io.askdb.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowsOutcomeTest {
    private static ResultTable rows(int n, Truncation cut) {
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) rows.add(List.of(i));
        return ResultTable.of(List.of(new ResultColumn("id", "INTEGER", Types.INTEGER)), rows, cut, 1);
    }

    @Test
    void should_name_the_counted_total_and_the_row_cap_when_the_cap_cut_the_result_case_C25() {
        assertThat(RunningSteps.rowsOutcome(rows(100, Truncation.ROW_CAP).withTotalRowCount(200_000L)))
                .isEqualTo("100 of 200000 row(s), cut by the row cap");
        assertThat(RunningSteps.rowsOutcome(rows(100, Truncation.ROW_CAP))).isEqualTo("100 row(s), cut by the row cap");
    }

    @Test
    void should_name_the_byte_cap_or_nothing_when_the_result_was_not_cut_by_rows() {
        assertThat(RunningSteps.rowsOutcome(rows(7, Truncation.BYTE_CAP))).isEqualTo("7 row(s), cut by the byte cap");
        assertThat(RunningSteps.rowsOutcome(rows(3, Truncation.NONE))).isEqualTo("3 row(s)");
    }
}
