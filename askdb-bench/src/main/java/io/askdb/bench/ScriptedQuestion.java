package io.askdb.bench;

/**
 * A question of an agent row and the SQL its scripted model answers with.
 *
 * @param question the question in plain language; not blank
 * @param sql      the SQL the scripted model returns for it; not blank
 */
record ScriptedQuestion(String question, String sql) {
    ScriptedQuestion {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("ScriptedQuestion.question must not be blank");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("ScriptedQuestion.sql must not be blank (question: " + question + ")");
    }
}
