package io.askdb.planner;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question behind a short heading: "Update me: how many active subscriptions are there?",
 * "Quick question: how many customers are there?" (case N14). The heading is at most
 * {@value #MAX_HEADING_WORDS} words before the first colon, and the question after it stands on
 * its own. The planner reads the question alone only when none of the heading's words matched
 * anything (each is among the words the planner's reading or schema linking matched to nothing),
 * so a heading that carries a condition ("Canada: how many customers are there?") is never dropped.
 *
 * @param heading the words before the colon, as written
 * @param rest    the question after it, stripped
 */
record HeadedQuestion(String heading, String rest) {
    static final int MAX_HEADING_WORDS = 4;
    private static final Pattern HEADED = Pattern.compile("^\\s*([^:?\"'0-9]{1,60}):\\s*(\\S.*)$", Pattern.DOTALL);

    /**
     * @param question  the question as asked; not null
     * @param unmatched the words the reading and linking matched to nothing, lower case
     * @return the heading and the question after it, or empty when there is no droppable heading
     */
    static Optional<HeadedQuestion> of(String question, List<String> unmatched) {
        Matcher m = HEADED.matcher(question);
        if (!m.matches()) return Optional.empty();
        String[] words = m.group(1).strip().split("[^\\p{L}\\p{N}]+");
        if (words.length == 0 || words.length > MAX_HEADING_WORDS || m.group(2).strip().length() < 8) return Optional.empty();
        boolean content = false;
        for (String w : words) {
            String lower = w.toLowerCase(Locale.ROOT);
            if (lower.length() <= 2) continue; // "me", "us": no content word to match
            if (!unmatched.contains(lower)) return Optional.empty();
            content = true;
        }
        return content ? Optional.of(new HeadedQuestion(m.group(1).strip(), m.group(2).strip())) : Optional.empty();
    }
}
