package io.askdb.semantic;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean" hints: the candidate nearest to a misspelt name by edit distance, if it is near enough. */
final class Suggestions {
    private Suggestions() {
    }

    /** @return {@code "; did you mean 'x'?"}, or {@code "."} when no candidate is near enough */
    static String didYouMean(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String w = wrong.toLowerCase(Locale.ROOT);
        for (String c : candidates) {
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        boolean near = best != null && (bestDistance <= Math.max(2, wrong.length() / 3)
                || best.toLowerCase(Locale.ROOT).contains(w) || w.contains(best.toLowerCase(Locale.ROOT)));
        return near ? "; did you mean '" + best + "'?" : ".";
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) previous[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
