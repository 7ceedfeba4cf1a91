package io.askdb.planner.explain;

import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import io.askdb.explanation.DataRange;
import io.askdb.explanation.Explainer;
import io.askdb.explanation.Explanation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An {@link Explainer} without a model: one short paragraph from sentence templates
 * ({@code templates.properties}) filled with the result's own values. Zero rows are said as
 * zero rows and nothing else; a single value is answered directly ("There are 59 customers."
 * when the question asked "how many", otherwise "The customer count is 59."); more rows are
 * summarised by their count and the first three entries with their exact values ("25 rows. The
 * largest track_count is Rock with 1297, followed by Latin with 579 and Metal with 374."); a
 * result cut at the row cap or the byte cap says which, and how many rows there are in all. The only numbers in the text are result values and the
 * row count, printed as {@link ValueText} prints them, and for a cut result its total row count
 * ("Showing the first 100 of 200,000 rows (the row cap; raise it with --max-rows).").
 *
 * @since 0.1
 */
public final class TemplateExplainer implements Explainer {
    static final int SHOWN = 3;
    private static final Pattern HOW_MANY = Pattern.compile(
            "^\\s*how many ([a-z]+(?: [a-z]+){0,2}?)(?: (?:are|is|were|was|do|does|did|have|has|exist|in|there)\\b.*|\\s*[?.!]*\\s*)$");

    private static final Pattern PLAIN_REST = Pattern.compile(
            "(?:(?:are|is|were|was|do|does|did|we|have|has|exist|there|in|the|total|database|altogether|all|overall)\\b\\s*)*"
                    + "(?:in (?:the )?[a-z_]+ tables?)?\\s*");

    private final Templates templates = new Templates("templates.properties");

    /** Creates an explainer with askdb's built-in templates. */
    public TemplateExplainer() {
    }

    /**
     * @param question the user's question; not null (used only for the noun of a "how many" answer)
     * @param sql      the SQL that ran; not null (not read)
     * @param result   its result; not null
     * @return one short paragraph faithful to the rows
     */
    @Override
    public String explain(String question, String sql, ResultTable result) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(result, "result");
        if (result.cutBeforeFirstRow()) {
            return templates.get(result.truncatedBy() == Truncation.BYTE_CAP ? "cut.first.row.bytes" : "cut.first.row.rows");
        }
        if (result.rowCount() == 0) return templates.get("empty");
        String text;
        if (result.rowCount() == 1 && result.columns().size() == 1) {
            text = single(question, result.columns().get(0), result.rows().get(0).get(0));
        } else if (result.rowCount() == 1) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < result.columns().size(); i++) {
                cells.add(result.columns().get(i).name() + " " + value(result.rows().get(0).get(i)));
            }
            text = templates.fill("one.row", Map.of("cells", String.join(", ", cells)));
        } else {
            text = new RowsSummary(templates).summarise(result, sql == null || sql.isBlank() ? null : sql);
        }
        if (result.truncated()) text += " " + truncation(result);
        return text;
    }

    /**
     * As {@link Explainer#explanation(String, String, ResultTable, List, DataRange)}; a range outside
     * the data opens the text with the rows that were missing ("There were no invoices in 2019, so
     * the sum total is empty."), never "not recorded (NULL)", and its sentence follows; a range that
     * overlaps the data only adds its sentence.
     */
    @Override
    public Explanation explanation(String question, String sql, ResultTable result, List<String> assumptions, DataRange range) {
        if (range == null) return explanation(question, sql, result, assumptions);
        String lead = range.outside() ? missing(result, range) : explain(question, sql, result);
        return new Explanation(Explainer.withAssumptions(lead + " " + range.sentence(), assumptions), null);
    }

    /** @return "There were no invoices in 2019." with ", so the sum total is empty" for each NULL cell of an aggregate row */
    private String missing(ResultTable result, DataRange range) {
        List<String> empty = new ArrayList<>();
        if (result.rowCount() == 1) {
            for (int i = 0; i < result.columns().size(); i++) {
                if (result.rows().get(0).get(i) != null) continue;
                String name = result.columns().get(i).name().replace('_', ' ').trim();
                empty.add(templates.fill("cell.empty", Map.of("column", name.isEmpty() ? "result" : name)));
            }
        }
        Map<String, String> values = Map.of("noun", range.noun(), "asked", range.asked(), "cells", String.join(" and ", empty));
        return templates.fill(empty.isEmpty() ? "none.in.range" : "none.in.range.so", values);
    }

    /**
     * The sentence on a cut result (case C25): the counted total ("the first 100 of 200,000 rows"),
     * or "at least" one row more when the total is unknown; a byte-cap cut names the byte cap and
     * no total. Each names the setting that raises its cap.
     */
    private String truncation(ResultTable result) {
        String rows = grouped(result.rowCount());
        if (result.truncatedBy() == Truncation.BYTE_CAP) return templates.fill("truncated.bytes", Map.of("rows", rows));
        if (result.totalRowCount() != null) {
            return templates.fill("truncated.total", Map.of("rows", rows, "total", grouped(result.totalRowCount())));
        }
        return templates.fill("truncated.at.least", Map.of("rows", rows, "next", grouped(result.rowCount() + 1L)));
    }

    /** @return a row count with thousands separators, as "200,000" */
    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private String single(String question, ResultColumn column, Object cell) {
        String v = value(cell);
        String noun = countNoun(question);
        if (noun != null && (cell instanceof Long || cell instanceof Integer) && !"1".equals(v)) {
            // "There are 1069 tracks." only when the question counts them all; a condition
            // ("longer than five minutes") is not restated, so the text never claims it for the whole table
            return templates.fill(plainCount(question) ? "count" : "count.matching", Map.of("value", v, "noun", noun));
        }
        String name = column.name().replace('_', ' ').trim();
        return templates.fill(cell == null ? "value.missing" : "value", Map.of("column", name.isEmpty() ? "result" : name, "value", v));
    }

    /** @return the thing counted in "How many customers are there?" ("customers"), or null */
    static String countNoun(String question) {
        Matcher m = HOW_MANY.matcher(question.toLowerCase(Locale.ROOT).trim());
        return m.matches() ? noun(m.group(1)) : null;
    }

    private static final java.util.Set<String> IRREGULAR_PLURALS = java.util.Set.of("people", "children", "men", "women", "data");

    /** @return the words up to the first plural ("customers live" -> "customers", "invoice lines" stays): a verb never ends the noun */
    private static String noun(String words) {
        String[] w = words.split(" ");
        for (int i = 0; i < w.length - 1; i++) {
            boolean plural = w[i].endsWith("s") && !w[i].endsWith("ss") || IRREGULAR_PLURALS.contains(w[i]);
            if (plural) return String.join(" ", java.util.Arrays.copyOfRange(w, 0, i + 1));
        }
        return words;
    }

    /** @return true for "How many customers are there?" and alike, false when the question adds a condition */
    static boolean plainCount(String question) {
        String q = question.toLowerCase(Locale.ROOT).replaceAll("[?.!]", " ").trim();
        Matcher m = HOW_MANY.matcher(q);
        if (!m.matches()) return false;
        String rest = q.substring(q.indexOf(m.group(1)) + m.group(1).length());
        return PLAIN_REST.matcher(rest.trim()).matches();
    }

    String value(Object cell) {
        return ValueText.of(cell, templates.get("null"));
    }
}
