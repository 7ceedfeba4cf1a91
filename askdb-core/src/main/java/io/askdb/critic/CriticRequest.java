package io.askdb.critic;

import io.askdb.catalog.Catalog;
import io.askdb.execution.ResultTable;
import io.askdb.validation.QueryShape;
import java.util.Objects;

/**
 * What a critic checks: the question, the SQL that ran and its result.
 *
 * @param question the question (rewritten to stand alone); not blank
 * @param sql      the candidate SQL that ran (without askdb's row cap); not blank
 * @param result   its result; not null
 * @param shape    the query's shape as validation read it, or {@link QueryShape#UNKNOWN}
 * @param catalog  the visible catalog; not null
 * @param probe    runs small guarded read-only queries for checks that need evidence from the
 *                 data; {@link ResultProbe#NONE} when none can run (since 0.4)
 * @since 0.2
 */
public record CriticRequest(String question, String sql, ResultTable result, QueryShape shape, Catalog catalog,
                            ResultProbe probe) {
    public CriticRequest {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("CriticRequest.question must not be blank");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("CriticRequest.sql must not be blank");
        Objects.requireNonNull(result, "CriticRequest.result");
        shape = shape == null ? QueryShape.UNKNOWN : shape;
        Objects.requireNonNull(catalog, "CriticRequest.catalog");
        probe = probe == null ? ResultProbe.NONE : probe;
    }

    /** A request whose checks cannot probe the database. */
    public CriticRequest(String question, String sql, ResultTable result, QueryShape shape, Catalog catalog) {
        this(question, sql, result, shape, catalog, ResultProbe.NONE);
    }
}
