package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 16: a result a cap cut before its first row holds no row, yet rows exist; critics must not call it empty. */
class CutResultEmptinessTest {
    private static final List<ResultColumn> BODY = List.of(new ResultColumn("body", "TEXT", java.sql.Types.VARCHAR));

    @Test
    void should_not_read_a_result_cut_before_its_first_row_as_nothing_found() {
        ResultTable cut = ResultTable.of(BODY, List.of(), Truncation.BYTE_CAP, 1);
        ResultTable empty = ResultTable.of(BODY, List.of(), Truncation.NONE, 1);

        assertThat(EmptyResultCheck.nothingFound(cut)).isFalse();
        assertThat(EmptyResultCheck.nothingFound(empty)).isTrue();
        assertThat(RowWords.shown(cut)).doesNotContain("no rows").contains("before its first row");
        assertThat(RowWords.shown(empty)).isEqualTo("no rows");
    }
}
