package io.askdb.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a question into lower-cased words: punctuation dropped, a possessive "'s" dropped,
 * digits kept as words (a decimal point between digits kept: "1.99"), each word stemmed to its singular.
 */
final class QuestionTokenizer {
    private final Lexicon lexicon;

    QuestionTokenizer(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    List<Token> tokenize(String question) {
        String text = question.toLowerCase(Locale.ROOT)
                .replaceAll("['\u2019]s\\b", "")
                .replaceAll("[^\\p{L}\\p{N}.]+|(?<!\\p{N})\\.|\\.(?!\\p{N})", " ")
                .trim();
        List<Token> out = new ArrayList<>();
        if (text.isEmpty()) return out;
        for (String w : text.split("\\s+")) {
            out.add(new Token(w, lexicon.stem(w), lexicon.number(w)));
        }
        return out;
    }

    /**
     * Splits a catalog identifier into stemmed words: CamelCase, snake_case, spaces and digits
     * ("BillingCountry" -> billing, country; "media_types" -> media, type; "HTTPCode" -> http, code).
     */
    List<String> identifierWords(String identifier) {
        List<String> out = new ArrayList<>();
        for (String w : plainWords(identifier)) out.add(lexicon.stem(w));
        return out;
    }

    /** @return the identifier's words lower-cased and joined by underscores, unstemmed ("UnitPrice" -> unit_price) */
    String snake(String identifier) {
        return String.join("_", plainWords(identifier));
    }

    private static List<String> plainWords(String identifier) {
        String spaced = identifier
                .replaceAll("([a-z0-9])([A-Z])", "$1 $2")
                .replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2")
                .replaceAll("([\\p{L}])([0-9])", "$1 $2")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .trim();
        return spaced.isEmpty() ? List.of() : List.of(spaced.split(" "));
    }
}
