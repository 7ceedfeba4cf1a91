package io.askdb.linking;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.en.EnglishAnalyzer;

/**
 * The spans of a question that may name stored values: quoted strings ('...' or "..."), then
 * every run of 1 to {@value #MAX_WORDS} words, longest first, then by position. A span is a
 * candidate only when some word of it is neither a stop word (Lucene's English set and
 * {@link ContentWords#QUESTION_WORDS}) nor a number; a one-word span must also carry content
 * ({@link ContentWords#isContent}, or be a two-letter name such as "U2") and, unless written as a name, must not be a word of a table or
 * column name ("tracks", "customer").
 */
final class ValuePhrases {
    /** The longest span tried, in words. */
    static final int MAX_WORDS = 6;
    private static final Pattern QUOTED = Pattern.compile("'([^']+)'|\"([^\"]+)\"|\u2018([^\u2019]+)\u2019|\u201C([^\u201D]+)\u201D");
    private static final Pattern NUMBER = Pattern.compile("\\p{N}+");

    /**
     * One candidate span.
     *
     * @param text   the words as written (for a quoted string, its inside)
     * @param from   index of its first word in {@link ContentWords#words}
     * @param to     index after its last word
     * @param quoted whether it is a quoted string
     * @param name   whether it is written as a name: quoted, capitalised after the question's first
     *               word, with a capital inside a word ("AC/DC", "McCartney"), or a capital among digits ("U2")
     */
    record Phrase(String text, int from, int to, boolean quoted, boolean name) {
        int words() {
            return to - from;
        }
    }

    private ValuePhrases() {
    }

    /** @return the question's quoted strings, in order, with the words they cover */
    static List<Phrase> quoted(String question, List<ContentWords.Word> words) {
        List<Phrase> out = new ArrayList<>();
        Matcher m = QUOTED.matcher(question);
        while (m.find()) {
            int group = 1;
            while (m.group(group) == null) group++;
            String inside = m.group(group);
            if (inside.isBlank() || !hasContent(ContentWords.words(inside), true)) continue;
            int from = -1, to = -1;
            for (int i = 0; i < words.size(); i++) {
                int at = words.get(i).start();
                if (at >= m.start(group) && at < m.end(group)) {
                    if (from < 0) from = i;
                    to = i + 1;
                }
            }
            if (from >= 0) out.add(new Phrase(inside, from, to, true, true));
        }
        return out;
    }

    /**
     * @param question   the question
     * @param words      its words ({@link ContentWords#words})
     * @param schemaWord tells whether a lower-case word is a word of some table or column name
     * @return candidate spans, longest first, then by position
     */
    static List<Phrase> spans(String question, List<ContentWords.Word> words, Predicate<String> schemaWord) {
        List<Phrase> out = new ArrayList<>();
        for (int n = Math.min(MAX_WORDS, words.size()); n >= 1; n--) {
            for (int i = 0; i + n <= words.size(); i++) {
                List<ContentWords.Word> span = words.subList(i, i + n);
                boolean name = false;
                for (int k = 0; k < n; k++) name |= writtenAsName(span.get(k).text(), i + k);
                if (!hasContent(span, n > 1) && !(n == 1 && name && shortName(span.get(0).lower()))) continue;
                if (n == 1 && !name && schemaWord.test(span.get(0).lower())) continue;
                ContentWords.Word last = span.get(n - 1);
                out.add(new Phrase(question.substring(span.get(0).start(), last.start() + last.text().length()), i, i + n, false, name));
            }
        }
        return out;
    }

    /**
     * @param span words of a candidate span
     * @return true when the span may match a stored value regardless of spacing: its first and
     *         last words are neither numbers nor stop or question words, so "North Carolina" may
     *         be 'NorthCarolina' but "of Paris" or "top 10" are never joined into one word
     */
    static boolean foldable(List<ContentWords.Word> span) {
        return !span.isEmpty() && edge(span.get(0).lower()) && edge(span.get(span.size() - 1).lower());
    }

    private static boolean edge(String lower) {
        return !NUMBER.matcher(lower).matches() && !EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.contains(lower)
                && !ContentWords.QUESTION_WORDS.contains(lower);
    }

    private static boolean hasContent(List<ContentWords.Word> span, boolean several) {
        if (!several) return span.size() == 1 && ContentWords.isContent(span.get(0).lower());
        for (ContentWords.Word w : span) {
            String lower = w.lower();
            if (!NUMBER.matcher(lower).matches() && !EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.contains(lower)
                    && !ContentWords.QUESTION_WORDS.contains(lower)) return true;
        }
        return false;
    }

    /** @return true for a two-letter word written as a name ("U2") that is no stop or question word: short names are values too */
    private static boolean shortName(String lower) {
        return lower.length() == 2 && lower.chars().anyMatch(Character::isLetter)
                && !EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.contains(lower) && !ContentWords.QUESTION_WORDS.contains(lower);
    }

    private static boolean writtenAsName(String word, int index) {
        if (!word.toLowerCase(Locale.ROOT).equals(word) && word.substring(1).chars().anyMatch(Character::isUpperCase)) return true;
        // "U2", "B52s": a capital among digits is a name wherever it stands
        if (word.chars().anyMatch(Character::isDigit) && word.chars().anyMatch(Character::isUpperCase)) return true;
        return index > 0 && Character.isUpperCase(word.charAt(0));
    }
}
