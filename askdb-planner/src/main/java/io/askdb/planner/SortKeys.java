package io.askdb.planner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which result column of a plan a sort follow-up names ("sorted by name", "ordered by the number of
 * tracks"): each column is known by the words of its name and, for a generic Name or Title shown for an
 * entity, its table's; the period by its grain ("year"); the measure by its column's words or, for a
 * count, the counted table's, and by the generic words of {@code measure} in {@code followup.properties}
 * ("count", "number", "total"). A key matches a column when each of its words (stop words left out,
 * singular) is one of the column's; it must match exactly one column.
 */
final class SortKeys {
    private static final Lexicon WORDS = Lexicon.load("followup.properties");
    private final Lexicon lex;
    private final QuestionTokenizer tokenizer;

    SortKeys(Lexicon lex, QuestionTokenizer tokenizer) {
        this.lex = lex;
        this.tokenizer = tokenizer;
    }

    /**
     * @return the 0-based index of the one result column the form sorts by, or -1 when none or several match
     */
    int column(QueryPlan p, FollowUpForm form) {
        List<Set<String>> columns = columns(p);
        int measure = hasMeasure(p) ? columns.size() - 1 : -1;
        int labels = p.group() == null ? 0 : p.group().labels().size();
        if (form.sortKey().isEmpty()) {
            if (form.alphabetical()) return labels > 0 ? 0 : -1;
            return measure >= 0 ? measure : labels > 0 ? 0 : -1;
        }
        List<String> key = new ArrayList<>();
        for (String w : form.sortKey()) if (!lex.isStopWord(w)) key.add(lex.stem(w));
        if (key.isEmpty()) return -1;
        int found = -1;
        for (int i = 0; i < columns.size(); i++) {
            if (!columns.get(i).containsAll(key)) continue;
            if (found >= 0) return -1;
            found = i;
        }
        return found;
    }

    /** @return true when the plan shows a measure as its last column (an aggregate or a ranking column) */
    static boolean hasMeasure(QueryPlan p) {
        return p.aggregate() != Aggregate.NONE || p.measure() != null;
    }

    /** @return the words each result column is known by, in the plan's output order */
    List<Set<String>> columns(QueryPlan p) {
        List<Set<String>> out = new ArrayList<>();
        if (p.group() != null) {
            for (var c : p.group().labels()) {
                Set<String> w = stems(tokenizer.identifierWords(c.name()));
                if (!p.group().keys().isEmpty()) w.addAll(stems(tokenizer.identifierWords(p.group().table().id().name())));
                out.add(w);
            }
        }
        if (p.time() != null) out.add(stems(List.of(p.time().grain(), "date", "time", "period")));
        if (hasMeasure(p)) {
            Set<String> w = stems(WORDS.words("measure"));
            if (p.measure() != null) w.addAll(stems(tokenizer.identifierWords(p.measure().name())));
            if (p.aggregate() == Aggregate.COUNT) w.addAll(stems(tokenizer.identifierWords(p.fact().id().name())));
            out.add(w);
        }
        return out;
    }

    private Set<String> stems(List<String> words) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : words) out.add(lex.stem(w.toLowerCase(java.util.Locale.ROOT)));
        return out;
    }
}
