package io.askdb.conversation;

/**
 * An earlier question of a conversation.
 *
 * @param question the question as it was answered (already rewritten to stand alone); not blank
 * @param sql      the SQL that answered it, or null
 * @since 0.2
 */
public record Turn(String question, String sql) {
    public Turn {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("Turn.question must not be blank");
    }
}
