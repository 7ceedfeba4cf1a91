package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * A result column that is NULL in every row usually means a wrong join (an outer join that never
 * matches), a filter on the wrong column, or an aggregate over no rows. A statement that only
 * lists stored columns through inner joins cannot make a NULL itself: its NULLs are the data (a
 * customer with no billing state), so such a statement is not flagged; nor is one row of
 * aggregates whose count says no rows matched.
 */
final class AllNullCheck implements CriticCheck {
    @Override
    public String name() {
        return "all-null";
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        ResultTable result = request.result();
        if (result.rowCount() == 0) return Optional.empty();
        if (resolution != null && onlyStoredColumns(resolution)) return Optional.empty();
        if (countsNothing(result)) return Optional.empty();
        for (int c = 0; c < result.columns().size(); c++) {
            if (allNull(result.rows(), c)) {
                String name = result.columns().get(c).name();
                return Optional.of("The result column " + name + " is NULL in all " + result.rowCount()
                        + " rows. Check the join that supplies it (an outer join that never matches gives NULL), the column it reads,"
                        + " and the filters; if the aggregate runs over no rows, fix the filter.");
            }
        }
        return Optional.empty();
    }

    /** @return true when no SELECT of the statement has an outer join or selects anything but stored columns */
    private static boolean onlyStoredColumns(Resolution resolution) {
        for (PlainSelect select : resolution.scopes().keySet()) {
            if (select.getJoins() != null) {
                for (Join j : select.getJoins()) {
                    if (j.isLeft() || j.isRight() || j.isFull() || j.isOuter() || j.isNatural()) return false;
                }
            }
            for (SelectItem<?> item : select.getSelectItems()) {
                Expression e = item.getExpression();
                if (!(e instanceof Column) && !(e instanceof AllColumns)) return false;
            }
        }
        return true;
    }

    /**
     * @return true for one row of aggregates over no rows that says so itself: a count of 0 beside
     *         the NULL sums ("0 sales, total NULL" for a month without sales is the true answer;
     *         defog's gold "Toyota cars sold in the last 30 days" is such a row)
     */
    private static boolean countsNothing(ResultTable result) {
        if (result.rowCount() != 1 || !EmptyResultCheck.nothingFound(result)) return false;
        return result.rows().get(0).stream().anyMatch(v -> v instanceof Number);
    }

    private static boolean allNull(List<List<Object>> rows, int column) {
        for (List<Object> row : rows) {
            if (row.get(column) != null) return false;
        }
        return true;
    }

    /** An empty or all-null result may be the true answer ("no clients are from Radom"). */
    @Override
    public boolean conclusive() {
        return false;
    }
}
