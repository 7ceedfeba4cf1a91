package io.askdb.eval;

/**
 * The outcome of one evaluated question.
 *
 * @since 0.1
 */
public enum Verdict {
    /** The predicted result matches the gold result of at least one gold alternative. */
    CORRECT,
    /** The predicted SQL ran but its result matches no gold alternative. */
    WRONG_RESULT,
    /** The predicted SQL failed on the database (after repairs), or askdb reported a fault. */
    SQL_ERROR,
    /** The predicted SQL ran past the per-query timeout; counts as wrong, as in BIRD. */
    TIMEOUT,
    /** The guard refused the predicted SQL, or the generator refused the question. */
    REFUSED,
    /** The generator declined: it said it could not answer from the data. */
    DECLINED,
    /** The generator asked a clarifying question instead of answering. */
    CLARIFICATION,
    /** Every gold alternative failed on the database: the question cannot be scored and is left out of EX. */
    GOLD_ERROR,
    /** Not run: a linking-only dataset, or SQL was not asked for. */
    NOT_RUN,
    /**
     * The model's reply was not readable (not the JSON object asked for, even when asked again):
     * the question counts as wrong, as an SQL error does, and the run goes on. Since 0.6.
     */
    UNREADABLE_REPLY,
    /**
     * The question's database was not found (no file under the database folder, or an id that is
     * not a plain name): the question cannot be scored and is left out of EX, and the run goes on
     * with the other databases. Since 0.6.
     */
    MISSING_DATABASE;

    /** @return true when the question counts in the EX denominator */
    public boolean scored() {
        return this != GOLD_ERROR && this != NOT_RUN && this != MISSING_DATABASE;
    }
}
