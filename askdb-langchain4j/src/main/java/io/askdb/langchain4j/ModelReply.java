package io.askdb.langchain4j;

import java.util.List;

/**
 * A model's reply in the requested JSON shape, as parsed; fields the model left out are empty.
 *
 * @param sql            the "sql" field, possibly empty (the model declines) or messy (fences, two statements)
 * @param reasoning      the "reasoning" field, or empty
 * @param assumptions    the "assumptions" field
 * @param tablesUsed     the "tables_used" field
 * @param ambiguousTerms the "ambiguous_terms" field
 * @param confidence     the "confidence" field clamped to 0-100, or {@link #UNSTATED_CONFIDENCE}
 * @param clarification  the "clarification" field: the one question to ask the user, or empty
 */
record ModelReply(String sql, String reasoning, List<String> assumptions, List<String> tablesUsed,
                  List<String> ambiguousTerms, int confidence, String clarification) {
    /** The confidence given to SQL when the model stated none, as with a free-text reply. */
    static final int UNSTATED_CONFIDENCE = 50;

    /** The fields of a free-text reply: none stated. */
    static final ModelReply NONE = new ModelReply("", "", List.of(), List.of(), List.of(), UNSTATED_CONFIDENCE, "");

    ModelReply {
        sql = sql == null ? "" : sql.strip();
        reasoning = reasoning == null ? "" : reasoning.strip();
        assumptions = assumptions == null ? List.of() : List.copyOf(assumptions);
        tablesUsed = tablesUsed == null ? List.of() : List.copyOf(tablesUsed);
        ambiguousTerms = ambiguousTerms == null ? List.of() : List.copyOf(ambiguousTerms);
        confidence = Math.max(0, Math.min(100, confidence));
        clarification = clarification == null ? "" : clarification.strip();
    }
}
