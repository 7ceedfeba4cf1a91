package io.askdb.semantic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Simple English inflection and identifier splitting for names drawn from a catalog: regular
 * plurals only ("line" → "lines", "city" → "cities", "box" → "boxes"), which is what table and
 * column names need; irregular words are left as they are.
 */
final class Inflection {
    private static final Set<String> UNCHANGED = Set.of("status", "series", "news", "bus", "address", "class",
            "business", "analysis", "process", "access", "data", "media", "info", "information", "metadata");

    private Inflection() {
    }

    /** @return the simple singular of one lower-case word: "cities" → "city", "lines" → "line" */
    static String singular(String word) {
        if (word.length() < 4 || UNCHANGED.contains(word) || word.endsWith("ss") || word.endsWith("us")
                || word.endsWith("is")) {
            return word;
        }
        if (word.endsWith("ies")) return word.substring(0, word.length() - 3) + "y";
        if (word.endsWith("ches") || word.endsWith("shes") || word.endsWith("sses") || word.endsWith("xes")) {
            return word.substring(0, word.length() - 2);
        }
        if (word.endsWith("s")) return word.substring(0, word.length() - 1);
        return word;
    }

    /** @return the simple plural of one lower-case word: "city" → "cities", "line" → "lines" */
    static String plural(String word) {
        if (UNCHANGED.contains(word)) return word;
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("z") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        if (word.length() > 1 && word.endsWith("y") && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        return word + "s";
    }

    /** @return the phrase with its last word made plural: "invoice line" → "invoice lines" */
    static String pluralPhrase(String phrase) {
        int cut = phrase.lastIndexOf(' ') + 1;
        return phrase.substring(0, cut) + plural(phrase.substring(cut));
    }

    /** @return the phrase with its last word made singular: "invoice lines" → "invoice line" */
    static String singularPhrase(String phrase) {
        int cut = phrase.lastIndexOf(' ') + 1;
        return phrase.substring(0, cut) + singular(phrase.substring(cut));
    }

    /**
     * Splits an identifier into lower-case words at underscores, case changes and digits:
     * "InvoiceLine" → "invoice line", "customer_id" → "customer id", "HTTPStatus" → "http status".
     *
     * @return the words joined by single spaces; empty when the identifier has no letters or digits
     */
    static String words(String identifier) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < identifier.length(); i++) {
            char c = identifier.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                flush(word, out);
                continue;
            }
            if (word.length() > 0 && startsWord(identifier, i)) flush(word, out);
            word.append(c);
        }
        flush(word, out);
        return String.join(" ", out);
    }

    private static boolean startsWord(String s, int i) {
        char prev = s.charAt(i - 1);
        char c = s.charAt(i);
        if (Character.isDigit(c) != Character.isDigit(prev)) return true;
        if (Character.isUpperCase(c) && Character.isLowerCase(prev)) return true;
        return Character.isUpperCase(c) && Character.isUpperCase(prev) && i + 1 < s.length()
                && Character.isLowerCase(s.charAt(i + 1));
    }

    private static void flush(StringBuilder word, List<String> out) {
        if (word.length() > 0) out.add(word.toString().toLowerCase(Locale.ROOT));
        word.setLength(0);
    }
}
