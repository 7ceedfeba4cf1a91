package io.askdb.semantic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which owners (entities, metrics) a question names, longest term first: the words of a longer
 * term belong to its owner, so in "each sales support agent" the employee synonym "sales support
 * agent" wins over a metric called "sales". Words are compared lower case and singular.
 */
final class TermMatches {
    private record Hit(int owner, int start, int end) {
        int length() {
            return end - start;
        }
    }

    private TermMatches() {
    }

    /**
     * @param terms    for each owner, its name and synonyms
     * @param question the question
     * @return the indexes of the owners named, ascending
     */
    static Set<Integer> owners(List<List<String>> terms, String question) {
        List<String> words = Terms.words(question);
        List<Hit> hits = new ArrayList<>();
        for (int owner = 0; owner < terms.size(); owner++) {
            for (String term : terms.get(owner)) {
                List<String> t = Terms.words(term);
                for (int i = 0; !t.isEmpty() && i + t.size() <= words.size(); i++) {
                    if (words.subList(i, i + t.size()).equals(t)) hits.add(new Hit(owner, i, i + t.size()));
                }
            }
        }
        hits.sort(Comparator.comparingInt(Hit::length).reversed());
        int[] claimedBy = new int[words.size()];
        Arrays.fill(claimedBy, -1);
        Set<Integer> owners = new TreeSet<>();
        for (Hit hit : hits) {
            if (!free(claimedBy, hit)) continue;
            Arrays.fill(claimedBy, hit.start(), hit.end(), hit.owner());
            owners.add(hit.owner());
        }
        return owners;
    }

    private static boolean free(int[] claimedBy, Hit hit) {
        for (int i = hit.start(); i < hit.end(); i++) {
            if (claimedBy[i] != -1 && claimedBy[i] != hit.owner()) return false;
        }
        return true;
    }
}
