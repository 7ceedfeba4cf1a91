package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Shortest join paths over a model's relationships, followed in either direction (breadth-first). */
final class JoinPaths {
    private JoinPaths() {
    }

    /** @return the relationships from {@code from} to {@code to} in join order: empty list when equal, empty when unreachable */
    static Optional<List<Relationship>> shortest(List<Relationship> relationships, TableId from, TableId to) {
        if (from.equals(to)) return Optional.of(List.of());
        Map<TableId, Relationship> via = new HashMap<>();
        Map<TableId, TableId> previous = new HashMap<>();
        Deque<TableId> queue = new ArrayDeque<>(List.of(from));
        previous.put(from, from);
        while (!queue.isEmpty()) {
            TableId at = queue.removeFirst();
            for (Relationship r : relationships) {
                TableId next = r.from().equals(at) ? r.to() : r.to().equals(at) ? r.from() : null;
                if (next == null || previous.containsKey(next)) continue;
                previous.put(next, at);
                via.put(next, r);
                if (next.equals(to)) return Optional.of(walkBack(via, previous, from, to));
                queue.addLast(next);
            }
        }
        return Optional.empty();
    }

    private static List<Relationship> walkBack(Map<TableId, Relationship> via, Map<TableId, TableId> previous,
                                               TableId from, TableId to) {
        List<Relationship> path = new ArrayList<>();
        for (TableId at = to; !at.equals(from); at = previous.get(at)) path.add(via.get(at));
        Collections.reverse(path);
        return List.copyOf(path);
    }
}
