package io.askdb.planner.plan;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.planner.plan.CompoundPlan.SetOp;
import io.askdb.planner.plan.NestedPlan.Subquery;
import io.askdb.planner.plan.SelectPlan.Join;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import io.askdb.planner.read.Identifier;
import io.askdb.planner.read.Nest;
import io.askdb.planner.read.QuestionShape;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import io.askdb.planner.read.Singular;
import io.askdb.planner.read.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plans a question with {@link Nest}s: the rows asked about as one SELECT ({@link SelectPlanner}),
 * then each nest as a subquery condition ({@link NestedPlan}) or, for "both", the question planned
 * once per condition and intersected ({@link CompoundPlan}); "but not", the rows of one side less
 * the other's ({@link ExceptPlanner}). A negated relationship joins along the
 * one foreign key by which the related table references a table of the plan, or through the one
 * table that references both (a bridge); a verb between the negation and the table must spell a
 * word of those tables or keys. Anything else is {@link Unplanned} naming the phrase that stopped it.
 */
public final class NestedPlanner {
    private final SelectPlanner planner = new SelectPlanner();
    private final ExceptPlanner excepts = new ExceptPlanner();

    /**
     * @param shape   the shape of the rows asked about; not null
     * @param nests   the nests read from the question; not empty
     * @param catalog the catalog; not null
     * @return a {@link NestedPlan}, a {@link CompoundPlan}, or {@link Unplanned}
     */
    public PlanOutcome plan(QuestionShape shape, List<Nest> nests, Catalog catalog) {
        if (nests.stream().anyMatch(n -> n instanceof Nest.Both)) return both(shape, nests, catalog);
        if (nests.stream().anyMatch(n -> n instanceof Nest.Except)) {
            if (nests.size() > 1) return new Unplanned("'but not' with other subqueries is more than I can plan.", List.of("but"));
            return excepts.plan(shape, (Nest.Except) nests.get(0), catalog);
        }
        PlanOutcome outer = planner.plan(shape, catalog);
        if (!(outer instanceof SelectPlan p)) return outer;
        List<Subquery> conditions = new ArrayList<>();
        for (Nest n : nests) {
            Object c = n instanceof Nest.Absent a ? absent(a, p, catalog) : against((Nest.AgainstAggregate) n, p);
            if (c instanceof Unplanned u) return u;
            conditions.add((Subquery) c);
        }
        return new NestedPlan(p, conditions);
    }

    private static Unplanned cannotIntersect(QuestionShape s, List<Nest> nests, boolean shared) {
        if (nests.size() != 1 || s.items().size() != 1 || s.restrictions().size() != 2 || s.anyOf() && !shared || s.count() || s.sort() != null || s.limit() != null
                || s.group() != null || s.having() != null || s.items().stream().anyMatch(i -> i.aggregate() != null)) {
            return new Unplanned("'" + (shared ? "shared" : "both") + "' here needs rows matched separately in a way I cannot plan.",
                    List.of(shared ? "shared" : "both"));
        }
        return null;
    }

    /** Plans "both": each condition on rows of its own, INTERSECT. */
    private PlanOutcome both(QuestionShape s, List<Nest> nests, Catalog catalog) {
        boolean shared = nests.stream().anyMatch(n -> n instanceof Nest.Both b && b.shared());
        // "the locations shared by more than two wrestlers": nothing matched separately, the question as it reads
        if (shared && s.restrictions().size() < 2) {
            List<Nest> rest = nests.stream().filter(n -> !(n instanceof Nest.Both)).toList();
            return rest.isEmpty() ? planner.plan(s, catalog) : plan(s, rest, catalog);
        }
        Unplanned check = cannotIntersect(s, nests, shared);
        if (check != null) return check;
        List<SelectPlan> sides = new ArrayList<>();
        for (Restriction r : s.restrictions()) {
            QuestionShape one = new QuestionShape(s.items(), false, s.subject(), List.of(r), false, null, null, null, s.distinct(), null,
                    s.alsoNamed(), s.read());
            PlanOutcome p = planner.plan(one, catalog);
            if (!(p instanceof SelectPlan sp)) return p;
            sides.add(sp);
        }
        if (!sides.get(0).select().equals(sides.get(1).select())) {
            return new Unplanned("The two conditions of 'both' lead to different answers, which I cannot intersect.", List.of("both"));
        }
        return new CompoundPlan(sides.get(0), SetOp.INTERSECT, sides.get(1));
    }

    private static Object absent(Nest.Absent a, SelectPlan p, Catalog catalog) {
        Table t = a.related().tables().get(0).table();
        String text = a.related().text();
        // "the distinct hometowns not associated with any gymnast": the values none of whose rows relate (EXCEPT), not the rows that do not
        if (p.distinct()) return new Unplanned("I cannot tell whether 'not' is about each row or each distinct value.", List.of(text));
        if (a.via() != null && a.via().tables().stream().noneMatch(v -> in(p, v.table()))) {
            return new Unplanned("I could not tell how '" + a.via().text() + "' stands between the rows asked about and '" + text + "'.", List.of(a.via().text()));
        }
        if (in(p, t)) return new Unplanned("I cannot tell how rows of '" + text + "' that are not related differ from those the question asks about.", List.of(text));
        List<Ref[]> direct = new ArrayList<>();
        for (Table f : p.tables()) for (ForeignKey fk : t.foreignKeys()) if (fk.target().equals(f.id())) direct.add(link(fk, t, f));
        List<Join> joins = new ArrayList<>();
        List<String> names = new ArrayList<>(List.of(t.id().name()));
        Ref[] key;
        if (direct.size() == 1) {
            key = direct.get(0);
        } else if (direct.isEmpty()) {
            List<Ref[]> viaKey = new ArrayList<>();
            List<Join> viaJoin = new ArrayList<>();
            for (Table b : catalog.tables()) {
                if (b.id().equals(t.id()) || in(p, b)) continue;
                List<ForeignKey> toT = b.foreignKeys().stream().filter(fk -> fk.target().equals(t.id())).toList();
                if (toT.size() != 1) continue;
                for (Table f : p.tables()) {
                    for (ForeignKey fk : b.foreignKeys()) {
                        if (!fk.target().equals(f.id())) continue;
                        viaKey.add(link(fk, b, f));
                        viaJoin.add(new Join(t, targetColumns(toT.get(0), t), b, toT.get(0).columns()));
                        names.add(b.id().name());
                        names.addAll(toT.get(0).columns());
                    }
                }
            }
            if (viaKey.size() != 1) return new Unplanned("I could not tell how '" + text + "' relates to the rows asked about.", List.of(text));
            key = viaKey.get(0);
            joins.add(viaJoin.get(0));
        } else {
            return new Unplanned("'" + text + "' relates to the rows asked about in several ways, and I cannot tell which is meant.", List.of(text));
        }
        if (key == null) return new Unplanned("I could not tell how '" + text + "' relates to the rows asked about.", List.of(text));
        names.add(key[1].column().name());
        for (String verb : a.verbs()) {
            if (!spells(verb, names)) return new Unplanned("I cannot tell what '" + verb + "' says about " + text + ".", List.of(verb));
        }
        List<Table> inner = new ArrayList<>(List.of(key[1].table()));
        for (Join j : joins) inner.add(j.table());
        List<Predicate> where = new ArrayList<>();
        for (Restriction r : a.restrictions()) {
            List<Target> cands = r.column() != null ? r.column().columns() : r.linked();
            List<Target> here = cands.stream().filter(x -> inner.stream().anyMatch(i -> i.id().equals(x.table().id())))
                    .filter(x -> cands.stream().noneMatch(y -> y != x && same(x, y) && cands.indexOf(y) < cands.indexOf(x))).toList();
            if (r.column() != null && !r.linked().isEmpty()) {
                here = here.stream().filter(x -> r.linked().stream().anyMatch(l -> same(l, x))).toList();
            }
            if (here.size() != 1) return new Unplanned("I could not tell which column of " + text + " '" + r.values().get(0) + "' is in.", r.values());
            where.add(new Predicate(new Ref(here.get(0).table(), here.get(0).column()), Op.EQ, r.values(), false));
        }
        return new NestedPlan.NotIn(key[0], key[1], joins, where);
    }

    private static Object against(Nest.AgainstAggregate n, SelectPlan p) {
        List<Target> here = n.column().columns().stream().filter(x -> !x.weak() || p.tables().size() == 1).filter(x -> in(p, x.table())).toList();
        String text = n.column().text();
        if (here.size() != 1) return new Unplanned("I could not tell which column '" + text + "' compared with the " + word(n.aggregate()) + " is.", List.of(text));
        Target x = here.get(0);
        if (n.over() != null && n.over().tables().stream().noneMatch(o -> o.table().id().equals(x.table().id()))) {
            return new Unplanned("I can compare '" + text + "' only with the " + word(n.aggregate()) + " over all rows of its own table.", List.of(n.over().text()));
        }
        if (n.aggregate() == Aggregate.AVG && !SelectPlanner.numeric(x.column())) {
            return new Unplanned("'" + x.column().name() + "' does not hold numbers to average.", List.of(text));
        }
        return new NestedPlan.AgainstAggregate(new Ref(x.table(), x.column()), n.op(), n.aggregate());
    }

    private static String word(Aggregate a) {
        return switch (a) {
            case AVG -> "average";
            case MAX -> "maximum";
            default -> "minimum";
        };
    }

    /** @return {outer key, referencing column}, or null when the key has several columns */
    private static Ref[] link(ForeignKey fk, Table from, Table target) {
        List<String> to = targetColumns(fk, target);
        if (fk.columns().size() != 1 || to.size() != 1) return null;
        var k = target.column(to.get(0));
        var m = from.column(fk.columns().get(0));
        if (k.isEmpty() || m.isEmpty()) return null;
        return new Ref[] {new Ref(target, k.get()), new Ref(from, m.get())};
    }

    private static List<String> targetColumns(ForeignKey fk, Table target) {
        if (!fk.targetColumns().isEmpty()) return fk.targetColumns();
        return target.primaryKey().isEmpty() ? fk.columns() : target.primaryKey();
    }

    private static boolean same(Target a, Target b) {
        return a.table().id().equals(b.table().id()) && a.column() != null && b.column() != null && a.column().name().equals(b.column().name());
    }

    private static boolean in(SelectPlan p, Table t) {
        return p.tables().stream().anyMatch(x -> x.id().equals(t.id()));
    }

    /** True when the verb and a word of one of the names share their first four letters or more ("hosted", host_city_id). */
    static boolean spells(String verb, List<String> names) {
        String v = Singular.of(verb.toLowerCase(Locale.ROOT));
        for (String name : names) {
            for (String w : Identifier.words(name)) {
                String s = Singular.of(w.toLowerCase(Locale.ROOT));
                int k = 0;
                while (k < v.length() && k < s.length() && v.charAt(k) == s.charAt(k)) k++;
                if (k >= 4 || k == s.length() && k >= 3 && v.startsWith(s)) return true;
            }
        }
        return false;
    }
}
