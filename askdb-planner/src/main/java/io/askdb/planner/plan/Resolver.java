package io.askdb.planner.plan;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.planner.plan.SelectPlan.Join;
import io.askdb.planner.plan.SelectPlan.Ref;
import io.askdb.planner.read.Target;
import io.askdb.planner.read.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves a question's phrases to columns of the plan's tables, joining a table when a phrase
 * names a column of a table one foreign key away from a table already in the plan (either way
 * along the key). A phrase that names columns of several such tables equally is ambiguous and
 * resolves to nothing: the planner declines rather than pick one.
 */
final class Resolver {
    private final Catalog catalog;
    private final List<Table> tables = new ArrayList<>();
    private final List<Join> joins = new ArrayList<>();
    private String ambiguity;
    private final List<io.askdb.catalog.TableId> named = new ArrayList<>();

    Resolver(Catalog catalog, Table from) {
        this.catalog = catalog;
        tables.add(from);
    }

    /** Tables the question names: a column named only by the part of its name that is not its table's resolves only in these. */
    void named(List<Table> tablesNamed) {
        for (Table t : tablesNamed) named.add(t.id());
    }

    /**
     * @return the tables the question names that each hold a column the phrase names, when there are two or more ("employees
     *     who help customers with the first name Leonie": Employee and Customer both have FirstName); otherwise empty. Key
     *     columns are left out: "the department with DNO 140" is one value in Department and in Minor_in joined to it
     */
    List<String> namedHolders(Term term) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (Target x : usable(term)) if (named.contains(x.table().id()) && !joinKey(x)) out.add(x.table().id().name());
        return out.size() > 1 ? List.copyOf(out) : List.of();
    }

    /** True when the column is a key its table is joined by (primary or foreign): joined tables hold the same value in it. */
    private static boolean joinKey(Target x) {
        String c = x.column().name();
        if (x.table().primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(c))) return true;
        return x.table().foreignKeys().stream().anyMatch(fk -> fk.columns().stream().anyMatch(k -> k.equalsIgnoreCase(c)));
    }

    private List<Target> usable(Term term) {
        return term.columns().stream().filter(x -> !x.weak() || named.contains(x.table().id())).toList();
    }

    List<Join> joins() {
        return joins;
    }

    List<Table> tables() {
        return tables;
    }

    /** @return why the last phrase did not resolve, or null */
    String ambiguity() {
        return ambiguity;
    }

    /** @return the column the phrase names in the plan's tables or one key away, or null */
    Ref column(Term term) {
        ambiguity = null;
        for (Table t : tables) {
            List<Target> here = usable(term).stream().filter(x -> x.table().id().equals(t.id())).toList();
            if (here.size() == 1) return new Ref(t, here.get(0).column());
            if (here.size() > 1) {
                ambiguity = "I could not tell which column of " + t.id().name() + " '" + term.text() + "' names";
                return null;
            }
        }
        List<Target> near = new ArrayList<>();
        List<Join> how = new ArrayList<>();
        for (Target x : usable(term)) {
            Join j = joinTo(x.table());
            if (j != null) {
                near.add(x);
                how.add(j);
            }
        }
        if (near.size() == 1) {
            joins.add(how.get(0));
            tables.add(near.get(0).table());
            return new Ref(near.get(0).table(), near.get(0).column());
        }
        ambiguity = near.isEmpty() ? "I could not place '" + term.text() + "' in " + names() + " or a table they reference"
                : "I could not tell whether '" + term.text() + "' means " + String.join(" or ", near.stream().map(Target::toString).toList());
        return null;
    }

    /** Joins the table when it is one key away; @return true when it is in the plan now */
    boolean include(Table t) {
        if (tables.stream().anyMatch(x -> x.id().equals(t.id()))) return true;
        Join j = joinTo(t);
        if (j == null) return false;
        joins.add(j);
        tables.add(t);
        return true;
    }

    /** @return the join of t to the one table of the plan it shares exactly one foreign key with, or null */
    Join joinTo(Table t) {
        Join found = null;
        int n = 0;
        for (Table in : tables) {
            for (ForeignKey fk : t.foreignKeys()) {
                if (fk.target().equals(in.id())) {
                    found = new Join(t, fk.columns(), in, targetColumns(fk, in));
                    n++;
                }
            }
            for (ForeignKey fk : in.foreignKeys()) {
                if (fk.target().equals(t.id()) && !in.id().equals(t.id())) {
                    found = new Join(t, targetColumns(fk, t), in, fk.columns());
                    n++;
                }
            }
        }
        return n == 1 ? found : null;
    }

    private List<String> targetColumns(ForeignKey fk, Table target) {
        if (!fk.targetColumns().isEmpty()) return fk.targetColumns();
        return target.primaryKey().isEmpty() ? fk.columns() : target.primaryKey();
    }

    private String names() {
        return String.join(", ", tables.stream().map(t -> t.id().name()).toList());
    }

    Catalog catalog() {
        return catalog;
    }
}
