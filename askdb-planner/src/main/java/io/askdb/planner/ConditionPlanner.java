package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.planner.PlanOutcome.Unplannable;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Adds a question's restrictions to a plan: comparisons on a number column, tests for a missing
 * value, rows no other row refers to, and negated value filters. Each column is the one the
 * question names, on the fact table or a table joined to it from many to one; a comparison that
 * names no column takes the fact table's only number column, and is declined when it has several.
 * A unit of time is converted to the column's unit, read from its name ("Milliseconds"); a
 * duration column compared with no unit is declined, unless the question names the column itself
 * ("milliseconds over 300000"). Each condition lowers the confidence by 5
 * and is stated as an assumption.
 */
final class ConditionPlanner {
    private static final Lexicon WORDS = Lexicon.load("conditions.properties");
    private static final int PENALTY = 5;

    private final ColumnKinds kinds;
    private final Lexicon lex;
    private final QuestionTokenizer tokenizer;

    ConditionPlanner(ColumnKinds kinds, Lexicon lex) {
        this.kinds = kinds;
        this.lex = lex;
        this.tokenizer = new QuestionTokenizer(lex);
    }

    PlanOutcome apply(PlanOutcome out, Reading r, SchemaVocabulary vocab) {
        Restrictions rs = r.restrictions();
        boolean none = rs.comparisons().isEmpty() && rs.missing().isEmpty() && rs.negatedValues().isEmpty();
        if (!(out instanceof QueryPlan p) || none) return out;
        JoinPaths paths = new JoinPaths(vocab.catalog());
        List<Hop> path = p.path();
        List<Condition> conditions = new ArrayList<>(p.conditions());
        List<String> assumptions = new ArrayList<>(p.assumptions());
        int confidence = p.confidence();
        for (Restrictions.Compared c : rs.comparisons()) {
            if (c.subject() != null && c.subject().namesTable()) {
                List<List<Hop>> chain = paths.shortest(c.subject().tables().get(0), p.fact());
                if (chain.size() != 1 || chain.get(0).isEmpty() || p.aggregate() != Aggregate.NONE && p.aggregate() != Aggregate.COUNT
                        || p.group() != null && p.aggregate() != Aggregate.NONE) {
                    return PlanBuilder.no("I could not read '" + c.text() + "' as a number of " + c.subject().text() + " referring to each "
                            + p.fact().id().name() + " row; the planner compares counts only of rows that refer to the rows it lists or counts.");
                }
                Condition.Counted k = new Condition.Counted(chain.get(0), 0, c.op(), c.value(), c.upper(), c.text());
                conditions.add(k);
                assumptions.add(k.assumption());
                continue;
            }
            Choice ch = column(c.subject(), p.fact(), path, paths, true);
            boolean guessed = ch == null;
            if (guessed) ch = onlyMeasure(c, p.fact(), vocab);
            if (ch.problem() != null) return PlanBuilder.no(ch.problem());
            BigDecimal scale = unitScale(c, ch);
            if (scale == null) return PlanBuilder.no(unitProblem(c, ch.ref()));
            path = ch.path();
            Condition.Comparison k = new Condition.Comparison(ch.ref(), ch.at(), c.op(), scaled(c.value(), scale),
                    c.upper() == null ? null : scaled(c.upper(), scale), c.text());
            conditions.add(k);
            assumptions.add(guessed ? k.assumption().substring(0, k.assumption().length() - 1) + " (the only number column of " + p.fact().id().name()
                    + ")." : k.assumption());
        }
        for (Restrictions.Missing m : rs.missing()) {
            Condition found;
            if (m.subject().namesTable()) {
                found = absence(m, p.fact(), paths);
            } else {
                Choice ch = column(m.subject(), p.fact(), path, paths, false);
                if (ch.problem() != null) return PlanBuilder.no(ch.problem());
                path = ch.path();
                found = new Condition.NullTest(ch.ref(), ch.at(), true);
            }
            if (found == null) return PlanBuilder.no("I could not read '" + m.text() + "' as a missing value of "
                    + p.fact().id().name() + " or as " + p.fact().id().name() + " rows that nothing refers to.");
            conditions.add(found);
            assumptions.add(found.assumption());
        }
        List<ValueFilter> filters = negate(p.filters(), rs.negatedValues(), r.values());
        if (filters == null) return PlanBuilder.no("I could not apply 'not' to the value the question names.");
        assumptions.replaceAll(a -> filters.stream().filter(ValueFilter::negated)
                .filter(f -> a.equals(f.negated(false).assumption())).map(ValueFilter::assumption).findFirst().orElse(a));
        confidence -= PENALTY * (conditions.size() - p.conditions().size());
        return new QueryPlan(p.aggregate(), p.fact(), p.measure(), p.group(), path, p.limit(), p.ascending(),
                Math.max(50, confidence), assumptions, filters, conditions, p.distinct(), p.time());
    }

    /** The column chosen and its place on the chain, or why none could be. */
    private record Choice(ColumnRef ref, List<Hop> path, int at, boolean exact, String problem) {
        static Choice no(String problem) {
            return new Choice(null, null, -1, false, problem);
        }
    }

    /** @return the nearest, best-matching column of the mention placed on the chain; null when the mention is null */
    private Choice column(Mention m, Table fact, List<Hop> path, JoinPaths paths, boolean numeric) {
        if (m == null) return null;
        Choice best = null;
        int bestStrength = Integer.MAX_VALUE;
        List<String> tied = new ArrayList<>();
        for (Mention.Match c : m.columns()) {
            if (numeric && !kinds.isMeasure(c.ref().table(), c.ref().column())) continue;
            ChainPlacement placed = ChainPlacement.place(paths, fact, path, c.ref().table());
            if (placed.problem() != null) continue;
            boolean better = best == null || placed.at() < best.at() || (placed.at() == best.at() && c.strength() < bestStrength);
            boolean same = best != null && placed.at() == best.at() && c.strength() == bestStrength;
            if (better) {
                best = new Choice(c.ref(), placed.path(), placed.at(), c.strength() == 0, null);
                bestStrength = c.strength();
                tied = new ArrayList<>(List.of(c.ref().display()));
            } else if (same) {
                tied.add(c.ref().display());
            }
        }
        if (best == null) {
            return Choice.no("I could not find " + (numeric ? "a number column" : "a column") + " for '" + m.text() + "' on "
                    + fact.id().name() + " or a table it joins to.");
        }
        if (tied.size() > 1) return Choice.no(DeclineReasons.ambiguous(m.text(), tied));
        return best;
    }

    /** "How many invoices are over $10?": the fact table's only number column, else a reason naming them. */
    private Choice onlyMeasure(Restrictions.Compared c, Table fact, SchemaVocabulary vocab) {
        List<Column> measures = fact.columns().stream().filter(col -> kinds.isMeasure(fact, col)).toList();
        if (measures.size() == 1) return new Choice(new ColumnRef(fact, measures.get(0)), List.of(), 0, false, null);
        List<String> names = measures.stream().map(col -> fact.id().name() + "." + col.name()).toList();
        List<String> w = new ArrayList<>(vocab.words(fact));
        w.set(w.size() - 1, lex.plural(w.get(w.size() - 1)));
        String table = String.join(" ", w);
        String example = measures.isEmpty() ? "" : " For example: '" + table + " with a "
                + String.join(" ", tokenizer.snake(measures.get(measures.size() - 1).name()).split("_")) + " " + c.text() + "'.";
        return Choice.no(measures.isEmpty() ? "'" + c.text() + "' compares a number, and " + fact.id().name() + " has no number column."
                : "'" + c.text() + "' could compare " + DeclineReasons.joined(names, "or") + "; name the column." + example);
    }

    /** @return the factor from the question's unit to the column's (1 when neither has one), or null when they do not fit */
    private BigDecimal unitScale(Restrictions.Compared c, Choice ch) {
        long column = 0;
        List<String> w = tokenizer.identifierWords(ch.ref().column().name());
        for (String pair : WORDS.words("unit.column")) {
            int colon = pair.indexOf(':');
            if (!w.isEmpty() && w.get(w.size() - 1).equals(pair.substring(0, colon))) column = Long.parseLong(pair.substring(colon + 1));
        }
        if (c.unitMillis() == 0) return column == 0 || ch.exact() ? BigDecimal.ONE : null;
        if (column == 0) return null;
        return BigDecimal.valueOf(c.unitMillis()).divide(BigDecimal.valueOf(column), 6, RoundingMode.HALF_UP);
    }

    private static String unitProblem(Restrictions.Compared c, ColumnRef ref) {
        return c.unitMillis() == 0 ? "'" + c.text() + "' gives no unit, and " + ref.display() + " holds a duration; say the unit "
                + "(for example 'longer than 5 minutes')." : "'" + c.text() + "' gives a unit of time, and I cannot tell the unit of "
                + ref.display() + ".";
    }

    private static BigDecimal scaled(BigDecimal v, BigDecimal scale) {
        BigDecimal out = v.multiply(scale).stripTrailingZeros();
        return out.scale() < 0 ? out.setScale(0) : out;
    }

    /** @return rows of the fact table no row of the subject's table refers to, a missing foreign key, or null */
    private static Condition absence(Restrictions.Missing m, Table fact, JoinPaths paths) {
        for (Table t : m.subject().tables()) {
            List<List<Hop>> found = paths.shortest(t, fact);
            if (found.size() == 1 && !found.get(0).isEmpty()) return new Condition.Absence(found.get(0), 0);
        }
        for (Table t : m.subject().tables()) {
            for (ForeignKey fk : fact.foreignKeys()) {
                if (!fk.target().equals(t.id()) || fk.columns().size() != 1) continue;
                Optional<Column> col = fact.column(fk.columns().get(0));
                if (col.isPresent()) return new Condition.NullTest(new ColumnRef(fact, col.get()), 0, true);
            }
        }
        return null;
    }

    /** @return the filters with those of the negated values negated; null when a negated value has no filter */
    private static List<ValueFilter> negate(List<ValueFilter> filters, List<Integer> negatedStarts, List<ValueMention> values) {
        List<ValueFilter> out = new ArrayList<>(filters);
        for (int start : negatedStarts) {
            ValueMention v = values.stream().filter(x -> x.start() == start).findFirst().orElse(null);
            boolean done = false;
            for (int i = 0; v != null && i < out.size(); i++) {
                ValueFilter f = out.get(i);
                boolean mine = v.candidates().stream().anyMatch(c -> c.ref().equals(f.ref()) && c.value().equals(f.value()));
                if (mine && !f.negated()) {
                    out.set(i, f.negated(true));
                    done = true;
                }
            }
            if (!done) return null;
        }
        return out;
    }
}
