package io.askdb.planner.plan;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.planner.plan.SelectPlan.Having;
import io.askdb.planner.plan.SelectPlan.OrderKey;
import io.askdb.planner.plan.SelectPlan.Output;
import io.askdb.planner.plan.SelectPlan.Predicate;
import io.askdb.planner.plan.SelectPlan.Ref;
import io.askdb.planner.read.QuestionShape;
import io.askdb.planner.read.QuestionShape.Aggregate;
import io.askdb.planner.read.QuestionShape.Item;
import io.askdb.planner.read.QuestionShape.Restriction;
import io.askdb.planner.read.Target;
import io.askdb.planner.read.Term;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Plans a {@link QuestionShape} as one SELECT: picks the table the question is about (the one it
 * names, or the one table holding every column it names), resolves every phrase to a column of it
 * or of a table one foreign key away ({@link Resolver}), and lays out the output, conditions,
 * grouping, order and row count. Counting per a table ("for each role") groups by the key that
 * references it; "the most students" orders the groups by their number of rows. Anything it cannot
 * resolve to exactly one column, or a table the question names but nothing uses, is
 * {@link Unplanned} with the phrase that stopped it.
 */
public final class SelectPlanner {
    private static final List<List<String>> DISTINCT = io.askdb.planner.read.Cues.standard().phrases("distinct");

    /**
     * @param shape   the question's shape; not null
     * @param catalog the catalog its phrases name; not null
     * @return the plan, or {@link Unplanned} naming the phrase that stopped it
     */
    public PlanOutcome plan(QuestionShape shape, Catalog catalog) {
        Table from = from(shape);
        if (from == null) return new Unplanned("I could not tell which table the question is about.", List.of());
        Resolver r = new Resolver(catalog, from);
        List<Table> named = new ArrayList<>();
        if (shape.subject() != null) named.add(from);
        for (Term t : shape.alsoNamed()) for (Target x : t.tables()) named.add(x.table());
        r.named(named);
        List<String> assumptions = new ArrayList<>();
        for (Term t : shape.alsoNamed()) {
            if (t.tables().size() != 1 || !r.include(t.tables().get(0).table())) {
                return new Unplanned("I could not tell how '" + t.text() + "' bears on the question.", List.of(t.text()));
            }
        }
        List<Output> select = new ArrayList<>();
        List<Ref> groupBy = new ArrayList<>();
        if (shape.group() != null) {
            Ref g = groupRef(shape.group(), r, from);
            if (g == null) return unresolved(shape.group(), r);
            groupBy.add(g);
        }
        for (Item it : shape.items()) {
            Ref ref = r.column(it.term());
            if (ref == null) return unresolved(it.term(), r);
            if (it.aggregate() == null && foreignKey(ref) && !namesKey(it.term())) {
                return new Unplanned("'" + it.term().text() + "' is " + ref.table().id().name() + "." + ref.column().name()
                        + ", which holds the ids of rows of another table, not an answer to show.", List.of(it.term().text()));
            }
            if (shape.subject() != null && !ref.table().id().equals(from.id()) && weakOnly(it.term(), ref)) {
                // "the name of the bank whose customer ...": a bare 'name' the subject does not hold is not the customer's name
                return new Unplanned("'" + it.term().text() + "' names no column of " + from.id().name() + "; " + ref.table().id().name() + "."
                        + ref.column().name() + " is another table's, so I cannot tell whose '" + it.term().text() + "' is meant.", List.of(it.term().text()));
            }
            boolean distinct = it.aggregate() == Aggregate.COUNT && shape.distinct();
            select.add(new Output(it.aggregate(), ref, distinct));
        }
        boolean aggregated = select.stream().anyMatch(o -> o.aggregate() != null);
        if (shape.count() && select.stream().noneMatch(o -> o.aggregate() == Aggregate.COUNT)) {
            select.add(new Output(Aggregate.COUNT, null, false));
            aggregated = true;
        }
        List<Predicate> where = new ArrayList<>();
        for (Restriction x : shape.restrictions()) {
            List<String> holders = x.column() != null ? r.namedHolders(x.column()) : List.of();
            if (!holders.isEmpty()) {
                // a condition on a column that two tables of the question hold: which rows it restricts is not said
                return new Unplanned("'" + x.column().text() + "' is a column of " + String.join(" and of ", holders)
                        + ", both named in the question, so I cannot tell whose '" + x.column().text() + "' the condition is on.", List.of(x.column().text()));
            }
            Ref ref = x.column() != null ? r.column(x.column()) : linked(x.linked(), r);
            if (ref == null) return x.column() != null ? unresolved(x.column(), r)
                    : new Unplanned("I found '" + x.values().get(0) + "' in several places and cannot tell which is meant.", x.values());
            if (x.numeric() && !numeric(ref.column())) {
                return new Unplanned("'" + ref.column().name() + "' does not hold numbers to compare with " + x.values().get(0) + ".", x.values());
            }
            where.add(new Predicate(ref, x.op(), x.values(), x.numeric()));
        }
        if (!shape.anyOf()) {
            for (int a = 0; a < where.size(); a++) {
                for (int b = a + 1; b < where.size(); b++) {
                    Predicate x = where.get(a), y = where.get(b);
                    if (x.ref().equals(y.ref()) && x.op() == QuestionShape.Op.EQ && y.op() == QuestionShape.Op.EQ && !x.values().equals(y.values())) {
                        return new Unplanned("One row's " + x.ref().column().name() + " cannot be both '" + x.values().get(0) + "' and '"
                                + y.values().get(0) + "': that needs rows matched separately, which I cannot plan.", List.of(x.values().get(0), y.values().get(0)));
                    }
                }
            }
        }
        for (Predicate x : where) {
            for (Predicate y : where) {
                if (!shape.anyOf() && x.ref().equals(y.ref()) && x.numeric() && y.numeric() && lower(x) && upper(y)
                        && Double.parseDouble(x.values().get(0)) >= Double.parseDouble(y.values().get(0))) {
                    return new Unplanned("One row's " + x.ref().column().name() + " cannot be both above " + x.values().get(0) + " and below "
                            + y.values().get(0) + ": that needs rows matched separately, which I cannot plan.", List.of(x.values().get(0), y.values().get(0)));
                }
            }
        }
        Having having = null;
        List<OrderKey> orderBy = new ArrayList<>();
        boolean countSort = shape.sort() != null && shape.sort().aggregate() == Aggregate.COUNT
                && (shape.sort().term() == null || shape.sort().term().columns().isEmpty());
        if (shape.having() != null && shape.count() && shape.read().stream().anyMatch(w -> w.toLowerCase(java.util.Locale.ROOT).startsWith("how many"))) {
            // "how many cities have more than 3 airports" counts the groups that pass, which needs a count over the grouping;
            // "list the roles ... and the number of employees" shows them, with their counts
            return new Unplanned("I cannot tell whether to count the rows that have that many '" + shape.having().counted().text()
                    + "' or to show them.", List.of(shape.having().counted().text()));
        }
        if (shape.having() != null || countSort) {
            Term counted = shape.having() != null ? shape.having().counted() : shape.sort().term();
            if (counted != null && counted.tables().size() != 1) return new Unplanned("I could not tell which rows '" + counted.text() + "' counts.", List.of(counted.text()));
            Table t = counted == null ? from : counted.tables().get(0).table();
            String countedText = counted == null ? from.id().name() : counted.text();
            if (!r.include(t)) return new Unplanned("I could not tell how '" + countedText + "' relates to the rest of the question.", List.of(countedText));
            if (countSort && counted != null && t.id().equals(from.id()) && shape.group() == null && !shape.alsoNamed().isEmpty()) {
                // "the projects launched by the organization with the most projects": the ranking is of another table's rows
                return new Unplanned("I could not tell whose '" + countedText + "' are counted for the ranking.", List.of(countedText));
            }
            if (groupBy.isEmpty()) {
                for (Output o : select) if (o.aggregate() == null) groupBy.add(o.ref());
                if (groupBy.isEmpty() || !t.id().equals(from.id()) && select.stream().allMatch(o -> o.ref() != null && !o.ref().table().id().equals(t.id()))) {
                    if (!t.id().equals(from.id()) && references(from, t)) {
                        // "the state with the most bank customers" over customer -> bank: each customer row has one bank, so a count of
                        // banks per customer is always 1
                        return new Unplanned("Each " + from.id().name() + " row has one " + t.id().name() + ", so I cannot tell what '"
                                + countedText + "' counts per " + from.id().name() + ".", List.of(countedText));
                    }
                    for (String k : from.primaryKey()) from.column(k).ifPresent(c -> groupBy.add(0, new Ref(from, c)));
                }
                if (groupBy.isEmpty()) return new Unplanned("I could not tell what to count '" + countedText + "' for.", List.of(countedText));
            }
            if (!t.id().equals(from.id()) && FanOut.above(r.joins(), t)) {
                // "head offices used by more than 2 companies" over office_locations -> companies: COUNT(*) counts the
                // office_locations rows, each company once per row that references it, not the companies
                return new Unplanned("'" + countedText + "' would be counted once per " + from.id().name() + " row that refers to it, not once each.",
                        List.of(countedText));
            }
            if (shape.having() != null) having = new Having(shape.having().op(), shape.having().n());
            if (countSort) orderBy.add(new OrderKey(new Output(Aggregate.COUNT, null, false), shape.sort().descending()));
        }
        if (shape.sort() != null && !countSort && shape.sort().term() != null) {
            Ref ref = r.column(shape.sort().term());
            if (ref == null) return unresolved(shape.sort().term(), r);
            Aggregate agg = shape.sort().aggregate();
            if (agg != null && groupBy.isEmpty()) return new Unplanned("I can sort by '" + shape.sort().term().text() + "' per group only when the question groups.", List.of());
            if (agg == null && groupBy.isEmpty() && shape.limit() != null && !ref.table().id().equals(from.id()) && references(ref.table(), from)
                    && !named.contains(ref.table()) && !qualified(shape.sort().term(), ref.table())) {
                // "the department with the most credits": credits are per course, so ranking departments needs a total per department
                return new Unplanned("'" + shape.sort().term().text() + "' is per " + ref.table().id().name() + " row, and each "
                        + from.id().name() + " has many: ranking by it needs a total per " + from.id().name() + ", which the question does not name.",
                        List.of(shape.sort().term().text()));
            }
            orderBy.add(new OrderKey(new Output(agg, ref, false), shape.sort().descending()));
        }
        if (!groupBy.isEmpty()) {
            List<Output> shown = new ArrayList<>();
            for (Ref g : groupBy) {
                boolean asked = select.stream().anyMatch(o -> o.aggregate() == null && o.ref().equals(g));
                // "how many tasks does each project have? list ... the project detail": what of the grouped table to show is named
                boolean ofGroup = shape.group() != null && shape.group().columns().isEmpty() && !g.table().id().equals(grouped(shape.group()))
                        && select.stream().anyMatch(o -> o.aggregate() == null && o.ref().table().id().equals(grouped(shape.group())));
                if (!asked && !ofGroup && shape.group() != null && g.equals(groupBy.get(0))) shown.add(new Output(null, g, false));
            }
            shown.addAll(select);
            select = shown;
            for (Output o : select) {
                if (o.aggregate() == null && !groupBy.contains(o.ref()) && !keyed(groupBy, o.ref().table())) {
                    return new Unplanned("I cannot show '" + o.ref().column().name() + "' per group.", List.of(o.ref().column().name()));
                }
            }
        } else if (aggregated && select.stream().anyMatch(o -> o.aggregate() == null)) {
            return new Unplanned("I cannot show a column beside a count or total without a grouping ('for each ...').", List.of());
        }
        if (shape.wholeRows()) {
            if (!select.isEmpty() || !groupBy.isEmpty()) return new Unplanned("I cannot show whole rows beside a count, total or grouping.", List.of());
            for (Column col : from.columns()) select.add(new Output(null, new Ref(from, col), false)); // SELECT *, spelled out
        }
        if (select.isEmpty()) return new Unplanned("I could not tell what to show.", List.of());
        if (shape.limit() != null && orderBy.isEmpty()) {
            // "the first 5 customers" with no order said: LIMIT alone returns whichever rows the engine reads first
            return new Unplanned("'The first " + shape.limit() + "' needs an order, and the question names none: say by what, as in 'the first "
                    + shape.limit() + " by date'.", List.of(String.valueOf(shape.limit())));
        }
        if (new LinkedHashSet<>(select).size() != select.size()) {
            return new Unplanned("Two phrases of the question name the same column, so one of them is not what I read.", List.of());
        }
        if (groupBy.isEmpty() && FanOut.any(r.joins())) {
            // a join to rows that reference the counted ones repeats them: count each once, by its key
            List<Output> once = new ArrayList<>();
            for (Output o : select) {
                if (o.aggregate() == Aggregate.COUNT && o.ref() == null) {
                    if (from.primaryKey().size() != 1) return new Unplanned("I cannot count " + from.id().name() + " rows once each: it has no single-column key.", List.of());
                    once.add(new Output(Aggregate.COUNT, new Ref(from, from.column(from.primaryKey().get(0)).orElseThrow()), true));
                } else if (o.aggregate() != null && o.aggregate() != Aggregate.MAX && o.aggregate() != Aggregate.MIN && !o.distinct()) {
                    return new Unplanned("A total or average over " + o.ref().table().id().name() + " joined to the rows that reference it would count rows more than once.", List.of());
                } else {
                    once.add(o);
                }
            }
            select = once;
        }
        SelectPlan.Join sibling = SiblingJoins.downFromParent(r.joins());
        if (sibling != null) {
            return new Unplanned("'" + sibling.table().id().name() + "' is reached through " + sibling.other().id().name() + ", which other rows of the question share: "
                    + "its rows would be paired with every one of them, not with the rows they belong to.", List.of(sibling.table().id().name()));
        }
        for (var j : r.joins()) assumptions.add("Joined " + j.table().id().name() + " to " + j.other().id().name() + " on " + String.join(", ", j.columns()));
        boolean distinct = shape.distinct() && select.stream().allMatch(o -> o.aggregate() == null);
        // "how many different colleges": rows of a table with a one-column key are each different
        boolean rowsDiffer = select.stream().allMatch(o -> o.aggregate() == Aggregate.COUNT && o.ref() == null) && from.primaryKey().size() == 1;
        if (shape.distinct() && !distinct && !rowsDiffer && groupBy.isEmpty() && select.stream().noneMatch(Output::distinct)) {
            // "the number of different affected regions" over a table without a one-column key, "total credits ... by different
            // department": the 'different' would be dropped (with a grouping, "the different classes, and how many races correspond
            // to each", it is the grouping's)
            List<String> said = shape.read().stream().filter(w -> DISTINCT.contains(List.of(w.toLowerCase(Locale.ROOT)))).limit(1).toList();
            return new Unplanned("I could not tell which different values " + (said.isEmpty() ? "the question" : "'" + said.get(0) + "'")
                    + " asks to count or group by.", said);
        }
        if (!distinct && groupBy.isEmpty() && select.stream().allMatch(o -> o.aggregate() == null && o.ref() != null && !FanOut.repeated(r.joins(), o.ref().table()))
                && FanOut.any(r.joins())) {
            // "which customers have orders with status 'Packing'": a join to the rows that reference the ones shown repeats each
            // once per such row; each is shown once (Spider's gold does so where the join repeats rows: dev 483, dev2 185). Grouped by
            // the shown rows' keys where they have keys and nothing else orders them, so two students both named Tracy stay two rows
            List<Ref> keys = FanOut.keysOf(select);
            if (keys.isEmpty() || !orderBy.isEmpty()) distinct = true;
            else groupBy.addAll(keys);
            assumptions.add("Showed each row once, however many joined rows of " + FanOut.first(r.joins()) + " it has.");
        }

        return new SelectPlan(from, r.joins(), select, where, shape.anyOf(), List.copyOf(new LinkedHashSet<>(groupBy)), having, orderBy, shape.limit(), distinct, assumptions);
    }

    /** True when the term names the column it resolved to only weakly (a part of its name, as 'name' of cust_name). */
    private static boolean weakOnly(Term term, Ref ref) {
        return term.targets().stream().filter(x -> x.column() != null && x.table().id().equals(ref.table().id()) && x.column().equals(ref.column()))
                .allMatch(Target::weak);
    }

    /** True when the phrase names the table too ("saving balance" for SAVINGS.balance). */
    private static boolean qualified(Term term, Table table) {
        // the question's words and the table's name in the one form schema names are read in (split, singular, lower case)
        List<String> said = io.askdb.planner.read.Identifier.words(term.text());
        return io.askdb.planner.read.Identifier.words(table.id().name()).stream().anyMatch(said::contains);
    }

    /** True when rows of {@code child} reference rows of {@code parent} (so each parent row has many of them). */
    private static boolean references(Table child, Table parent) {
        for (var fk : child.foreignKeys()) if (fk.target().equals(parent.id())) return true;
        return false;
    }

    private static boolean lower(Predicate p) {
        return p.op() == QuestionShape.Op.GT || p.op() == QuestionShape.Op.GE;
    }

    private static boolean upper(Predicate p) {
        return p.op() == QuestionShape.Op.LT || p.op() == QuestionShape.Op.LE;
    }

    private static boolean foreignKey(Ref ref) {
        return ref.table().foreignKeys().stream().anyMatch(fk -> fk.columns().contains(ref.column().name()));
    }

    /** True when the phrase itself asks for a key ("ids", "code", "number"): then showing the key column is the answer. */
    private static boolean namesKey(Term t) {
        for (String w : t.text().split(" ")) if (KEY_WORDS.contains(io.askdb.planner.read.Singular.of(w))) return true;
        return false;
    }

    private static final Set<String> KEY_WORDS = Set.of("id", "ids", "code", "number", "key", "identifier");

    private static boolean keyed(List<Ref> groupBy, Table t) {
        if (t.primaryKey().isEmpty()) return false;
        Set<String> grouped = new LinkedHashSet<>();
        for (Ref g : groupBy) {
            if (g.table().id().equals(t.id())) grouped.add(g.column().name());
            // grouped by the column that references t's key ("each project" as tasks.project_id): one t row per group
            for (var fk : g.table().foreignKeys()) {
                if (fk.target().equals(t.id()) && fk.columns().equals(List.of(g.column().name()))) grouped.addAll(fk.targetColumns());
            }
        }
        return grouped.containsAll(t.primaryKey());
    }

    /** The table the question is about: the one it names, else the one table holding a column of every phrase. */
    private static Table from(QuestionShape shape) {
        if (shape.subject() != null) {
            List<Target> ts = shape.subject().tables();
            return ts.size() == 1 ? ts.get(0).table() : null;
        }
        List<Term> terms = new ArrayList<>();
        for (Item it : shape.items()) terms.add(it.term());
        for (Restriction x : shape.restrictions()) if (x.column() != null) terms.add(x.column());
        if (shape.sort() != null && shape.sort().term() != null) terms.add(shape.sort().term());
        if (shape.group() != null) terms.add(shape.group());
        if (shape.having() != null) terms.add(shape.having().counted());
        terms.removeIf(java.util.Objects::isNull); // a ranking by how common rows are names no term
        Table only = null;
        for (Term t : terms) {
            for (Target x : t.targets()) {
                Table cand = x.table();
                if (x.weak() || only != null && only.id().equals(cand.id())) continue;
                if (terms.stream().allMatch(o -> o.targets().stream().anyMatch(y -> !y.weak() && y.table().id().equals(cand.id())))) {
                    if (only != null) return null;
                    only = cand;
                }
            }
        }
        return only;
    }

    /** @return the table a grouping phrase names, or null when it names none or several */
    private static io.askdb.catalog.TableId grouped(Term group) {
        return group.tables().size() == 1 ? group.tables().get(0).table().id() : null;
    }

    /** Grouping by a column, or by a table the plan references (its referencing key column). */
    private static Ref groupRef(Term term, Resolver r, Table from) {
        if (!term.columns().isEmpty() && (term.tables().isEmpty() || !term.exact())) return r.column(term);
        if (term.tables().size() != 1) return null;
        Table t = term.tables().get(0).table();
        for (var fk : from.foreignKeys()) {
            if (fk.target().equals(t.id()) && fk.columns().size() == 1) return from.column(fk.columns().get(0)).map(c -> new Ref(from, c)).orElse(null);
        }
        return term.columns().isEmpty() ? null : r.column(term);
    }

    private static Ref linked(List<Target> linked, Resolver r) {
        Ref found = null;
        for (Target t : linked) {
            if (!r.include(t.table())) continue;
            if (found != null && !found.equals(new Ref(t.table(), t.column()))) return null;
            found = new Ref(t.table(), t.column());
        }
        return found;
    }

    static boolean numeric(Column c) {
        return io.askdb.planner.read.ColumnTypes.numeric(c);
    }

    private static Unplanned unresolved(Term t, Resolver r) {
        String why = r.ambiguity();
        return new Unplanned(why != null ? why + "." : "I could not place '" + t.text() + "'.", List.of(t.text()));
    }
}
