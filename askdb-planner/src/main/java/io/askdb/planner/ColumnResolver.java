package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Picks the one column a mention means, in the context of the plan: nearer tables first
 * (named in the question, then fewer joins away), then the stronger match. A tie between two
 * different columns is reported as ambiguous, never broken by guessing.
 */
final class ColumnResolver {
    /**
     * The column chosen, or why none could be.
     *
     * @param match    the chosen match, or null with a problem
     * @param distance joins between the fact table and the column's table
     * @param problem  the reason for the user when nothing was chosen, else null
     */
    record Choice(Mention.Match match, int distance, String problem) {
        static Choice problem(String reason) {
            return new Choice(null, -1, reason);
        }

        ColumnRef ref() {
            return match.ref();
        }
    }

    private final ColumnKinds kinds;
    private final JoinPaths paths;

    ColumnResolver(ColumnKinds kinds, JoinPaths paths) {
        this.kinds = kinds;
        this.paths = paths;
    }

    /** A number column to aggregate: in a table the question names, else one that joins to the entity. */
    Choice measure(Mention m, List<Table> named, Table entity) {
        List<Mention.Match> numeric = new ArrayList<>();
        for (Mention.Match c : m.columns()) {
            if (kinds.isMeasure(c.ref().table(), c.ref().column())) numeric.add(c);
        }
        if (numeric.isEmpty()) {
            return Choice.problem(m.columns().isEmpty() ? DeclineReasons.unused(m.text())
                    : DeclineReasons.notNumeric(m.text(), m.columns().get(0).ref().display()));
        }
        ToIntFunction<Mention.Match> distance = c -> entity == null ? 0 : paths.distance(c.ref().table(), entity);
        List<Mention.Match> tier = numeric.stream()
                .filter(c -> contains(named, c.ref().table()) && distance.applyAsInt(c) >= 0).toList();
        if (tier.isEmpty() && entity != null) tier = numeric.stream().filter(c -> distance.applyAsInt(c) >= 0).toList();
        if (tier.isEmpty() && entity == null && named.isEmpty()) tier = numeric;
        if (tier.isEmpty()) return Choice.problem(DeclineReasons.unused(m.text()));
        return best(m, tier, distance);
    }

    /** A column to group by: in the fact table, else in a table the fact table joins to. */
    Choice groupColumn(Mention m, Table fact) {
        ToIntFunction<Mention.Match> distance = c -> paths.distance(fact, c.ref().table());
        List<Mention.Match> reachable = m.columns().stream().filter(c -> distance.applyAsInt(c) >= 0).toList();
        if (reachable.isEmpty()) {
            return Choice.problem(m.columns().isEmpty() ? DeclineReasons.unused(m.text())
                    : DeclineReasons.noPath(fact.id().name(), m.columns().get(0).ref().table().id().name()));
        }
        return best(m, reachable, distance);
    }

    /** A column of one given table. */
    Choice within(Mention m, Table table) {
        List<Mention.Match> own = m.columns().stream().filter(c -> c.ref().table().id().equals(table.id())).toList();
        if (own.isEmpty()) return Choice.problem(DeclineReasons.unused(m.text()));
        return best(m, own, c -> 0);
    }

    private static Choice best(Mention m, List<Mention.Match> tier, ToIntFunction<Mention.Match> distance) {
        List<Mention.Match> sorted = new ArrayList<>(tier);
        sorted.sort(Comparator.comparingInt(distance).thenComparingInt(Mention.Match::strength));
        Mention.Match first = sorted.get(0);
        int d = distance.applyAsInt(first);
        List<String> tied = new ArrayList<>();
        for (Mention.Match c : sorted) {
            if (distance.applyAsInt(c) == d && c.strength() == first.strength()) tied.add(c.ref().display());
        }
        if (tied.size() > 1) return Choice.problem(DeclineReasons.ambiguous(m.text(), tied));
        return new Choice(first, d, null);
    }

    static boolean contains(List<Table> tables, Table t) {
        return tables.stream().anyMatch(x -> x.id().equals(t.id()));
    }
}
