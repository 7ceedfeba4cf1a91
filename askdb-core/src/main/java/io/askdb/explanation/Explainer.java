package io.askdb.explanation;

import io.askdb.execution.ResultTable;

/**
 * Writes the plain-language answer beside the SQL and the rows. The text must be faithful to
 * the rows: no number that is not in the result, zero rows said as zero rows, truncation said.
 *
 * @since 0.1
 */
public interface Explainer {
    /**
     * @param question the user's question; not null
     * @param sql      the SQL that ran; not null
     * @param result   its result; not null
     * @return one short paragraph
     */
    String explain(String question, String sql, ResultTable result);

    /**
     * Explains a result and names the assumptions the SQL makes (e.g. "cancelled orders
     * excluded"). The default appends them to {@link #explain(String, String, ResultTable)}'s text.
     *
     * @param question    the user's question; not null
     * @param sql         the SQL that ran; not null
     * @param result      its result; not null
     * @param assumptions assumptions made in writing the SQL, possibly empty; not null
     * @return one short paragraph
     */
    default String explain(String question, String sql, ResultTable result, java.util.List<String> assumptions) {
        String text = explain(question, sql, result);
        if (assumptions.isEmpty()) return text;
        java.util.List<String> clauses = assumptions.stream().map(a -> a.strip().replaceAll("[.;]+$", "")).toList();
        return text + " Assumed: " + String.join("; ", clauses) + ".";
    }

    /**
     * Explains a result with its assumptions and reports the model usage spent. The default calls
     * {@link #explain(String, String, ResultTable, java.util.List)} and reports no usage; a model
     * explainer overrides it.
     *
     * @param question    the user's question; not null
     * @param sql         the SQL that ran; not null
     * @param result      its result; not null
     * @param assumptions assumptions made in writing the SQL; not null
     * @return the text and usage
     */
    default Explanation explanation(String question, String sql, ResultTable result, java.util.List<String> assumptions) {
        return new Explanation(explain(question, sql, result, assumptions), null);
    }
}
