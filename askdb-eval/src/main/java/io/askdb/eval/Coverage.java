package io.askdb.eval;

import java.util.List;

/**
 * How much of a slice of questions the generator answered, and how much of that was right.
 *
 * @param asked     scored questions in the slice ({@link Verdict#scored()}: the gold SQL ran and the
 *                  database was found), at least 0
 * @param answered  of those, the questions the generator wrote SQL for that was run: correct, wrong
 *                  result, SQL error or timeout (not declined, clarification, refused or an unreadable
 *                  reply), at most {@code asked}
 * @param right     of those, the correct ones, at most {@code answered}
 * @param coverage  {@code answered / asked} in [0, 1]; 0 when nothing was asked
 * @param precision {@code right / answered} in [0, 1]; 0 when nothing was answered
 * @since 0.7
 */
public record Coverage(int asked, int answered, int right, double coverage, double precision) {
    public Coverage {
        if (asked < 0 || answered < 0 || right < 0 || answered > asked || right > answered) {
            throw new IllegalArgumentException("Coverage: need 0 <= right <= answered <= asked, was right=" + right
                    + " answered=" + answered + " asked=" + asked);
        }
        if (!(coverage >= 0 && coverage <= 1)) throw new IllegalArgumentException("Coverage.coverage must be in [0, 1], was " + coverage);
        if (!(precision >= 0 && precision <= 1)) throw new IllegalArgumentException("Coverage.precision must be in [0, 1], was " + precision);
    }

    /** @return the coverage and precision of these results */
    static Coverage of(List<QuestionResult> results) {
        int asked = 0;
        int answered = 0;
        int right = 0;
        for (QuestionResult r : results) {
            if (!r.verdict().scored()) continue;
            asked++;
            if (answered(r.verdict())) answered++;
            if (r.verdict() == Verdict.CORRECT) right++;
        }
        return new Coverage(asked, answered, right, Breakdown.ratio(answered, asked), Breakdown.ratio(right, answered));
    }

    /** @return true when the verdict means SQL was written and run */
    static boolean answered(Verdict v) {
        return v == Verdict.CORRECT || v == Verdict.WRONG_RESULT || v == Verdict.SQL_ERROR || v == Verdict.TIMEOUT;
    }
}
