package io.askdb.linking;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Orders a ranking so that the tables a join needs come with the tables the question names.
 *
 * <p>First the join tree: the best {@value #SEEDS} matched tables are connected, each in rank
 * order to the tree built so far, by a shortest path over the join graph of
 * {@link ForeignKeyBridges} (foreign keys, or the inferred shared key columns), at most
 * {@value #MAX_HOPS} joins long, preferring on ties the better-ranked tables (Takahashi and
 * Matsuyama's greedy Steiner tree). A table on such a path that ranked lower moves up to just
 * after the seed it connects. Then the neighbourhood: every other table whose rank is worse than
 * {@code rank(seed) + } {@value #STEP} {@code × joins from that seed} moves up to that place, so
 * a table one join from the best match outranks one the words put four places lower; ties keep the
 * ranking's order. A prompt with room for more tables then takes the seeds' neighbours, as a
 * question about one entity ("a port and everything about it") needs.
 */
final class JoinTree {
    /** How many of the best matched tables are connected and have their neighbourhood moved up. */
    static final int SEEDS = 3;
    /** The longest path, in joins, that connects a seed to the tree. */
    static final int MAX_HOPS = 3;
    /**
     * Rank places one join is worth when a neighbour moves up. On BEAVER at 8,000 prompt tokens
     * (every gold table / column in the prompt, dw and nw together) steps of 2, 3 and 5 gave 96.7 /
     * 91.9, 96.7 / 91.9 and 96.2 / 91.4%; 10 gave 95.7 / 89.5 and 20 gave 93.3 / 79.9%.
     */
    static final int STEP = 3;

    private final ForeignKeyBridges graph;

    JoinTree(ForeignKeyBridges graph) {
        this.graph = graph;
    }

    /**
     * @param ranked      table ordinals, best first, no duplicates
     * @param scoredCount how many of the first ranked tables matched the question
     * @return the same ordinals, reordered as the class comment says
     */
    List<Integer> order(List<Integer> ranked, int scoredCount) {
        int seeds = Math.min(SEEDS, Math.min(scoredCount, ranked.size()));
        if (seeds == 0) return ranked;
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = 0; i < ranked.size(); i++) rank.put(ranked.get(i), i);
        Map<Integer, Double> place = new HashMap<>();
        ranked.forEach(t -> place.put(t, (double) rank.get(t)));
        Set<Integer> tree = new LinkedHashSet<>(List.of(ranked.get(0)));
        for (int s = 1; s < seeds; s++) {
            int seed = ranked.get(s);
            List<Integer> path = path(tree, seed, rank);
            for (int t : path) {
                if (rank.containsKey(t) && place.get(t) > rank.get(seed)) place.put(t, rank.get(seed) + 0.5);
            }
            tree.addAll(path);
            tree.add(seed);
        }
        for (int s = 0; s < seeds; s++) {
            int seed = ranked.get(s);
            distances(seed).forEach((t, joins) -> {
                if (rank.containsKey(t)) place.put(t, Math.min(place.get(t), rank.get(seed) + (double) STEP * joins));
            });
        }
        List<Integer> out = new ArrayList<>(ranked);
        out.sort(Comparator.<Integer>comparingDouble(place::get).thenComparingInt(rank::get));
        return out;
    }

    /** @return the tables between the tree and the seed on a shortest path (neither end), or empty when none is short enough */
    private List<Integer> path(Set<Integer> tree, int seed, Map<Integer, Integer> rank) {
        Map<Integer, Integer> parent = new HashMap<>();
        Map<Integer, Integer> depth = new HashMap<>();
        Deque<Integer> queue = new ArrayDeque<>();
        parent.put(seed, -1);
        depth.put(seed, 0);
        queue.add(seed);
        while (!queue.isEmpty()) {
            int at = queue.poll();
            if (tree.contains(at)) {
                List<Integer> between = new ArrayList<>();
                for (int t = parent.get(at); t != -1 && t != seed; t = parent.get(t)) between.add(t);
                return between;
            }
            if (depth.get(at) == MAX_HOPS) continue;
            List<Integer> next = new ArrayList<>(graph.neighbours(at));
            next.sort(Comparator.comparingInt(t -> rank.getOrDefault(t, Integer.MAX_VALUE)));
            for (int t : next) {
                if (parent.putIfAbsent(t, at) == null) {
                    depth.put(t, depth.get(at) + 1);
                    queue.add(t);
                }
            }
        }
        return List.of();
    }

    /** @return joins from the table to every table reachable from it, the table itself excluded */
    private Map<Integer, Integer> distances(int from) {
        Map<Integer, Integer> joins = new HashMap<>();
        joins.put(from, 0);
        Deque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int t : graph.neighbours(at)) {
                if (joins.putIfAbsent(t, joins.get(at) + 1) == null) queue.add(t);
            }
        }
        joins.remove(from);
        return joins;
    }
}
