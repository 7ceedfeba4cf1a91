package io.askdb.generation;

import java.util.List;

/**
 * Generated SQL that has not yet been checked.
 *
 * @param sql            one SQL statement; not blank
 * @param reasoning      how the generator arrived at it, or empty
 * @param assumptions    assumptions made about the question, possibly empty
 * @param tablesUsed     tables the generator says it used, possibly empty
 * @param ambiguousTerms terms of the question the generator found ambiguous, possibly empty
 * @param confidence     self-rated confidence from 0 to 100
 * @param usage          model calls and tokens spent; {@link Usage#NONE} for the planner
 * @param clarification  the one question the generator would ask the user to resolve the
 *                       ambiguous terms, or empty; asked only when the fused confidence is low
 * @param appliedTerms   words of the question (lower-case, as written) that the generator turned into the SQL: names,
 *                       stored values, dates, months, numbers it wrote as tables, columns or conditions, even when the
 *                       word itself is not in the SQL text ("February" as a date range); empty when the generator does
 *                       not say (a model's reply). The answer never reports one of them as left out
 * @since 0.1
 */
public record CandidateSql(String sql, String reasoning, List<String> assumptions, List<String> tablesUsed,
                           List<String> ambiguousTerms, int confidence, Usage usage, String clarification,
                           List<String> appliedTerms)
        implements Generation {
    public CandidateSql {
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("CandidateSql.sql must not be blank");
        reasoning = reasoning == null ? "" : reasoning;
        assumptions = assumptions == null ? List.of() : List.copyOf(assumptions);
        tablesUsed = tablesUsed == null ? List.of() : List.copyOf(tablesUsed);
        ambiguousTerms = ambiguousTerms == null ? List.of() : List.copyOf(ambiguousTerms);
        if (confidence < 0 || confidence > 100) {
            throw new IllegalArgumentException("CandidateSql.confidence must be 0-100, was " + confidence);
        }
        usage = usage == null ? Usage.NONE : usage;
        clarification = clarification == null ? "" : clarification.strip();
        appliedTerms = appliedTerms == null ? List.of() : List.copyOf(appliedTerms);
    }

    /** A candidate whose generator does not say which question words it applied. */
    public CandidateSql(String sql, String reasoning, List<String> assumptions, List<String> tablesUsed,
                        List<String> ambiguousTerms, int confidence, Usage usage, String clarification) {
        this(sql, reasoning, assumptions, tablesUsed, ambiguousTerms, confidence, usage, clarification, List.of());
    }

    /** A candidate without a clarifying question. */
    public CandidateSql(String sql, String reasoning, List<String> assumptions, List<String> tablesUsed,
                        List<String> ambiguousTerms, int confidence, Usage usage) {
        this(sql, reasoning, assumptions, tablesUsed, ambiguousTerms, confidence, usage, "");
    }

    /** A candidate with only SQL and a confidence. */
    public static CandidateSql of(String sql, int confidence) {
        return new CandidateSql(sql, "", List.of(), List.of(), List.of(), confidence, Usage.NONE);
    }
}
