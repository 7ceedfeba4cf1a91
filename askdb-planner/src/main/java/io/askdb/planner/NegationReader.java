package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads simple negation among a question's unclaimed words:
 * <ul>
 * <li>"no" or "without" before a column or table name: a missing value ("tracks with no composer",
 * then filler such as "listed") or rows no row of that table refers to ("artists with no albums");</li>
 * <li>"never" or "not" before a verb of selling: rows no sale refers to ("genres never sold");</li>
 * <li>"not" or "outside" before a stored value: the value negated ("customers not in the USA").</li>
 * </ul>
 * Stop words may stand between the negation and what it negates ("never been sold"). A negation
 * before anything else is left unclaimed, so the question is declined.
 */
final class NegationReader {
    private final Lexicon lex;
    private final Lexicon words;
    private final SchemaVocabulary vocab;

    NegationReader(Lexicon lex, Lexicon words, SchemaVocabulary vocab) {
        this.lex = lex;
        this.words = words;
        this.vocab = vocab;
    }

    /** Claims the negations found; missing values or rows go to missing, negated values' starts to negated. */
    void read(QuestionReader.Pass p, List<Mention> mentions, List<ValueMention> values,
              List<Restrictions.Missing> missing, List<Integer> negated) {
        for (int i = 0; i < p.size(); i++) {
            if (p.used[i]) continue;
            String w = p.raw(i);
            int j = afterStopWords(p, i + 1);
            if (words.words("negation.value").contains(w) && valueAt(values, j)) {
                negated.add(j);
                p.claim(i, 1);
            } else if (words.words("negation.none").contains(w) && mentionAt(mentions, j) != null) {
                Mention m = mentionAt(mentions, j);
                mentions.remove(m);
                missing.add(new Restrictions.Missing(w + " " + m.text(), m));
                p.claim(i, 1);
                if (m.end() < p.size() && !p.used[m.end()] && words.words("negation.filler").contains(p.raw(m.end()))) {
                    p.claim(m.end(), 1);
                }
            } else if (words.words("negation.never").contains(w) && j < p.size() && !p.used[j]
                    && words.words("event.verb").contains(p.raw(j))) {
                Mention sales = eventTables(p, j);
                if (sales == null) continue;
                missing.add(new Restrictions.Missing(p.text(i, j + 1 - i), sales));
                p.claim(i, 1);
                p.claim(j, 1);
            }
        }
    }

    /** @return the catalog's tables that record sales, as a mention of the verb at i, best first; null when none */
    Mention eventTables(QuestionReader.Pass p, int i) {
        List<Table> tables = new ArrayList<>();
        for (List<String> phrase : words.phrases("event.table")) {
            for (Table t : vocab.tablesNamed(phrase.stream().map(lex::stem).toList())) {
                if (!tables.contains(t)) tables.add(t);
            }
        }
        return tables.isEmpty() ? null : new Mention(i, i + 1, p.raw(i), tables, List.of());
    }

    private int afterStopWords(QuestionReader.Pass p, int j) {
        while (j < p.size() && !p.used[j] && lex.isStopWord(p.raw(j))) j++;
        return j;
    }

    private static boolean valueAt(List<ValueMention> values, int j) {
        return values.stream().anyMatch(v -> v.start() == j);
    }

    private static Mention mentionAt(List<Mention> mentions, int j) {
        return mentions.stream().filter(m -> m.start() == j).findFirst().orElse(null);
    }
}
