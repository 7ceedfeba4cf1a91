package io.askdb.langchain4j;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The deterministic pre-check of follow-up rewriting: a question that obviously stands alone
 * skips the model. Obvious means: at least {@value #MIN_WORDS} words; it opens like a full
 * question or request ("what", "which", "how many", "list", "show" ...) but not with "what about",
 * "how about" or "what if"; and it holds no word that refers back ("it", "those", "them", "that",
 * "same", "also" ...). Anything else may be a follow-up and goes to the model, so a false "maybe"
 * costs one call, while a false "obviously" would lose context; hence the strict word lists.
 * Case C21: "What titles were released in February 2025 in the US?" stands alone.
 */
final class SelfContainedQuestion {
    static final int MIN_WORDS = 5;
    private static final Set<String> OPENINGS = Set.of("what", "which", "who", "whom", "whose", "how", "when", "where",
            "why", "list", "show", "give", "count", "find", "name", "display", "return", "tell", "get", "is", "are",
            "was", "were", "do", "does", "did", "can", "could", "compute", "calculate");
    private static final Set<String> FOLLOW_UP_SECOND_WORDS = Set.of("about", "if", "so");
    private static final Set<String> REFERRING = Set.of("it", "its", "itself", "they", "them", "their", "theirs",
            "themselves", "those", "these", "that", "this", "same", "previous", "above", "former", "latter", "also",
            "too", "instead", "again", "else", "ones", "such", "likewise", "there's");

    private SelfContainedQuestion() {
    }

    /** @return true when the question obviously stands alone and needs no earlier turn */
    static boolean obviously(String question) {
        List<String> words = words(question);
        if (words.size() < MIN_WORDS || !OPENINGS.contains(words.get(0))) return false;
        if ((words.get(0).equals("what") || words.get(0).equals("how")) && FOLLOW_UP_SECOND_WORDS.contains(words.get(1))) {
            return false;
        }
        for (String w : words) {
            if (REFERRING.contains(w)) return false;
        }
        return true;
    }

    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) out.add(w);
        }
        return out;
    }
}
