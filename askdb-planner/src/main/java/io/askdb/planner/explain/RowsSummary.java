package io.askdb.planner.explain;

import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Summarises a result of two or more rows: its row count and its first entries. With a number
 * column (the last one) and other columns naming each row, entries read "Rock with 1297", and
 * when the numbers are in order the text names the largest or smallest first.
 */
final class RowsSummary {
    /** The most cells of a row an explanation names: a wide row's other cells are in the table beside it. */
    static final int MAX_CELLS = 3;
    /** The most characters of one cell an explanation quotes. */
    static final int MAX_CELL_CHARS = 40;
    private static final java.util.regex.Pattern AGGREGATE = java.util.regex.Pattern.compile("(?i)\\b(count|sum|avg|min|max|total)\\s*\\(");
    private static final java.util.regex.Pattern ORDER_BY = java.util.regex.Pattern.compile("(?i)\\border\\s+by\\b");
    private static final java.util.regex.Pattern KEY_NAME = java.util.regex.Pattern.compile("^(id|Id|ID)$|_(id|Id|ID)$|[a-z0-9](Id|ID)$");
    private final Templates templates;
    private List<io.askdb.execution.ResultColumn> columns;

    RowsSummary(Templates templates) {
        this.templates = templates;
    }

    String summarise(ResultTable result) {
        return summarise(result, null);
    }

    /**
     * @param sql the statement that gave the result, or null: rows are called ranked ("the largest
     *            total is …") only when its ORDER BY sorts first by the measure or an expression, never
     *            because the values happen to rise down rows sorted by something else
     */
    String summarise(ResultTable result, String sql) {
        columns = result.columns();
        int measure = measureColumn(result);
        int shown = Math.min(TemplateExplainer.SHOWN, result.rowCount());
        List<String> entries = new ArrayList<>();
        for (int r = 0; r < shown; r++) {
            List<Object> row = result.rows().get(r);
            String label = label(row, measure);
            entries.add(measure < 0 || label.isEmpty() ? label(row, -1)
                    : templates.fill("entry", Map.of("label", label, "value", value(row.get(measure)))));
        }
        String rows = String.valueOf(result.rowCount());
        boolean labelled = measure >= 0 && !label(result.rows().get(0), measure).isEmpty();
        int order = labelled && (sql == null || sortedBy(sql, result.columns().get(measure).name())) ? order(result, measure) : 0;
        if (order == 0) {
            String key = labelled ? "listed" : "plain";
            return templates.fill(key, Map.of("rows", rows, "first", joined(entries), "rest", ""));
        }
        String rest = entries.size() < 2 ? ""
                : templates.fill("followed", Map.of("list", joined(entries.subList(1, entries.size()))));
        String extreme = templates.get(order > 0 ? "ranked.smallest" : "ranked.largest");
        return templates.fill("ranked", Map.of("rows", rows, "extreme", extreme,
                "measure", result.columns().get(measure).name(), "first", entries.get(0), "rest", rest));
    }

    /**
     * @return the index of the last column whose non-null cells are all numbers (at least one) and
     *         whose name is not an identifier's ("id", "CustomerId", "order_id": a key ranks nothing), or -1
     */
    private static int measureColumn(ResultTable result) {
        for (int c = result.columns().size() - 1; c >= 0; c--) {
            if (KEY_NAME.matcher(result.columns().get(c).name()).find()) continue;
            boolean any = false, all = true;
            for (List<Object> row : result.rows()) {
                Object v = row.get(c);
                if (v == null) continue;
                any = true;
                all &= ValueText.isNumber(v);
            }
            if (any && all) return c;
        }
        return -1;
    }

    /** @return true when the statement's last ORDER BY begins with the column or an aggregate (never a date bucket such as strftime(…)) */
    static boolean sortedBy(String sql, String column) {
        java.util.regex.Matcher m = ORDER_BY.matcher(sql);
        int at = -1;
        while (m.find()) at = m.end();
        if (at < 0) return false;
        String first = sql.substring(at).split(",", 2)[0].toLowerCase(java.util.Locale.ROOT);
        return AGGREGATE.matcher(first).find() || java.util.regex.Pattern.compile("(^|[^\\w])" + java.util.regex.Pattern.quote(column.toLowerCase(java.util.Locale.ROOT))
                + "([^\\w]|$)").matcher(first).find();
    }

    /** @return -1 when the measure never rises down the rows (largest first), 1 when it never falls, 0 otherwise */
    private static int order(ResultTable result, int measure) {
        boolean falls = true, rises = true;
        for (int r = 1; r < result.rowCount(); r++) {
            Object a = result.rows().get(r - 1).get(measure), b = result.rows().get(r).get(measure);
            if (a == null || b == null) return 0;
            int cmp = new BigDecimal(a.toString()).compareTo(new BigDecimal(b.toString()));
            falls &= cmp >= 0;
            rises &= cmp <= 0;
        }
        if (falls && rises) return 0;
        return falls ? -1 : rises ? 1 : 0;
    }

    /**
     * @return the row's cells except the measure: text cells joined by spaces, then other numbers
     *         with their column names in parentheses ("Ana Tor (shipping 10.0)"), so that a number
     *         is never read as part of a name
     */
    private String label(List<Object> row, int measure) {
        List<String> parts = new ArrayList<>();
        List<String> numbers = new ArrayList<>();
        for (int c = 0; c < row.size(); c++) {
            if (c == measure) continue;
            if (parts.size() + numbers.size() == MAX_CELLS) break;
            Object cell = row.get(c);
            if (measure >= 0 && ValueText.isNumber(cell) && columns != null) {
                numbers.add(columns.get(c).name() + " " + value(cell));
            } else {
                parts.add(value(cell));
            }
        }
        String label = String.join(" ", parts);
        if (numbers.isEmpty()) return label;
        String extra = "(" + String.join(", ", numbers) + ")";
        return label.isEmpty() ? extra : label + " " + extra;
    }

    /** @return the cell as text, cut to {@value #MAX_CELL_CHARS} characters with an ellipsis */
    private String value(Object cell) {
        String text = ValueText.of(cell, templates.get("null"));
        return text.length() <= MAX_CELL_CHARS ? text : text.substring(0, MAX_CELL_CHARS - 1) + "\u2026";
    }

    private static String joined(List<String> items) {
        if (items.size() == 1) return items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
