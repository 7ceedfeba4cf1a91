package io.askdb.planner;

import java.util.regex.Pattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a question into lower-cased words: punctuation dropped, a possessive "'s" dropped,
 * digits kept as words (a decimal point between digits kept: "1.99"), each word stemmed to its singular; a word written in
 * capitals in a question that has lower-case letters too is marked ({@link Token#capitals()}).
 */
final class QuestionTokenizer {
    private static final Pattern POSSESSIVE = Pattern.compile("['\u2019][sS]\\b");
    private static final Pattern CAPITALS = Pattern.compile("\\p{Lu}{2,}");
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}.]+|(?<!\\p{N})\\.|\\.(?!\\p{N})");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern LOWER_UPPER = Pattern.compile("([a-z0-9])([A-Z])");
    private static final Pattern UPPER_RUN = Pattern.compile("([A-Z]+)([A-Z][a-z])");
    private static final Pattern LETTER_DIGIT = Pattern.compile("([\\p{L}])([0-9])");
    private static final Pattern NOT_LETTER_OR_DIGIT = Pattern.compile("[^\\p{L}\\p{N}]+");

    private final Lexicon lexicon;

    QuestionTokenizer(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    List<Token> tokenize(String question) {
        String written = NOT_WORD.matcher(POSSESSIVE.matcher(question).replaceAll("")).replaceAll(" ").trim();
        List<Token> out = new ArrayList<>();
        if (written.isEmpty()) return out;
        String[] words = SPACES.split(written);
        boolean mixed = !question.toUpperCase(Locale.ROOT).equals(question);
        for (String as : words) {
            String w = as.toLowerCase(Locale.ROOT);
            out.add(new Token(w, lexicon.stem(w), lexicon.number(w), mixed && CAPITALS.matcher(as).matches()));
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
        String split = LETTER_DIGIT.matcher(UPPER_RUN.matcher(LOWER_UPPER.matcher(identifier).replaceAll("$1 $2"))
                .replaceAll("$1 $2")).replaceAll("$1 $2");
        String spaced = NOT_LETTER_OR_DIGIT.matcher(split.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
        return spaced.isEmpty() ? List.of() : List.of(spaced.split(" "));
    }
}
