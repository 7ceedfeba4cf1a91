package io.askdb.langchain4j;

import java.util.Optional;

/**
 * Tells a damaged structured reply from a free-text one. A reply that starts (after an optional
 * markdown fence) with '{' was meant to be the JSON object askdb asked for; when that object does
 * not parse (cut off mid-way by an output token limit or a dropped stream, or otherwise malformed)
 * or lacks the "sql" field, reading SQL out of it as free text would run a fragment. Replies that
 * do not start with '{' are free text and are read as before.
 */
final class ReplyDamage {
    /** The message that asks the model, once, for the whole object again. */
    static final String RESEND = "Your last reply was not the complete JSON object asked for (it was cut off, malformed, "
            + "or missing the \"sql\" field). Send the whole JSON object again, with every field, and nothing else.";

    private ReplyDamage() {
    }

    /**
     * @param text the reply text; may be null
     * @return what is wrong, for a message ("its reply was JSON cut off mid-way"), or empty when the reply is usable
     */
    static Optional<String> of(String text) {
        if (text == null) return Optional.empty();
        String s = text.strip();
        if (s.startsWith("```")) {
            int newline = s.indexOf('\n');
            s = newline < 0 ? "" : s.substring(newline + 1).strip();
        }
        if (!s.startsWith("{")) return Optional.empty();
        if (ReplyJson.object(s, "sql").isPresent()) return Optional.empty();
        if (ReplyJson.object(s, "reasoning").isPresent() || ReplyJson.object(s, "clarification").isPresent()) {
            return Optional.of("its reply was a JSON object without the \"sql\" field");
        }
        return Optional.of(balanced(s) ? "its reply was malformed JSON, not the object with \"sql\" that askdb asked for"
                : "its reply was JSON cut off mid-way (" + s.length() + " characters)");
    }

    /** @return true when every '{' outside strings is closed */
    private static boolean balanced(String s) {
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            }
        }
        return depth <= 0 && !inString;
    }
}
