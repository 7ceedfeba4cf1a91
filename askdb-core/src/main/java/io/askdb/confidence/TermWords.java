package io.askdb.confidence;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The words of an ambiguous term, split into the ones that can carry a choice and the ones that
 * cannot. Three kinds of words carry no choice of meaning:
 * <ul>
 * <li>function words ("the", "of", "with", "their");</li>
 * <li>words that only shape the output: ordering ("sorted", "descending", "alphabetical",
 *     "reversed lexicographical order"), display verbs ("list", "show") and identifiers
 *     ("with their ids"). They change how the rows are presented, never which rows answer;</li>
 * <li>words the SQL states exactly: aggregates and comparisons ("most", "average", "more than",
 *     "number of"). What they apply to may be a choice; the words themselves are not.</li>
 * </ul>
 * A term with an ordering cue is output shaping as a whole: "sorted by name" picks the order of
 * the rows, whichever name column it sorts by. "Order" is a cue after "in", "by" or "of" and
 * before "by" or "of" ("the order of the results"); "orders" alone is left to the data (it may be
 * a table). The lists are askdb's own, drawn from the wording of
 * Spider's questions and the model replies that named such terms (issue 15).
 */
final class TermWords {
    private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern CAMEL = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})");
    private static final Set<String> ORDERING = Set.of("sort", "sorted", "sorting", "ordered", "ordering", "ascending",
            "descending", "asc", "desc", "alphabetical", "alphabetically", "lexicographic", "lexicographical",
            "lexicographically", "reverse", "reversed", "increasing", "decreasing", "ranked", "ranking");
    private static final Set<String> OUTPUT = Set.of("list", "listed", "listing", "show", "shown", "display", "displayed",
            "give", "return", "returned", "find", "get", "print", "output", "report", "id", "ids", "identifier", "identifiers",
            "format", "formatted", "rounded", "round", "decimal", "decimals", "place", "places", "respectively", "along",
            "together", "column", "columns", "result", "results", "row", "rows");
    private static final Set<String> STATED = Set.of("most", "least", "highest", "lowest", "largest", "smallest", "maximum",
            "minimum", "max", "min", "average", "avg", "mean", "total", "sum", "count", "counts", "number", "numbers", "more",
            "less", "fewer", "greater", "than", "at", "all", "any", "both", "only", "distinct", "different", "unique",
            "first", "last", "top", "bottom", "equal", "same", "between");
    private static final Set<String> FUNCTION = Set.of("a", "an", "the", "of", "in", "on", "by", "with", "without", "their",
            "its", "his", "her", "them", "they", "it", "and", "or", "to", "for", "from", "each", "every", "per", "as", "is",
            "are", "was", "were", "be", "been", "that", "this", "these", "those", "which", "who", "whom", "whose", "what",
            "when", "where", "how", "please", "me", "us", "our", "your", "do", "does", "did", "has", "have", "had", "there",
            "also", "then", "into", "over", "under", "not", "no");

    private TermWords() {
    }

    /** @return the lower-cased words of a text, split at anything but letters and digits and at camelCase */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String part : SPLIT.split(CAMEL.matcher(text == null ? "" : text).replaceAll(" "))) {
            if (!part.isEmpty()) out.add(part.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** @return true when the term only orders or presents the rows (see the class comment) */
    static boolean shapesOutputOnly(String term) {
        List<String> words = words(term);
        if (words.stream().anyMatch(ORDERING::contains)) return true;
        for (int i = 0; i < words.size(); i++) {
            boolean orderWord = words.get(i).equals("order");
            boolean cued = i > 0 && Set.of("in", "by", "of", "reverse", "reversed").contains(words.get(i - 1))
                    || i + 1 < words.size() && (words.get(i + 1).equals("by") || words.get(i + 1).equals("of"));
            if (orderWord && (cued || words.size() == 1)) return true;
        }
        return meaningful(term).isEmpty();
    }

    /** @return the words of the term that can carry a choice of meaning, stemmed (see {@link #stem}) */
    static List<String> meaningful(String term) {
        return words(term).stream()
                .filter(w -> !FUNCTION.contains(w) && !OUTPUT.contains(w) && !STATED.contains(w) && !ORDERING.contains(w))
                .filter(w -> !w.chars().allMatch(Character::isDigit))
                .map(TermWords::stem).distinct().toList();
    }

    /**
     * A light English stem, enough to meet a column's name: "names" and "name", "cities" and
     * "city", "classes" and "class".
     */
    static String stem(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.length() > 4 && w.endsWith("ies")) return w.substring(0, w.length() - 3) + "y";
        if (w.length() > 4 && (w.endsWith("sses") || w.endsWith("shes") || w.endsWith("ches") || w.endsWith("xes"))) {
            return w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.substring(0, w.length() - 1);
        return w;
    }

    /** @return the stems of an identifier's words: {@code first_name} and {@code FirstName} give [first, name] */
    static List<String> identifierStems(String identifier) {
        return words(identifier).stream().map(TermWords::stem).toList();
    }
}
