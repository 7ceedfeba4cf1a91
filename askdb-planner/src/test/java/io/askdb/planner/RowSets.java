package io.askdb.planner;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Test-only: compares two SQL results the way Spider's execution match does for one query pair:
 * as multisets of rows, or as sequences when the gold query orders its rows; numbers compare by
 * value to six decimals (an INTEGER 3 equals a REAL 3.0), everything else by its text.
 */
final class RowSets {
    private RowSets() {
    }

    /** @return true when the rows are equal as multisets, or in order when {@code ordered} */
    static boolean same(List<List<Object>> expected, List<List<Object>> actual, boolean ordered) {
        List<List<String>> e = normal(expected), a = normal(actual);
        if (ordered) return e.equals(a);
        if (e.size() != a.size()) return false;
        List<List<String>> rest = new ArrayList<>(a);
        for (List<String> row : e) if (!rest.remove(row)) return false;
        return true;
    }

    /** @return true when the gold SQL orders its outer rows */
    static boolean ordered(String goldSql) {
        return goldSql.toUpperCase(Locale.ROOT).contains("ORDER BY");
    }

    static List<List<String>> normal(List<List<Object>> rows) {
        List<List<String>> out = new ArrayList<>();
        for (List<Object> r : rows) {
            List<String> n = new ArrayList<>();
            for (Object v : r) n.add(v instanceof Number x ? new BigDecimal(x.toString()).setScale(6, RoundingMode.HALF_UP).toPlainString() : String.valueOf(v));
            out.add(n);
        }
        return out;
    }
}
