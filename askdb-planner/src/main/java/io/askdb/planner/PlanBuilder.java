package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.planner.PlanOutcome.Unplannable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a {@link Reading} into a {@link QueryPlan}, or into the reason it cannot: words left
 * unmatched, conditions, requests to change data, ambiguous names, or tables the foreign keys
 * do not connect. Roles are taken from the cues: the words after "top 5" or a grouping cue
 * name what to group by; the words after the aggregation cue name what to count or aggregate.
 */
final class PlanBuilder {
    private final ColumnKinds kinds;
    private final Lexicon lex;

    PlanBuilder(ColumnKinds kinds, Lexicon lex) {
        this.kinds = kinds;
        this.lex = lex;
    }

    PlanOutcome build(Reading r, SchemaVocabulary vocab) {
        List<Table> focus = new ArrayList<>();
        for (Mention m : r.mentions()) {
            if (m.tables().size() == 1 && !ColumnResolver.contains(focus, m.tables().get(0))) focus.add(m.tables().get(0));
        }
        if (r.writeVerb() != null) return new Unplannable(DeclineReasons.write(r.writeVerb()), focus);
        if (!r.ambiguousValues().isEmpty()) return new Unplannable(String.join(" ", r.ambiguousValues()), focus);
        if (!r.unmatched().isEmpty() || !r.conditions().isEmpty()) {
            List<String> unknown = new ArrayList<>(), values = new ArrayList<>();
            for (String w : r.unmatched()) (isSampleValue(w, vocab) ? values : unknown).add(w);
            return new Unplannable(DeclineReasons.notUnderstood(unknown, values, r.conditions()), focus);
        }
        if (r.mentions().isEmpty()) return new Unplannable(DeclineReasons.nothingNamed(), focus);
        for (Mention m : r.mentions()) {
            if (m.tables().size() > 1) {
                List<String> names = m.tables().stream().map(t -> t.id().displayName()).toList();
                return new Unplannable(DeclineReasons.ambiguous(m.text(), names), focus);
            }
        }
        PlanOutcome out = new TimePlacement(lex).place(new ConditionPlanner(kinds, lex).apply(roles(r, vocab), r, vocab), r, vocab.catalog());
        if (out instanceof QueryPlan q && ForeignKeyListing.rawKey(q) != null) return new Unplannable(ForeignKeyListing.rawKey(q), focus);
        if (r.averaged() && out instanceof QueryPlan q) out = averaged(q);
        if (out instanceof QueryPlan q && ranksOnly(q, r)) out = q.withMeasureHidden();
        return out instanceof Unplannable u ? new Unplannable(u.reason(), focus) : out;
    }

    /**
     * "Which artist has the most albums?", "the three most expensive procedures": a limited ranking asks for the rows ranked,
     * so the count or column it ranks by orders them without being shown, unless the question asks for it too ("and how
     * many albums"). As Spider's authors write the answer: of the 177 gold queries ordering by an aggregate under a LIMIT
     * in the two development samples of 800 Spider training questions (issue 17), 151 show only what was asked, and 25 of
     * the 26 showing an aggregate ask for one in words.
     */
    private static boolean ranksOnly(QueryPlan q, Reading r) {
        boolean hasMeasure = q.aggregate() != Aggregate.NONE || q.measure() != null;
        boolean shownElse = q.group() != null || q.time() != null;
        return q.limit() != null && hasMeasure && shownElse && !r.measureAsked() && !(q.distinct() && q.aggregate() == Aggregate.NONE);
    }

    /**
     * "The average number of tracks per album": the plan counts per group (or per period), and the answer is the
     * average of those counts ({@link SqlRenderer#renderAverage}); any other shape, such as no grouping or a ranking,
     * is declined rather than answered with one row per group.
     */
    private static PlanOutcome averaged(QueryPlan q) {
        boolean grouped = q.group() != null || q.time() != null;
        if (q.aggregate() != Aggregate.COUNT || !grouped || q.limit() != null) {
            return no("An average of a number of rows needs what to count them per, as in 'the average number of tracks per album'.");
        }
        String counted = q.fact().id().name(), per = q.group() != null ? q.group().table().id().name() : q.time().grain();
        List<String> assumptions = new ArrayList<>(q.assumptions());
        assumptions.add("Counted " + counted + " rows per " + per + ", then averaged the counts over "
                + (SqlRenderer.countsFromEntity(q) ? "all " + per + " rows, one with no " + counted + " rows counting 0."
                : "the " + (q.group() != null ? per + " groups" : per + "s") + " that have " + counted + " rows; those with none are left out."));
        return q.filtered(q.path(), q.filters(), q.confidence(), assumptions);
    }

    private PlanOutcome roles(Reading r, SchemaVocabulary vocab) {
        PlanOutcome distinct = new DistinctPlanner(kinds).plan(r, vocab);
        if (distinct != null) return distinct;
        boolean ranking = r.limit() != null || r.rankAt() >= 0;
        List<Mention> rest = new ArrayList<>(r.mentions());
        Mention group = null;
        if (ranking) {
            group = r.limitAt() >= 0 ? firstAfter(rest, r.limitAt()) : lastTableBefore(rest, r.rankAt());
            // "Which country has the most invoices?": the rows ranked may be a column's values
            if (group == null && r.limitAt() < 0) group = lastColumnBefore(rest, r.rankAt());
            // "What is the most common unit price?": the values counted follow the ranking word
            if (group == null && RankWords.frequent(lex, r)) group = firstAfter(rest, r.rankAt());
            if (group == null) return no("I could not tell which rows to rank.");
            Unplannable odd = RankWords.check(lex, r, group, rest);
            if (odd != null) return odd;
        } else if (r.groupCues().size() > 1) {
            return no(DeclineReasons.twoGroupings());
        } else if (r.groupCues().size() == 1) {
            group = firstAfter(rest, r.groupCues().get(0));
            if (group == null) return no("I could not tell what to group by.");
        }
        rest.remove(group);
        Aggregate aggregate = r.aggregate();
        if (aggregate == null && !ranking) {
            if (r.listing() || r.restrictions().asksRows()) return listing(r, vocab);
            return no(DeclineReasons.nothingToCompute(r.mentions().get(0).text()));
        }
        if (ranking && aggregate == null && rest.isEmpty() && RankWords.frequent(lex, r)) rest.add(RankWords.rowsOf(group));
        PlanOutcome superlative = singularSuperlative(r, vocab, aggregate, rest);
        if (superlative != null) return superlative;
        Mention measure;
        if (aggregate == Aggregate.COUNT) {
            measure = rest.stream().filter(Mention::namesTable).findFirst().orElse(null);
            if (measure == null) return no("I could not tell what to count.");
        } else if (aggregate != null) {
            measure = rest.stream().filter(m -> !m.namesTable() && !m.columns().isEmpty()).findFirst()
                    .orElseGet(() -> cueAsColumn(r.aggregateCue(), vocab));
            if (measure == null) return no("I could not tell which number to " + aggregate.aliasWord() + ".");
        } else {
            measure = rest.isEmpty() ? new SuperlativeColumns(lex, vocab).measure(r.rankWord(), group) : rest.get(0);
            if (measure == null) return no(DeclineReasons.nothingToRank(group.text()));
            if (measure.namesTable()) aggregate = Aggregate.COUNT;
        }
        rest.remove(measure);
        List<Table> named = new ArrayList<>();
        for (Mention m : rest) {
            if (!m.namesTable()) return no(DeclineReasons.unused(m.text()));
            named.add(m.tables().get(0));
        }
        PlanAssembly assembly = new PlanAssembly(kinds, new JoinPaths(vocab.catalog()), lex);
        // "Which media type has the most tracks?" asks for one row; "Which artists have the most albums?" for a ranking
        Integer limit = ranking && r.limit() == null && lex.singular(group.text()) ? Integer.valueOf(1) : r.limit();
        return assembly.assemble(aggregate, measure, group, named, limit, r.ascending(), r.values(), !ranking);
    }

    /**
     * "What is the longest track?", "the most expensive track": a superlative cue before one table named in the
     * singular, with no column, asks for the one row ranked first by the column the adjective means
     * ({@link SuperlativeColumns}); null when the question is not of that shape.
     */
    private PlanOutcome singularSuperlative(Reading r, SchemaVocabulary vocab, Aggregate aggregate, List<Mention> rest) {
        if (aggregate != Aggregate.MAX && aggregate != Aggregate.MIN || rest.size() != 1 || !rest.get(0).namesTable()) return null;
        Mention ranked = rest.get(0);
        if (!lex.singular(ranked.text())) return null;
        Mention by = new SuperlativeColumns(lex, vocab).measure(r.aggregateCue(), ranked);
        if (by == null) return null;
        PlanOutcome out = new PlanAssembly(kinds, new JoinPaths(vocab.catalog()), lex)
                .assemble(null, by, ranked, List.of(), 1, aggregate == Aggregate.MIN, r.values(), false);
        if (!(out instanceof QueryPlan p)) return out;
        List<String> assumptions = new ArrayList<>(p.assumptions());
        assumptions.add("Showed the one " + ranked.text() + " ranked first; others may tie with it.");
        return p.filtered(p.path(), p.filters(), p.confidence(), assumptions);
    }

    /** "List the tracks in the Jazz genre": a table naming where a value sits is a filter's, not a second listing. */
    private PlanOutcome listing(Reading r, SchemaVocabulary vocab) {
        List<Mention> listed = new ArrayList<>();
        List<Table> aside = new ArrayList<>();
        for (Mention m : r.mentions()) {
            boolean later = listed.stream().anyMatch(Mention::namesTable);
            if (later && m.namesTable() && m.tables().size() == 1 && holdsValue(m.tables().get(0), r.values())) {
                aside.add(m.tables().get(0));
            } else {
                listed.add(m);
            }
        }
        PlanOutcome out = new ListingPlanner(kinds, lex).plan(listed);
        if (r.values().isEmpty() || !(out instanceof QueryPlan p)) return out;
        Mention shown = listed.stream().filter(m -> !m.namesTable()).findFirst().orElse(null);
        PlanOutcome byKey = new ForeignKeyListing(kinds, lex).plan(p, shown, r.values());
        if (byKey != null) return byKey;
        BridgeFilters.Split split = new BridgeFilters(new JoinPaths(vocab.catalog())).split(r.values(), p.fact());
        if (!split.bridged().isEmpty()) aside.removeIf(t -> split.bridged().stream()
                .anyMatch(c -> PlanAssembly.same(((Condition.Bridged) c).toOther().to(), t)));
        ValueFilters.Placed placed = new ValueFilters(new JoinPaths(vocab.catalog())).place(split.values(), p.fact(), p.path(), aside);
        if (placed.problem() != null) return no(placed.problem());
        for (Table t : aside) {
            boolean onPath = PlanAssembly.same(p.fact(), t) || placed.path().stream().anyMatch(h -> PlanAssembly.same(h.to(), t));
            if (!onPath) return no(DeclineReasons.unused(lex.plural(t.id().name().toLowerCase(Locale.ROOT))));
        }
        List<String> assumptions = new ArrayList<>(p.assumptions());
        for (ValueFilter f : placed.filters()) assumptions.add(f.assumption());
        for (Condition c : split.bridged()) assumptions.add(c.assumption());
        int confidence = p.confidence() - PlanAssembly.FILTER_PENALTY * (placed.filters().size() + split.bridged().size())
                - 5 * Math.max(0, placed.path().size() - 1);
        List<Condition> conditions = new ArrayList<>(p.conditions());
        conditions.addAll(split.bridged());
        return p.filtered(placed.path(), placed.filters(), Math.max(50, confidence), assumptions).withConditions(conditions);
    }

    private static boolean holdsValue(Table t, List<ValueMention> values) {
        for (ValueMention v : values) {
            if (v.candidates().stream().anyMatch(c -> PlanAssembly.same(c.ref().table(), t))) return true;
        }
        return false;
    }

    /** "What is the total of invoices?": the cue word itself may name the column ("Total"). */
    private Mention cueAsColumn(String cue, SchemaVocabulary vocab) {
        if (cue == null || cue.contains(" ")) return null;
        List<Mention.Match> columns = new ArrayList<>();
        for (ColumnRef ref : vocab.columnsNamed(List.of(lex.stem(cue)))) columns.add(new Mention.Match(ref, 0));
        return columns.isEmpty() ? null : new Mention(-1, -1, cue, List.of(), columns);
    }

    private static Mention firstAfter(List<Mention> mentions, int index) {
        return mentions.stream().filter(m -> m.start() > index).findFirst().orElse(null);
    }

    private static Mention lastTableBefore(List<Mention> mentions, int index) {
        Mention found = null;
        for (Mention m : mentions) {
            if (m.start() < index && m.namesTable()) found = m;
        }
        return found;
    }

    private static Mention lastColumnBefore(List<Mention> mentions, int index) {
        Mention found = null;
        for (Mention m : mentions) {
            if (m.start() >= 0 && m.start() < index && !m.namesTable() && !m.columns().isEmpty()) found = m;
        }
        return found;
    }

    private static boolean isSampleValue(String word, SchemaVocabulary vocab) {
        for (Table t : vocab.catalog().tables()) {
            for (Column c : t.columns()) {
                for (String v : c.sampleValues()) {
                    if (v != null && v.toLowerCase(Locale.ROOT).equals(word)) return true;
                }
            }
        }
        return false;
    }

    static Unplannable no(String reason) {
        return new Unplannable(reason, List.of());
    }
}
