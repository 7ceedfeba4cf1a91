package io.askdb.eval;

import java.util.List;

/**
 * What the prompt holds for one question: whether every gold table, and every gold column, is in
 * the schema part of the generation prompt as it would be sent ({@link io.askdb.prompt.PromptSchema}
 * at the run's budget), and how many tokens that schema text has.
 *
 * @param allTables      true when every gold table is among the prompt's tables
 * @param allColumns     true when every gold column is among the prompt's columns; null when the
 *                       question has no gold columns
 * @param tokens         tokens of the prompt's schema text as {@link EvalParts#tokens} counts them
 *                       ({@code o200k_base} in askdb eval), 0 to {@code budget}
 * @param budget         the budget in prompt tokens, at least 1
 * @param missingTables  the gold tables the prompt lacks, lower-case; empty when {@code allTables}
 * @param missingColumns the gold columns ({@code table.column}) the prompt lacks, lower-case
 * @since 0.8
 */
public record PromptRecall(boolean allTables, Boolean allColumns, int tokens, int budget, List<String> missingTables,
                           List<String> missingColumns) {
    public PromptRecall {
        if (budget < 1) throw new IllegalArgumentException("PromptRecall.budget must be at least 1, was " + budget);
        if (tokens < 0 || tokens > budget) throw new IllegalArgumentException("PromptRecall.tokens must be 0 to " + budget + ", was " + tokens);
        missingTables = missingTables == null ? List.of() : List.copyOf(missingTables);
        missingColumns = missingColumns == null ? List.of() : List.copyOf(missingColumns);
        if (allTables != missingTables.isEmpty()) throw new IllegalArgumentException("PromptRecall.allTables must say whether missingTables is empty");
    }
}
