package io.askdb.linking;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits identifiers and free text into lower-case words: at every character that is not a
 * letter or digit (so snake_case and kebab-case split), between a lower-case letter and an
 * upper-case one ({@code sbCustCountry}), before the last capital of a run of capitals that
 * starts a word ({@code HTTPServer} gives "http server"), and between letters and digits.
 */
final class IdentifierWords {
    private IdentifierWords() {
    }

    /**
     * @param text an identifier or any text; not null
     * @return the words in order, lower-cased (Locale.ROOT); empty when there are none
     */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                flush(word, words);
                continue;
            }
            if (word.length() > 0 && startsWord(text, i)) {
                flush(word, words);
            }
            word.append(c);
        }
        flush(word, words);
        return words;
    }

    /** @return the words joined by single spaces, e.g. "sb cust country" */
    static String spaced(String text) {
        return String.join(" ", split(text));
    }

    /**
     * The text indexed for an identifier: its words, then, when there are several, the words
     * run together, so that a question's "floating ips" finds {@code floatingips} and a
     * question's "security groups" scores {@code security_groups} as one compound too.
     *
     * @param identifier a table or column name; not null
     * @return words separated by spaces
     */
    static String indexText(String identifier) {
        List<String> words = split(identifier);
        String spaced = String.join(" ", words);
        return words.size() > 1 ? spaced + " " + String.join("", words) : spaced;
    }

    private static boolean startsWord(String text, int i) {
        char prev = text.charAt(i - 1);
        char c = text.charAt(i);
        if (Character.isDigit(prev) != Character.isDigit(c)) return true;
        if (Character.isLowerCase(prev) && Character.isUpperCase(c)) return true;
        return Character.isUpperCase(prev) && Character.isUpperCase(c)
                && i + 1 < text.length() && Character.isLowerCase(text.charAt(i + 1));
    }

    private static void flush(StringBuilder word, List<String> words) {
        if (word.length() > 0) {
            words.add(word.toString().toLowerCase(Locale.ROOT));
            word.setLength(0);
        }
    }
}
