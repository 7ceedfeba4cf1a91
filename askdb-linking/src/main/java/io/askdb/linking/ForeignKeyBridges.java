package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Pulls bridge tables up a ranking. A <em>bridge</em> is a table that has a foreign key to, or
 * is referenced by a foreign key of, at least two distinct tables that rank above it among the
 * first {@value #TOP} ranked tables (a junction table such as {@code order_items} between
 * {@code orders} and {@code products}). Each bridge moves to just below the second-best-ranked of
 * those tables (its anchor), followed by any bridges anchored on it; bridges with the same anchor
 * keep their relative order from the ranking. Nothing else moves.
 *
 * <p>When the catalog declares no foreign key at all (warehouses often declare none), join edges
 * are inferred instead: two tables are joined when they share a column name of at least two
 * words whose last word is "key", "id", "uuid" or "code" (such as {@code FCLT_BUILDING_KEY}),
 * provided that name occurs in at most {@value #MAX_SHARED} tables, so that ubiquitous columns
 * do not join everything to everything.
 */
final class ForeignKeyBridges {
    /** How many of the best-ranked tables bridges may connect. */
    static final int TOP = 5;
    /** The most tables an inferred join column may occur in. */
    static final int MAX_SHARED = 2;
    static final Set<String> KEY_WORDS = Set.of("key", "id", "uuid", "code");

    /** A join between two tables, by their ordinals. */
    private record Edge(int from, int to, JoinPath path) {
    }

    private final List<Set<Integer>> neighbours;
    private final List<Edge> edges;

    private ForeignKeyBridges(List<Set<Integer>> neighbours, List<Edge> edges) {
        this.neighbours = neighbours;
        this.edges = edges;
    }

    /** Reads the foreign keys of every table, in both directions; keys to unknown tables are ignored. */
    static ForeignKeyBridges of(Catalog catalog) {
        Map<TableId, Integer> ordinals = new HashMap<>();
        List<Set<Integer>> neighbours = new ArrayList<>();
        for (Table t : catalog.tables()) {
            ordinals.put(t.id(), neighbours.size());
            neighbours.add(new HashSet<>());
        }
        List<Edge> edges = new ArrayList<>();
        for (int from = 0; from < catalog.tables().size(); from++) {
            Table table = catalog.tables().get(from);
            for (ForeignKey fk : table.foreignKeys()) {
                Integer to = ordinals.get(fk.target());
                if (to != null && to != from) {
                    neighbours.get(from).add(to);
                    neighbours.get(to).add(from);
                    edges.add(new Edge(from, to, new JoinPath(table.id(), fk.columns(), fk.target(), fk.targetColumns(), true)));
                }
            }
        }
        if (catalog.tables().stream().allMatch(t -> t.foreignKeys().isEmpty())) infer(catalog, neighbours, edges);
        return new ForeignKeyBridges(neighbours, List.copyOf(edges));
    }

    private static void infer(Catalog catalog, List<Set<Integer>> neighbours, List<Edge> edges) {
        Map<String, Map<Integer, String>> byColumn = new TreeMap<>();
        for (int i = 0; i < catalog.tables().size(); i++) {
            for (Column c : catalog.tables().get(i).columns()) {
                List<String> words = IdentifierWords.split(c.name());
                if (words.size() >= 2 && KEY_WORDS.contains(words.get(words.size() - 1))) {
                    byColumn.computeIfAbsent(String.join("_", words), k -> new TreeMap<>()).putIfAbsent(i, c.name());
                }
            }
        }
        for (Map<Integer, String> tables : byColumn.values()) {
            if (tables.size() > MAX_SHARED) continue;
            for (Map.Entry<Integer, String> a : tables.entrySet()) {
                for (Map.Entry<Integer, String> b : tables.entrySet()) {
                    if (a.getKey().equals(b.getKey())) continue;
                    neighbours.get(a.getKey()).add(b.getKey());
                    if (a.getKey() < b.getKey()) {
                        edges.add(new Edge(a.getKey(), b.getKey(), new JoinPath(catalog.tables().get(a.getKey()).id(),
                                List.of(a.getValue()), catalog.tables().get(b.getKey()).id(), List.of(b.getValue()), false)));
                    }
                }
            }
        }
    }

    /** @return the ordinals of the tables joined to this one, declared or inferred, in either direction */
    Set<Integer> neighbours(int ordinal) {
        return java.util.Collections.unmodifiableSet(neighbours.get(ordinal));
    }

    /**
     * @param ordinals table ordinals
     * @return the joins whose both ends are among them: declared foreign keys in catalog order,
     *         or, when the catalog declares none, the inferred joins by column name
     */
    List<JoinPath> among(Collection<Integer> ordinals) {
        Set<Integer> set = new HashSet<>(ordinals);
        return edges.stream().filter(e -> set.contains(e.from()) && set.contains(e.to())).map(Edge::path).toList();
    }

    /**
     * The ranking after bridges moved up.
     *
     * @param order   table ordinals, best first
     * @param anchors each moved bridge's ordinal mapped to the ordinal it now sits below
     */
    record Expansion(List<Integer> order, Map<Integer, Integer> anchors) {
    }

    /**
     * @param ranked      table ordinals, best first, no duplicates
     * @param scoredCount how many of the first ranked tables matched the question at all; only
     *                    those can be connected
     * @return the same ordinals with bridges moved up
     */
    Expansion expand(List<Integer> ranked, int scoredCount) {
        List<Integer> top = ranked.subList(0, Math.min(Math.min(TOP, scoredCount), ranked.size()));
        Map<Integer, List<Integer>> byAnchor = new HashMap<>();
        Map<Integer, Integer> anchors = new HashMap<>();
        for (int rank = 2; rank < ranked.size(); rank++) {
            int candidate = ranked.get(rank);
            List<Integer> touched = new ArrayList<>();
            for (int t : top.subList(0, Math.min(rank, top.size()))) {
                if (neighbours.get(candidate).contains(t)) touched.add(t);
            }
            if (touched.size() >= 2) {
                byAnchor.computeIfAbsent(touched.get(1), k -> new ArrayList<>()).add(candidate);
                anchors.put(candidate, touched.get(1));
            }
        }
        Set<Integer> out = new LinkedHashSet<>();
        for (int ordinal : ranked) {
            if (!anchors.containsKey(ordinal)) emit(ordinal, byAnchor, out);
        }
        return new Expansion(List.copyOf(out), Map.copyOf(anchors));
    }

    private static void emit(int ordinal, Map<Integer, List<Integer>> byAnchor, Set<Integer> out) {
        out.add(ordinal);
        for (int bridge : byAnchor.getOrDefault(ordinal, List.of())) emit(bridge, byAnchor, out);
    }
}
