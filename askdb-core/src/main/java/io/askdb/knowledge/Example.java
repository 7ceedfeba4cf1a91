package io.askdb.knowledge;

/**
 * A verified example: a question and the SQL that answers it correctly on this database.
 *
 * @param question   the example's question; not blank
 * @param sql        its verified SQL; not blank
 * @param similarity similarity to the question it was retrieved for, 0 to 1 (1 for the same
 *                   question); 0 when not retrieved
 * @since 0.2
 */
public record Example(String question, String sql, double similarity) {
    public Example {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("Example.question must not be blank");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("Example.sql must not be blank");
        if (!(similarity >= 0 && similarity <= 1)) {
            throw new IllegalArgumentException("Example.similarity must be 0-1, was " + similarity);
        }
    }
}
