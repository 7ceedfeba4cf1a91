package io.askdb.langchain4j;

/**
 * Settings of {@link LlmSqlGenerator}.
 *
 * @param schemaCharBudget      most characters of rendered schema to put in a prompt, at least
 *                              1,000; a catalog larger than this is cut to the tables most related
 *                              to the question (a single table larger than the budget is still shown)
 * @param wholeCatalogMaxTables most tables for which the whole catalog goes into the prompt
 *                              (when it also fits the budget), at least 1
 * @param structuredOutput      whether to request the JSON-schema response format; turn off for
 *                              servers that reject it (the prompt still asks for JSON, and free
 *                              text is parsed too)
 * @since 0.1
 */
public record LlmGeneratorOptions(int schemaCharBudget, int wholeCatalogMaxTables, boolean structuredOutput) {
    /** 24,000 characters of schema (about 6,000 tokens), whole catalog up to 30 tables, structured output on. */
    public static final LlmGeneratorOptions DEFAULTS = new LlmGeneratorOptions(24_000, 30, true);

    public LlmGeneratorOptions {
        if (schemaCharBudget < 1_000) {
            throw new IllegalArgumentException("LlmGeneratorOptions.schemaCharBudget must be >= 1000, was " + schemaCharBudget);
        }
        if (wholeCatalogMaxTables < 1) {
            throw new IllegalArgumentException("LlmGeneratorOptions.wholeCatalogMaxTables must be >= 1, was " + wholeCatalogMaxTables);
        }
    }
}
