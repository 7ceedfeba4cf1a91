package io.askdb.app.cli;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Renders a result table as aligned text for a terminal, at most a given number of rows. */
final class TextTable {
    private static final int MAX_CELL = 60;

    private TextTable() {
    }

    static String render(ResultTable table, int maxRows) {
        List<String> header = table.columns().stream().map(ResultColumn::name).toList();
        int shown = Math.min(maxRows, table.rowCount());
        List<List<String>> cells = new ArrayList<>();
        for (int r = 0; r < shown; r++) {
            cells.add(table.rows().get(r).stream().map(TextTable::cell).toList());
        }
        int[] width = new int[header.size()];
        for (int c = 0; c < header.size(); c++) {
            width[c] = header.get(c).length();
            for (List<String> row : cells) width[c] = Math.max(width[c], row.get(c).length());
        }
        StringBuilder out = new StringBuilder();
        line(out, header, width, table, false);
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < width.length; c++) rule.append(c == 0 ? "" : "-+-").append("-".repeat(width[c]));
        out.append(rule).append('\n');
        for (List<String> row : cells) line(out, row, width, table, true);
        if (shown < table.rowCount()) {
            out.append("... ").append(table.rowCount() - shown).append(" more rows (use --json for all of them)\n");
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> values, int[] width, ResultTable t, boolean alignNumbers) {
        for (int c = 0; c < values.size(); c++) {
            if (c > 0) out.append(" | ");
            String v = values.get(c);
            boolean right = alignNumbers && t.columns().get(c).isNumeric();
            String pad = " ".repeat(width[c] - v.length());
            out.append(right ? pad + v : (c == values.size() - 1 ? v : v + pad));
        }
        out.append('\n');
    }

    /**
     * A double as a person reads it: 15 significant digits, so binary noise such as
     * 5.9399999999999995 (a SUM of REAL values) shows as 5.94; JSON output keeps the exact value.
     */
    private static String shortest(double d) {
        return new BigDecimal(Double.toString(d)).round(new java.math.MathContext(15, java.math.RoundingMode.HALF_EVEN))
                .stripTrailingZeros().toPlainString();
    }

    static String cell(Object v) {
        String s;
        if (v == null) s = "NULL";
        else if (v instanceof BigDecimal d) s = d.toPlainString();
        else if (v instanceof Double d && !d.isNaN() && !d.isInfinite()) s = d == 0 ? "0" : shortest(d);
        else if (v instanceof Map<?, ?> m && m.containsKey("base64")) s = "<" + m.get("length") + " bytes>";
        else s = String.valueOf(v);
        s = s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
        return s.length() > MAX_CELL ? s.substring(0, MAX_CELL - 1) + "…" : s;
    }
}
