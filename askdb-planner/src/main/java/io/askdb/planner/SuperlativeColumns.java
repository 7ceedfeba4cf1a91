package io.askdb.planner;

import java.util.ArrayList;
import java.util.List;

/**
 * The column a superlative adjective ranks rows by when the question names none: "the 5 longest
 * tracks" ranks tracks by their one length column. The adjective's kind of column comes from
 * {@code rank.implied} of the lexicon ("longest" -> length), and the columns of that kind from the
 * catalog's names, the lexicon's synonyms and the semantic model's dimension synonyms; only a
 * number column of the ranked table counts, and exactly one must be found.
 */
final class SuperlativeColumns {
    private final Lexicon lex;
    private final SchemaVocabulary vocab;

    SuperlativeColumns(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.vocab = vocab;
    }

    /** @return a mention of the one column of the ranked table the adjective means (a weak match), or null */
    Mention measure(String rankWord, Mention ranked) {
        String kind = rankWord == null ? null : lex.pairs("rank.implied").get(rankWord);
        if (kind == null || ranked == null || ranked.tables().size() != 1) return null;
        List<ColumnRef> found = new ArrayList<>(vocab.columnsNamed(List.of(kind)));
        for (Mention.Match m : vocab.synonyms().columnsNamed(List.of(kind))) found.add(m.ref());
        for (String synonym : lex.synonyms(kind)) found.addAll(vocab.columnsWithLastWord(synonym));
        List<ColumnRef> own = new ArrayList<>();
        for (ColumnRef ref : found) {
            boolean mine = PlanAssembly.same(ref.table(), ranked.tables().get(0));
            if (mine && ColumnKinds.isNumeric(ref.column()) && !ColumnKinds.isKey(ref.table(), ref.column()) && !own.contains(ref)) own.add(ref);
        }
        return own.size() == 1 ? new Mention(-1, -1, rankWord, List.of(), List.of(new Mention.Match(own.get(0), 1))) : null;
    }
}
