package io.askdb.eval;

import java.util.List;

/**
 * Prompt recall over the questions where it was measured: the share of questions whose gold
 * tables are all in the prompt's schema, the same for gold columns (over the questions that have
 * gold columns), and the schema text's size in prompt tokens ({@link EvalParts#tokens};
 * {@code o200k_base} in askdb eval), mean and 95th percentile by nearest rank.
 *
 * @param questions       questions with prompt recall, at least 1
 * @param tables          share of them whose gold tables are all in the prompt, in [0, 1]
 * @param columnQuestions questions with gold columns, at most {@code questions}
 * @param columns         share of those whose gold columns are all in the prompt, in [0, 1]; 0 when
 *                        {@code columnQuestions} is 0
 * @param meanTokens      mean tokens of the prompt's schema text, at least 0
 * @param p95Tokens       95th percentile of those tokens, at least 0
 * @param budget          the budget in prompt tokens (the largest when results of several budgets are mixed)
 * @since 0.8
 */
public record PromptRecallSummary(int questions, double tables, int columnQuestions, double columns, double meanTokens,
                                  long p95Tokens, int budget) {
    public PromptRecallSummary {
        if (questions < 1 || columnQuestions < 0 || columnQuestions > questions) {
            throw new IllegalArgumentException("PromptRecallSummary: need 0 <= column_questions <= questions and questions >= 1, was "
                    + columnQuestions + " and " + questions);
        }
        if (!(tables >= 0 && tables <= 1 && columns >= 0 && columns <= 1)) {
            throw new IllegalArgumentException("PromptRecallSummary: shares must be in [0, 1], were " + tables + " and " + columns);
        }
    }

    /** @return the summary of these prompt recalls, or null when there are none */
    static PromptRecallSummary of(List<PromptRecall> recalls) {
        if (recalls.isEmpty()) return null;
        List<PromptRecall> withColumns = recalls.stream().filter(p -> p.allColumns() != null).toList();
        long tables = recalls.stream().filter(PromptRecall::allTables).count();
        long columns = withColumns.stream().filter(PromptRecall::allColumns).count();
        long[] tokens = recalls.stream().mapToLong(PromptRecall::tokens).toArray();
        return new PromptRecallSummary(recalls.size(), (double) tables / recalls.size(), withColumns.size(),
                withColumns.isEmpty() ? 0 : (double) columns / withColumns.size(), java.util.Arrays.stream(tokens).average().orElse(0),
                Percentiles.of(tokens).p95(), recalls.stream().mapToInt(PromptRecall::budget).max().orElse(1));
    }
}
