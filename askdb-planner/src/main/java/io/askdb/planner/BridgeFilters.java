package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Stored values that sit on a table joined to the fact table only through a bridge table ("tracks on
 * the playlist 'Grunge'": Track and Playlist meet in PlaylistTrack, whose foreign keys go to both), read
 * as {@link Condition.Bridged} conditions on the fact table instead of filters along the many-to-one
 * chain. A value is bridged only when none of its columns joins from the fact table from many to one, it
 * has one column, and exactly one table of the catalog is such a bridge with one key to each side.
 */
final class BridgeFilters {
    /**
     * @param values  the values left for equality filters along the chain
     * @param bridged the conditions for the values reached through a bridge
     */
    record Split(List<ValueMention> values, List<Condition> bridged) {
    }

    private final Catalog catalog;
    private final JoinPaths paths;

    BridgeFilters(JoinPaths paths) {
        this.catalog = paths.catalog();
        this.paths = paths;
    }

    /** @return the values split into those for the chain and those reached through a bridge */
    Split split(List<ValueMention> values, Table fact) {
        List<ValueMention> rest = new ArrayList<>();
        List<Condition> bridged = new ArrayList<>();
        for (ValueMention v : values) {
            Condition c = bridge(v, fact);
            if (c == null) rest.add(v); else bridged.add(c);
        }
        return new Split(rest, bridged);
    }

    private Condition bridge(ValueMention v, Table fact) {
        if (v.candidates().stream().map(ValueMention.Candidate::ref).distinct().count() != 1) return null;
        ValueMention.Candidate c = v.candidates().get(0);
        Table other = c.ref().table();
        if (PlanAssembly.same(other, fact) || !paths.shortest(fact, other).isEmpty()) return null;
        List<Condition> found = new ArrayList<>();
        for (Table b : catalog.tables()) {
            ForeignKey toFact = onlyKey(b, fact), toOther = onlyKey(b, other);
            if (toFact == null || toOther == null || PlanAssembly.same(b, fact) || PlanAssembly.same(b, other)) continue;
            found.add(new Condition.Bridged(new Hop(b, toFact, fact), new Hop(b, toOther, other),
                    new ValueFilter(c.ref(), c.value(), 0), 0));
        }
        return found.size() == 1 ? found.get(0) : null;
    }

    /**
     * @return the join from the one bridge table between the two tables to the second, when the bridge's primary key
     *         is exactly its two foreign keys' columns (so each pair is one row); else null
     */
    Hop pairs(Table fact, Table entity) {
        Hop found = null;
        for (Table b : catalog.tables()) {
            ForeignKey toFact = onlyKey(b, fact), toEntity = onlyKey(b, entity);
            if (toFact == null || toEntity == null || PlanAssembly.same(b, fact) || PlanAssembly.same(b, entity)) continue;
            java.util.Set<String> key = new java.util.HashSet<>();
            for (String k : b.primaryKey()) key.add(k.toLowerCase(java.util.Locale.ROOT));
            java.util.Set<String> both = new java.util.HashSet<>();
            for (String k : toFact.columns()) both.add(k.toLowerCase(java.util.Locale.ROOT));
            for (String k : toEntity.columns()) both.add(k.toLowerCase(java.util.Locale.ROOT));
            if (!key.equals(both)) continue;
            if (found != null) return null;
            found = new Hop(b, toEntity, entity);
        }
        return found;
    }

    /** @return the table's one foreign key to the target, or null when none or several */
    private static ForeignKey onlyKey(Table t, Table target) {
        ForeignKey found = null;
        for (ForeignKey fk : t.foreignKeys()) {
            boolean same = fk.target().name().equalsIgnoreCase(target.id().name())
                    && (fk.target().schema() == null || target.id().schema() == null || fk.target().schema().equalsIgnoreCase(target.id().schema()));
            if (!same) continue;
            if (found != null) return null;
            found = fk;
        }
        return found;
    }
}
