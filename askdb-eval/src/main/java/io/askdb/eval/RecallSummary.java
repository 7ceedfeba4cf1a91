package io.askdb.eval;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Mean schema-linking recall over the questions where it was measured
 * ({@link QuestionResult#linking()} not null), at each k of {@link LinkingRecall#KS}.
 *
 * <p>A mean at k is taken over the questions whose recall has that k; column recall is taken over
 * the questions that have gold columns (their {@link LinkingRecall#columnRecall()} is not empty).
 *
 * @param questions       questions with linking measured, at least 0
 * @param tableRecall     k to mean table recall in [0, 1]; empty when {@code questions} is 0
 * @param columnQuestions questions with gold columns, at most {@code questions}
 * @param columnRecall    k to mean column recall in [0, 1]; empty when {@code columnQuestions} is 0
 * @param prompt          prompt recall, or null when no result has it. Since 0.8
 * @since 0.1
 */
public record RecallSummary(int questions, Map<Integer, Double> tableRecall, int columnQuestions,
                            Map<Integer, Double> columnRecall, PromptRecallSummary prompt) {
    public RecallSummary {
        if (questions < 0 || columnQuestions < 0 || columnQuestions > questions) {
            throw new IllegalArgumentException("RecallSummary: need 0 <= column_questions <= questions, was "
                    + columnQuestions + " and " + questions);
        }
        tableRecall = Collections.unmodifiableMap(new TreeMap<>(tableRecall));
        columnRecall = Collections.unmodifiableMap(new TreeMap<>(columnRecall));
    }

    /** Recall at k only, as before 0.8. */
    public RecallSummary(int questions, Map<Integer, Double> tableRecall, int columnQuestions, Map<Integer, Double> columnRecall) {
        this(questions, tableRecall, columnQuestions, columnRecall, null);
    }

    /** @return the means over the results that have linking recall */
    static RecallSummary of(List<QuestionResult> results) {
        List<LinkingRecall> measured = results.stream().map(QuestionResult::linking).filter(l -> l != null).toList();
        List<LinkingRecall> withColumns = measured.stream().filter(l -> !l.columnRecall().isEmpty()).toList();
        return new RecallSummary(measured.size(), means(measured, true), withColumns.size(), means(withColumns, false),
                PromptRecallSummary.of(measured.stream().map(LinkingRecall::prompt).filter(p -> p != null).toList()));
    }

    private static Map<Integer, Double> means(List<LinkingRecall> recalls, boolean tables) {
        Map<Integer, Double> means = new TreeMap<>();
        for (int k : LinkingRecall.KS) {
            double sum = 0;
            int n = 0;
            for (LinkingRecall l : recalls) {
                Double r = (tables ? l.tableRecall() : l.columnRecall()).get(k);
                if (r != null) {
                    sum += r;
                    n++;
                }
            }
            if (n > 0) means.put(k, sum / n);
        }
        return means;
    }
}
