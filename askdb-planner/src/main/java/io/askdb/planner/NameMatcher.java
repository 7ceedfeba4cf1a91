package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds catalog names among a question's unclaimed words. Exact matches take the longest phrase
 * first ("billing country" before "country"); weak matches are single words that are the last
 * word of a longer column name, or a synonym of a table or column word from the lexicon.
 */
final class NameMatcher {
    private final Lexicon lex;
    private final SchemaVocabulary vocab;

    NameMatcher(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.vocab = vocab;
    }

    void matchExact(QuestionReader.Pass p, List<Mention> out) {
        int i = 0;
        while (i < p.size()) {
            int taken = 0;
            for (int len = Math.min(vocab.longestPhrase(), p.size() - i); len >= 1 && taken == 0; len--) {
                if (len == 1 && lex.isStopWord(p.raw(i))) break;
                List<String> phrase = unclaimedStems(p, i, len);
                if (phrase == null) continue;
                List<Table> tables = vocab.tablesNamed(phrase);
                List<Mention.Match> columns = new ArrayList<>();
                for (ColumnRef ref : vocab.columnsNamed(phrase)) columns.add(new Mention.Match(ref, 0));
                for (Mention.Match s : vocab.synonyms().columnsNamed(phrase)) if (columns.stream().noneMatch(c -> c.ref().equals(s.ref()))) columns.add(s);
                if (len == 1) {
                    for (ColumnRef ref : vocab.columnsEndingWith(phrase.get(0))) columns.add(new Mention.Match(ref, 1));
                }
                if (tables.isEmpty() && columns.isEmpty()) continue;
                out.add(new Mention(i, i + len, p.text(i, len), tables, columns));
                p.claim(i, len);
                taken = len;
            }
            i += Math.max(taken, 1);
        }
    }

    void matchWeak(QuestionReader.Pass p, List<Mention> out) {
        for (int i = 0; i < p.size(); i++) {
            if (p.used[i]) continue;
            String stem = p.t(i).stem();
            List<Mention.Match> columns = new ArrayList<>();
            for (ColumnRef ref : vocab.columnsEndingWith(stem)) columns.add(new Mention.Match(ref, 1));
            List<Table> tables = List.of();
            List<String> synonyms = lex.synonyms(stem);
            for (int k = 0; k < synonyms.size(); k++) {
                String syn = synonyms.get(k);
                if (tables.isEmpty()) tables = vocab.tablesNamed(List.of(syn));
                for (ColumnRef ref : vocab.columnsWithLastWord(syn)) {
                    if (columns.stream().noneMatch(m -> m.ref().equals(ref))) columns.add(new Mention.Match(ref, 2 + k));
                }
            }
            if (tables.isEmpty() && columns.isEmpty()) continue;
            out.add(new Mention(i, i + 1, p.raw(i), tables, columns));
            p.claim(i, 1);
        }
    }

    private static List<String> unclaimedStems(QuestionReader.Pass p, int from, int len) {
        List<String> out = new ArrayList<>();
        for (int k = from; k < from + len; k++) {
            if (p.used[k]) return null;
            out.add(p.t(k).stem());
        }
        return out;
    }
}
