package io.askdb;

/**
 * A question with the evidence that comes with it.
 *
 * @param text     the question in plain language; checked by {@link TextToSql#ask(Question)}
 *                 (1 to {@value TextToSql#MAX_QUESTION_LENGTH} characters)
 * @param evidence business definitions or hints for this question, as BIRD's "evidence" field
 *                 gives them (e.g. "refund means amount &lt; 0"), or empty; never null
 * @since 0.1
 */
public record Question(String text, String evidence) {
    public Question {
        text = text == null ? "" : text;
        evidence = evidence == null ? "" : evidence.strip();
    }

    /** @return a question without evidence */
    public static Question of(String text) {
        return new Question(text, "");
    }
}
