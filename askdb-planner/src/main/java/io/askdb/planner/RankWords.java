package io.askdb.planner;

import io.askdb.planner.PlanOutcome.Unplannable;
import java.util.List;

/**
 * Which of two readings a ranking word has. "The 5 most common unit prices" counts rows per value
 * of a column ({@code rank.frequent} of the lexicon: most common, most frequent, most popular and
 * their "least" forms); "the 3 most expensive wines" ranks the rows of a table by the column the
 * adjective means ({@code rank.implied}, {@link SuperlativeColumns}). A column named after a plain
 * ranking word ("the 3 most long tracks"), or beside an adjective superlative ("the name of the youngest
 * editor"), is neither, so it is declined rather than counted per value.
 */
final class RankWords {
    private RankWords() {
    }

    /** @return true when the ranking word counts rows per value ("most common") */
    static boolean frequent(Lexicon lex, Reading r) {
        return r.rankWord() != null && lex.words("rank.frequent").contains(r.rankWord());
    }

    /**
     * @param group the mention whose rows or values are ranked
     * @return why the ranking word cannot rank that mention, or null when it can
     */
    static Unplannable check(Lexicon lex, Reading r, Mention group, List<Mention> others) {
        if (r.rankAt() < 0) return null;
        if (frequent(lex, r)) {
            if (group.namesTable()) {
                return PlanBuilder.no("'" + r.rankWord() + "' counts the rows per value of a column; I could not tell which "
                        + "column of " + group.text() + " to count by. Name it, as in 'the most common unit price of tracks'.");
            }
            boolean counted = others.stream().anyMatch(m -> m != group && m.namesTable());
            List<String> meanings = group.columns().stream().map(m -> m.ref().display()).distinct().toList();
            return counted || meanings.size() == 1 ? null : PlanBuilder.no(DeclineReasons.ambiguous(group.text(), meanings));
        }
        if (group.namesTable()) return null;
        // "the name of the youngest editor": an adjective superlative ranks rows by its measure, never counts per name
        if (group.start() < r.rankAt() && !lex.pairs("rank.implied").containsKey(r.rankWord())) return null;
        return PlanBuilder.no("I could not tell what '" + r.rankWord() + " " + group.text() + "' ranks by. Name the column "
                + "to rank by, as in 'the 5 tracks with the highest unit price'.");
    }

    /** @return a mention of the table whose rows are counted per value of the one column of {@code group} */
    static Mention rowsOf(Mention group) {
        return new Mention(-1, -1, group.text(), List.of(group.columns().get(0).ref().table()), List.of());
    }
}
