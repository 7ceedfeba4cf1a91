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
}
