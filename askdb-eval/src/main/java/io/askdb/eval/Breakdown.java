package io.askdb.eval;

import java.util.List;

/**
 * Execution accuracy over one slice of the questions: one tag value (for example
 * {@code category=group_by}) or one database.
 *
 * @param total   questions in the slice, at least 0
 * @param scored  questions that count in EX ({@link Verdict#scored()}), at most {@code total}
 * @param correct questions answered correctly, at most {@code scored}
 * @param ex      {@code correct / scored} in [0, 1]; 0 when nothing was scored
 * @since 0.1
 */
public record Breakdown(int total, int scored, int correct, double ex) {
    public Breakdown {
        if (total < 0 || scored < 0 || correct < 0 || scored > total || correct > scored) {
            throw new IllegalArgumentException("Breakdown: need 0 <= correct <= scored <= total, was correct="
                    + correct + " scored=" + scored + " total=" + total);
        }
        if (!(ex >= 0 && ex <= 1)) throw new IllegalArgumentException("Breakdown.ex must be in [0, 1], was " + ex);
    }

    /** @return the counts and EX of these results */
    static Breakdown of(List<QuestionResult> results) {
        int scored = 0;
        int correct = 0;
        for (QuestionResult r : results) {
            if (r.verdict().scored()) scored++;
            if (r.verdict() == Verdict.CORRECT) correct++;
        }
        return new Breakdown(results.size(), scored, correct, ratio(correct, scored));
    }

    /** @return {@code part / whole}, or 0 when {@code whole} is 0 */
    static double ratio(int part, int whole) {
        return whole == 0 ? 0 : (double) part / whole;
    }
}
