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
        return withAssumptions(explain(question, sql, result), assumptions);
    }

    /**
     * @param text        an explanation; not null
     * @param assumptions assumptions made in writing the SQL, possibly empty; not null
     * @return the text followed by " Assumed: a; b." (each assumption's own end punctuation dropped),
     *         or the text alone when there are none
     * @since 0.6
     */
    static String withAssumptions(String text, java.util.List<String> assumptions) {
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

    /**
     * Explains a result that found nothing, knowing the data's range for the date column its SQL
     * filters (issue 17). The default puts {@link DataRange#sentence()} after the text of
     * {@link #explanation(String, String, ResultTable, java.util.List)}; the template explainer
     * instead says "There were no invoices in 2019" where the range lies outside the data.
     *
     * @param question    the user's question; not null
     * @param sql         the SQL that ran; not null
     * @param result      its result; not null
     * @param assumptions assumptions made in writing the SQL; not null
     * @param range       the filtered date column's range, or null when none was read
     * @return the text and usage
     * @since 0.6
     */
    default Explanation explanation(String question, String sql, ResultTable result, java.util.List<String> assumptions,
                                    DataRange range) {
        Explanation plain = explanation(question, sql, result, assumptions);
        return range == null ? plain : new Explanation(plain.text() + " " + range.sentence(), plain.usage());
    }
}
