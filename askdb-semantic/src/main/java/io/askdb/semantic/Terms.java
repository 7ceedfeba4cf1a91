package io.askdb.semantic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Words as the model compares them: lower case, split on anything that is not a letter or a
 * digit, each word reduced to a simple English singular so that "invoices" matches "invoice".
 */
final class Terms {
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private Terms() {
    }

    static List<String> of(String name, List<String> synonyms) {
        List<String> out = new ArrayList<>();
        out.add(name);
        out.addAll(synonyms);
        return List.copyOf(out);
    }

    /** @return the text's words, lower case and singular, e.g. "Top Invoice-Lines" → [top, invoice, line] */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : NON_WORD.split(text.toLowerCase(Locale.ROOT))) {
            if (!w.isEmpty()) out.add(Inflection.singular(w));
        }
        return out;
    }

    /** @return the text as compared for uniqueness: its singular words joined by single spaces */
    static String key(String text) {
        return String.join(" ", words(text));
    }
}
