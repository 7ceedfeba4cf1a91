package io.askdb.sql;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * "Did you mean" for column names: the candidate closest by edit distance (at most 1 for names of up to three letters, else
 * 2 or a third of the length) after removing case
 * and underscores ({@code first_name} and {@code FirstName} are the same), or one that shares a
 * whole word of at least three letters ({@code state} and {@code billing_state}). Nothing is
 * suggested when no candidate is close: a far-fetched suggestion misleads repair.
 */
final class ColumnSuggestions {
    private ColumnSuggestions() {
    }

    /**
     * @param written    the unknown name
     * @param candidates the names to choose from, in preference order on ties
     * @return the closest candidate, or empty
     */
    static Optional<String> closest(String written, List<String> candidates) {
        String target = squash(written);
        String best = null;
        int bestScore = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = TableSuggestions.distance(squash(c), target);
            int shorter = Math.min(target.length(), squash(c).length());
            boolean close = d <= (shorter <= 3 ? 1 : Math.max(2, shorter / 3)) || sharesWord(written, c);
            if (close && d < bestScore) {
                best = c;
                bestScore = d;
            }
        }
        return Optional.ofNullable(best);
    }

    private static String squash(String name) {
        return name.replace("_", "").replace(" ", "").toLowerCase(Locale.ROOT);
    }

    private static boolean sharesWord(String a, String b) {
        Set<String> words = words(a);
        return words(b).stream().anyMatch(words::contains);
    }

    /** Words of an identifier split at underscores, spaces and lower-to-upper case changes, of three letters or more. */
    static Set<String> words(String name) {
        String spaced = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replace('_', ' ');
        return Arrays.stream(spaced.split("\\s+")).map(w -> w.toLowerCase(Locale.ROOT))
                .filter(w -> w.length() >= 3).collect(Collectors.toSet());
    }
}
