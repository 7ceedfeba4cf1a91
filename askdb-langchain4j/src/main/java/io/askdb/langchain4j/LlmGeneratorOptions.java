package io.askdb.langchain4j;

import io.askdb.prompt.PromptSchema;

/**
 * Settings of {@link LlmSqlGenerator}.
 *
 * @param schemaCharBudget      most characters of rendered schema to put in a prompt when askdb
 *                              selects the tables itself (no linked schema), at least 1,000; a
 *                              catalog larger than this is cut to the tables most related to the
 *                              question (a single table larger than the budget is still shown)
 * @param wholeCatalogMaxTables most tables for which the whole catalog goes into the prompt
 *                              (when it also fits the budget), at least 1
 * @param structuredOutput      whether to request the JSON-schema response format; turn off for
 *                              servers that reject it (the prompt still asks for JSON, and free
 *                              text is parsed too)
 * @param promptBudget          most prompt tokens (o200k_base, {@link O200kTokenCounter}) of schema
 *                              text for a linked schema, at least 100 ({@link PromptSchema#fit}). Since 0.8
 * @since 0.1
 */
public record LlmGeneratorOptions(int schemaCharBudget, int wholeCatalogMaxTables, boolean structuredOutput, int promptBudget) {
    /** 24,000 characters of selected schema, whole catalog up to 30 tables, structured output on, 8,000 tokens of linked schema. */
    public static final LlmGeneratorOptions DEFAULTS = new LlmGeneratorOptions(24_000, 30, true, PromptSchema.DEFAULT_BUDGET);

    public LlmGeneratorOptions {
        if (schemaCharBudget < 1_000) {
            throw new IllegalArgumentException("LlmGeneratorOptions.schemaCharBudget must be >= 1000, was " + schemaCharBudget);
        }
        if (wholeCatalogMaxTables < 1) {
            throw new IllegalArgumentException("LlmGeneratorOptions.wholeCatalogMaxTables must be >= 1, was " + wholeCatalogMaxTables);
        }
        if (promptBudget < 100) {
            throw new IllegalArgumentException("LlmGeneratorOptions.promptBudget must be >= 100 tokens, was " + promptBudget);
        }
    }

    /** Options with the default budget of linked schema, as before 0.8. */
    public LlmGeneratorOptions(int schemaCharBudget, int wholeCatalogMaxTables, boolean structuredOutput) {
        this(schemaCharBudget, wholeCatalogMaxTables, structuredOutput, PromptSchema.DEFAULT_BUDGET);
    }

    /** @return these options with another budget of linked schema in prompt tokens */
    public LlmGeneratorOptions withPromptBudget(int tokens) {
        return new LlmGeneratorOptions(schemaCharBudget, wholeCatalogMaxTables, structuredOutput, tokens);
    }
}
