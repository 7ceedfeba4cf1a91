package io.askdb.linking;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal rank fusion of several rankings of the same kind of item: each item scores
 * {@code sum(1 / (k + rank))} over the rankings it appears in (rank from 1), with k = 60 as in
 * Cormack, Clarke and Buettcher, "Reciprocal Rank Fusion outperforms Condorcet and individual
 * Rank Learning Methods" (SIGIR 2009).
 *
 * @since 0.2
 */
public final class RankFusion {
    /** The constant k of the paper. */
    public static final int K = 60;

    private RankFusion() {
    }

    /**
     * @param rankings rankings, each best first, without duplicates within one ranking; not null
     * @param <T>      the item type, with equals and hashCode
     * @return every item of any ranking with its fused score, best first (ties keep first-seen order)
     */
    public static <T> LinkedHashMap<T, Double> fuse(List<List<T>> rankings) {
        Map<T, Double> scores = new LinkedHashMap<>();
        for (List<T> ranking : rankings) {
            for (int i = 0; i < ranking.size(); i++) {
                scores.merge(ranking.get(i), 1.0 / (K + i + 1), Double::sum);
            }
        }
        Map<T, Integer> firstSeen = new HashMap<>();
        for (T t : scores.keySet()) firstSeen.put(t, firstSeen.size());
        LinkedHashMap<T, Double> sorted = new LinkedHashMap<>();
        scores.entrySet().stream()
                .sorted((a, b) -> {
                    int c = Double.compare(b.getValue(), a.getValue());
                    return c != 0 ? c : Integer.compare(firstSeen.get(a.getKey()), firstSeen.get(b.getKey()));
                })
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }
}
