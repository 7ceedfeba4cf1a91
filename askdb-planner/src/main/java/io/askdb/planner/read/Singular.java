package io.askdb.planner.read;

import java.util.Map;

/**
 * Reduces an English plural to its singular with a few suffix rules (countries -> country,
 * addresses -> address, invoices -> invoice) and a table of irregular plurals (people -> person);
 * words of three letters or fewer, and words ending in "ss", "us" or "is", are kept. Question words
 * and catalog names both go through it, so the two meet in one form.
 */
public final class Singular {
    private static final Map<String, String> IRREGULAR = Map.ofEntries(
            Map.entry("people", "person"), Map.entry("children", "child"), Map.entry("men", "man"),
            Map.entry("women", "woman"), Map.entry("mice", "mouse"), Map.entry("geese", "goose"),
            Map.entry("feet", "foot"), Map.entry("teeth", "tooth"), Map.entry("data", "data"),
            Map.entry("series", "series"), Map.entry("species", "species"), Map.entry("status", "status"),
            Map.entry("statuses", "status"), Map.entry("analysis", "analysis"), Map.entry("analyses", "analysis"),
            Map.entry("news", "news"), Map.entry("indices", "index"), Map.entry("ids", "id"), Map.entry("criteria", "criterion"));

    private Singular() {
    }

    /** @return the irregular plurals this stemmer knows, plural to singular (people -> person) */
    public static Map<String, String> irregular() {
        return IRREGULAR;
    }

    /**
     * @param word a lower-case word
     * @return its singular form; the word itself when it is not a plural these rules know
     */
    public static String of(String word) {
        String irr = IRREGULAR.get(word);
        if (irr != null) return irr;
        int n = word.length();
        if (n <= 3 || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
        if (word.endsWith("ies") && n > 4) return word.substring(0, n - 3) + "y";
        if (word.endsWith("sses") || word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes")) {
            return word.substring(0, n - 2);
        }
        if (word.endsWith("s")) return word.substring(0, n - 1);
        return word;
    }
}
