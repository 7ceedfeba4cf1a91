package io.askdb.langchain4j;

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
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            boolean word = Character.isLetterOrDigit(c);
            if (start >= 0 && (!word || camelBoundary(text, i))) {
                add(text.substring(start, i), out);
                start = -1;
            }
            if (word && start < 0) start = i;
        }
        return out;
    }

    /** A word boundary inside an identifier: "customerId" before I, "XMLFile" before F. */
    private static boolean camelBoundary(String s, int i) {
        if (i == 0 || i >= s.length() || !Character.isUpperCase(s.charAt(i))) return false;
        char prev = s.charAt(i - 1);
        if (Character.isLowerCase(prev) || Character.isDigit(prev)) return true;
        return Character.isUpperCase(prev) && i + 1 < s.length() && Character.isLowerCase(s.charAt(i + 1));
    }

    private static void add(String raw, Set<String> out) {
        String token = raw.toLowerCase(Locale.ROOT);
        if (!STOPWORDS.contains(token)) out.add(stem(token));
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
