package io.askdb.langchain4j;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Splits questions and identifiers into comparable word tokens for lexical schema selection:
 * camelCase and snake_case are split, letters lower-cased, common English function words
 * dropped, and plural endings cut ("orders" and "Order" both give "order").
 */
final class Tokens {
    private static final Set<String> STOPWORDS = Set.of(
            "a", "an", "the", "of", "in", "on", "for", "to", "by", "with", "and", "or", "not", "how", "many",
            "much", "what", "which", "who", "whom", "whose", "where", "when", "why", "is", "are", "was", "were",
            "be", "been", "has", "have", "had", "do", "does", "did", "show", "list", "give", "me", "my", "all",
            "each", "per", "from", "that", "this", "these", "those", "there", "their", "than", "then", "as",
            "at", "it", "its", "get", "find", "any", "some", "please", "can", "you", "i", "we", "our");

    private Tokens() {
    }

    /** @return the distinct tokens of a text, in order of first appearance */
    static Set<String> of(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) return out;
        String split = text.replaceAll("(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})", " ");
        Arrays.stream(split.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(t -> !t.isEmpty() && !STOPWORDS.contains(t))
                .map(Tokens::stem)
                .forEach(out::add);
        return out;
    }

    /** Cuts an English plural ending: categories to category, addresses to address, orders to order. */
    static String stem(String token) {
        int n = token.length();
        if (n > 4 && token.endsWith("ies")) return token.substring(0, n - 3) + "y";
        if (n > 4 && (token.endsWith("sses") || token.endsWith("xes") || token.endsWith("ches") || token.endsWith("shes"))) {
            return token.substring(0, n - 2);
        }
        if (n > 3 && token.endsWith("s") && !token.endsWith("ss") && !token.endsWith("us")) return token.substring(0, n - 1);
        return token;
    }
}
