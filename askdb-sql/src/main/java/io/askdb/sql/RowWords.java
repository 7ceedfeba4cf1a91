package io.askdb.sql;

import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How checks name rows and values in their findings: a text value quoted as data ('Ben Cole'),
 * a number as the engine returned it, NULL as NULL; a row by its first text cell that is not a
 * sort key, else by its cells; a list of names cut to a few; a small result by its rows, a larger
 * one by its row count. Also compares two results' rows, for checks that weigh a corrected query
 * by whether it gives other rows.
 */
final class RowWords {
    /** The most names a finding lists before "and n more". */
    static final int NAMED = 3;

    private RowWords() {
    }

    static String value(Object v) {
        if (v == null) return "NULL";
        if (v instanceof String s) return "'" + s.replace("'", "''") + "'";
        return String.valueOf(v);
    }

    /**
     * @param row  the row's own cells
     * @param keys the columns that are sort keys, not used as the name when another cell can be
     */
    static String label(List<Object> row, Set<Integer> keys) {
        for (int c = 0; c < row.size(); c++) {
            if (!keys.contains(c) && row.get(c) instanceof String s) return value(s);
        }
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < row.size(); c++) if (!keys.contains(c)) cells.add(value(row.get(c)));
        if (cells.isEmpty()) for (Object v : row) cells.add(value(v));
        return cells.size() == 1 ? cells.get(0) : "(" + String.join(", ", cells) + ")";
    }

    /**
     * @param names the names, at least one
     * @param more  true when rows beyond the names are known to exist but were not read
     * @return "a", "a and b", "a, b and c", "a, b, c and 2 more", or "a and more"
     */
    static String list(List<String> names, boolean more) {
        List<String> shown = names.size() > NAMED ? names.subList(0, NAMED) : names;
        int rest = names.size() - shown.size();
        if (rest > 0 || more) return String.join(", ", shown) + " and " + (rest > 0 ? rest + " " : "") + "more";
        if (shown.size() == 1) return shown.get(0);
        return String.join(", ", shown.subList(0, shown.size() - 1)) + " and " + shown.get(shown.size() - 1);
    }

    /** @return true when both hold the same rows, counted with their repeats, in any order */
    static boolean sameRows(List<List<Object>> a, List<List<Object>> b) {
        if (a.size() != b.size()) return false;
        Map<List<Object>, Integer> counts = new HashMap<>();
        for (List<Object> row : a) counts.merge(row, 1, Integer::sum);
        for (List<Object> row : b) {
            Integer left = counts.get(row);
            if (left == null || left == 0) return false;
            counts.put(row, left - 1);
        }
        return true;
    }

    /** @return one or two rows as their values, more as a row count */
    static String shown(ResultTable t) {
        if (t.cutBeforeFirstRow()) return "no row shown (a cap cut the result before its first row)";
        if (t.rowCount() == 0) return "no rows";
        if (t.rowCount() > 2) return t.rowCount() + " rows";
        List<String> rows = new ArrayList<>();
        for (List<Object> row : t.rows()) rows.add("(" + String.join(", ", row.stream().map(RowWords::value).toList()) + ")");
        return String.join(", ", rows);
    }
}
