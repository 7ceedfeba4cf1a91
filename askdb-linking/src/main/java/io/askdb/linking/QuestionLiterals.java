package io.askdb.linking;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The literals of a question that may name stored values: every quoted string ('...' or "..."),
 * every content word ({@link ContentWords}) that is not a word of a table or column name unless
 * it is capitalised after the first word, and every pair of adjacent content words ("Ana Tor").
 */
final class QuestionLiterals {
    private static final Pattern QUOTED = Pattern.compile("'([^']+)'|\"([^\"]+)\"");

    /** A literal as written in the question and where it starts. */
    record Literal(String text, int start) {
    }

    private QuestionLiterals() {
    }

    /**
     * @param question   the question
     * @param schemaWord tells whether a lower-case word is a word of some table or column name
     * @return literals in order of position; quoted strings first at their position
     */
    static List<Literal> of(String question, Predicate<String> schemaWord) {
        List<Literal> out = new ArrayList<>();
        Matcher quoted = QUOTED.matcher(question);
        while (quoted.find()) {
            int group = quoted.group(1) != null ? 1 : 2;
            if (!quoted.group(group).isBlank()) out.add(new Literal(quoted.group(group), quoted.start(group)));
        }
        List<ContentWords.Word> words = ContentWords.words(question);
        for (int i = 0; i < words.size(); i++) {
            ContentWords.Word w = words.get(i);
            if (!ContentWords.isContent(w.lower())) continue;
            boolean capitalised = i > 0 && Character.isUpperCase(w.text().charAt(0));
            if (capitalised || !schemaWord.test(w.lower())) out.add(new Literal(w.text(), w.start()));
            if (i + 1 < words.size() && ContentWords.isContent(words.get(i + 1).lower())) {
                ContentWords.Word next = words.get(i + 1);
                out.add(new Literal(question.substring(w.start(), next.start() + next.text().length()), w.start()));
            }
        }
        out.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return out;
    }
}
