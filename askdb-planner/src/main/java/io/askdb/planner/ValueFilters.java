package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Places the stored values a question names as equality filters on a plan: each value must sit
 * in exactly one column whose table is the fact table or joined from it from many to one (the
 * planner's join rules); when several such columns hold it, the one whose table the question
 * names is taken, else the one on the fact table; if that leaves none or several, the question
 * is declined. A value stored in one column with several spellings ('GERMLINE', 'Germline';
 * 'São Paulo', 'Sao Paulo') is filtered on all of them ({@code IN}), since filtering on one would
 * miss the others' rows, and the assumption names them; in a label column (Name, Title:
 * {@link ValueMatcher#isLabel}), where each spelling names another row (the albums 'Minha
 * Historia' and 'Minha História'), it is declined instead. The filters' joins and the plan's own
 * joins must lie along one chain.
 */
final class ValueFilters {
    private final JoinPaths paths;

    ValueFilters(JoinPaths paths) {
        this.paths = paths;
    }

    /**
     * The plan's joins extended by the filters', and the filters on them; or the reason they cannot be placed.
     *
     * @param path     the joins along the chain (empty when the filters alone fix it)
     * @param filters  the filters, each with its place on the chain
     * @param problem  why the values cannot be placed, or null
     */
    record Placed(List<Hop> path, List<ValueFilter> filters, String problem) {
    }

    /**
     * @param values the question's values
     * @param fact   the table whose rows are counted, summed or listed
     * @param base   the plan's joins from the fact table
     * @param named  tables the question names, preferred when a value sits in several columns (then the fact table)
     */
    Placed place(List<ValueMention> values, Table fact, List<Hop> base, List<Table> named) {
        List<Hop> path = base;
        List<ColumnRef> used = new ArrayList<>();
        List<ValueMention.Candidate> chosen = new ArrayList<>();
        List<List<String>> chosenSpellings = new ArrayList<>();
        List<List<Hop>> chosenPaths = new ArrayList<>();
        for (ValueMention v : values) {
            List<ValueMention.Candidate> reachable = new ArrayList<>();
            List<List<Hop>> reachPaths = new ArrayList<>();
            for (ValueMention.Candidate c : v.candidates()) {
                List<List<Hop>> found = paths.shortest(fact, c.ref().table());
                if (found.size() == 1) {
                    reachable.add(c);
                    reachPaths.add(found.get(0));
                }
            }
            if (reachable.isEmpty()) {
                return problem("'" + v.text() + "' is a value of " + columns(v.candidates())
                        + ", which I cannot join from " + fact.id().name() + " from many to one. Ask about the table that holds it");
            }
            List<ColumnRef> columns = reachable.stream().map(ValueMention.Candidate::ref).distinct().toList();
            if (columns.size() > 1) {
                List<Integer> preferred = on(columns, named);
                if (preferred.isEmpty()) preferred = on(columns, List.of(fact));
                if (preferred.size() != 1) {
                    return problem("'" + v.text() + "' is a value of several columns (" + columns(reachable)
                            + "). Name the table you mean in the question");
                }
                ColumnRef pick = columns.get(preferred.get(0));
                List<List<Hop>> all = reachPaths;
                List<ValueMention.Candidate> before = reachable;
                reachPaths = new ArrayList<>();
                reachable = new ArrayList<>();
                for (int k = 0; k < before.size(); k++) {
                    if (!before.get(k).ref().equals(pick)) continue;
                    reachable.add(before.get(k));
                    reachPaths.add(all.get(k));
                }
            }
            List<String> spellings = reachable.stream().map(ValueMention.Candidate::value).distinct().toList();
            if (spellings.size() > 1 && ValueMatcher.isLabel(reachable.get(0).ref())) {
                return problem("'" + v.text() + "' is stored in " + reachable.get(0).ref().display() + " with several spellings ("
                        + String.join(", ", spellings.stream().map(x -> "'" + x.replace("'", "''") + "'").toList())
                        + "), each naming another row, and I cannot tell which one is meant. "
                        + "The planner filters on one value per column; configure an LLM to ask this question");
            }
            ValueMention.Candidate c = reachable.get(0);
            if (used.contains(c.ref())) {
                return problem("the question names two values of " + c.ref().display() + "; I can filter on one value per column");
            }
            used.add(c.ref());
            List<Hop> p = reachPaths.get(0);
            if (isPrefix(path, p)) {
                path = p;
            } else if (!isPrefix(p, path)) {
                return problem("'" + v.text() + "' (" + c.ref().display() + ") is joined along another path than the rest of the question");
            }
            chosen.add(c);
            chosenSpellings.add(spellings);
            chosenPaths.add(p);
        }
        List<ValueFilter> filters = new ArrayList<>();
        for (int i = 0; i < chosen.size(); i++) {
            filters.add(new ValueFilter(chosen.get(i).ref(), chosen.get(i).value(), chosenPaths.get(i).size(), false, chosenSpellings.get(i)));
        }
        return new Placed(path, filters, null);
    }

    /** @return the indexes of the columns whose table is one of the tables */
    private static List<Integer> on(List<ColumnRef> columns, List<Table> tables) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            Table t = columns.get(i).table();
            if (tables.stream().anyMatch(n -> PlanAssembly.same(n, t))) out.add(i);
        }
        return out;
    }

    private static boolean isPrefix(List<Hop> shorter, List<Hop> longer) {
        return shorter.size() <= longer.size() && longer.subList(0, shorter.size()).equals(shorter);
    }

    private static String columns(List<ValueMention.Candidate> candidates) {
        Set<String> names = new LinkedHashSet<>();
        for (ValueMention.Candidate c : candidates) names.add(c.ref().display());
        return String.join(", ", names);
    }

    private static Placed problem(String reason) {
        return new Placed(List.of(), List.of(), reason);
    }
}
