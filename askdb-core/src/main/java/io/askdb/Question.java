package io.askdb;

/**
 * A question with the evidence that comes with it.
 *
 * @param text     the question in plain language; checked by {@link TextToSql#ask(Question)}
 *                 (1 to {@value TextToSql#MAX_QUESTION_LENGTH} characters)
 * @param evidence business definitions or hints for this question, as BIRD's "evidence" field
 *                 gives them (e.g. "refund means amount &lt; 0"), or empty; never null
 * @param conversationId the conversation this question continues, or empty for a question on
 *                 its own; a follow-up is rewritten with the conversation's earlier questions
 * @since 0.1
 */
public record Question(String text, String evidence, String conversationId) {
    public Question {
        text = text == null ? "" : text;
        evidence = evidence == null ? "" : evidence.strip();
        conversationId = conversationId == null ? "" : conversationId.strip();
    }

    /** A question with evidence, outside any conversation. */
    public Question(String text, String evidence) {
        this(text, evidence, "");
    }

    /** @return a copy in this conversation */
    public Question inConversation(String id) {
        return new Question(text, evidence, id);
    }

    /** @return a question without evidence */
    public static Question of(String text) {
        return new Question(text, "");
    }
}
