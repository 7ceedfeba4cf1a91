package io.askdb.planner;

import io.askdb.catalog.Column;
import java.util.ArrayList;
import java.util.List;
import org.jooq.Field;
import org.jooq.Name;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * The tables of a plan's join chain as jOOQ parts: the fact table aliased {@code t0}, the table
 * the n-th hop reaches {@code tn}; each hop joins from many to one on its foreign key's columns
 * ({@code tn.fk = tn+1.key}, AND-ed for a composite key). Names are jOOQ {@link Name}s, so
 * quoting is the dialect's, never string concatenation.
 */
final class ChainSql {
    private ChainSql() {
    }

    /** @return the alias of a table on the chain: t0 for the fact table, tn for the table the n-th join reaches */
    static String alias(List<Hop> path, io.askdb.catalog.Table t) {
        for (int i = path.size(); i > 0; i--) {
            if (PlanAssembly.same(path.get(i - 1).to(), t)) return "t" + i;
        }
        return "t0";
    }

    /** @return the column {@code alias.column}, quoted by the dialect when rendered */
    static Field<Object> column(String alias, Column c) {
        return DSL.field(DSL.name(alias, c.name()));
    }

    /** @return the column of the n-th table of the chain ({@code tn.column}) */
    static Field<Object> column(int at, String column) {
        return DSL.field(DSL.name("t" + at, column));
    }

    /** @return the catalogued table's qualified name (schema, then name, when a schema is known) */
    static Name name(io.askdb.catalog.Table t) {
        return t.id().schema() == null ? DSL.name(t.id().name()) : DSL.name(t.id().schema(), t.id().name());
    }

    /** @return the catalogued table under an alias, e.g. {@code "Track" "t0"} */
    static Table<Record> table(io.askdb.catalog.Table t, String alias) {
        return DSL.table(name(t)).as(DSL.name(alias));
    }

    /** @return the fact table as t0 and inner joins along the path as t1, t2 ... */
    static Table<?> innerJoins(io.askdb.catalog.Table fact, List<Hop> path) {
        Table<?> from = table(fact, "t0");
        for (int i = 0; i < path.size(); i++) {
            from = from.join(table(path.get(i).to(), "t" + (i + 1))).on(on(path.get(i), "t" + i, "t" + (i + 1)));
        }
        return from;
    }

    /**
     * Starts from the group's table (the last of the path) and LEFT JOINs back to the fact table,
     * so that a group with no fact rows still shows, counted 0.
     */
    static Table<?> leftJoinsFromEntity(List<Hop> path) {
        int n = path.size();
        Table<?> from = table(path.get(n - 1).to(), "t" + n);
        for (int i = n - 1; i >= 0; i--) {
            from = from.leftJoin(table(path.get(i).from(), "t" + i)).on(on(path.get(i), "t" + i, "t" + (i + 1)));
        }
        return from;
    }

    /** @return {@code many.fk = one.key} for each column of the hop's foreign key */
    static org.jooq.Condition on(Hop h, String many, String one) {
        List<org.jooq.Condition> parts = new ArrayList<>();
        for (int k = 0; k < h.key().columns().size(); k++) {
            parts.add(DSL.field(DSL.name(many, h.key().columns().get(k)))
                    .eq(DSL.field(DSL.name(one, h.key().targetColumns().get(k)))));
        }
        return DSL.and(parts);
    }
}
