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
 *                 of the same asker (the caller's {@link io.askdb.policy.Caller#id()})
 * @param caller   who asks: the attributes the access policy's row filters compare with
 *                 (since 0.3); null means {@link io.askdb.policy.Caller#ANONYMOUS}
 * @since 0.1
 */
public record Question(String text, String evidence, String conversationId, io.askdb.policy.Caller caller) {
    public Question {
        text = text == null ? "" : text;
        evidence = evidence == null ? "" : evidence.strip();
        conversationId = conversationId == null ? "" : conversationId.strip();
        caller = caller == null ? io.askdb.policy.Caller.ANONYMOUS : caller;
    }

    /** A question in a conversation, asked anonymously. */
    public Question(String text, String evidence, String conversationId) {
        this(text, evidence, conversationId, io.askdb.policy.Caller.ANONYMOUS);
    }

    /** @return a copy asked by this caller */
    public Question by(io.askdb.policy.Caller who) {
        return new Question(text, evidence, conversationId, who);
    }

    /** A question with evidence, outside any conversation. */
    public Question(String text, String evidence) {
        this(text, evidence, "");
    }

    /** @return a copy in this conversation */
    public Question inConversation(String id) {
        return new Question(text, evidence, id, caller);
    }

    /** @return a question without evidence */
    public static Question of(String text) {
        return new Question(text, "");
    }
}
