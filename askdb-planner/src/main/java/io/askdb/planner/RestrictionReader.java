package io.askdb.planner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads what a question restricts its rows by, after the catalog's names and stored values are
 * found and before unclaimed condition words are reported: stored values in the plural
 * ({@link PluralValues}), comparisons ({@link ConditionReader}), negation ({@link NegationReader}),
 * a DISTINCT cue ("how many different countries", with "come from" and "live in" as filler and a
 * selling verb naming what is counted; the filler also after "which countries ..."), whether the question opens by asking for rows ("which
 * customers ..."), and a dangling "for" at its end. Vocabulary: {@code conditions.properties}.
 */
final class RestrictionReader {
    private static final Lexicon WORDS = Lexicon.load("conditions.properties");

    private final Lexicon lex;
    private final SchemaVocabulary vocab;

    RestrictionReader(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.vocab = vocab;
    }

    /**
     * @param p        the question's words, claimed as read so far; claims what it reads
     * @param mentions exact catalog names found; those read as part of a condition are removed
     * @param values   stored values found; plural values are added
     */
    Restrictions read(QuestionReader.Pass p, List<Mention> mentions, List<ValueMention> values) {
        boolean columnFirst = mentions.stream().min(Comparator.comparingInt(Mention::start))
                .map(m -> !m.namesTable() && !m.columns().isEmpty()).orElse(false);
        new PluralValues(lex, vocab).match(p, values);
        List<Restrictions.Compared> comparisons = new ConditionReader(lex, WORDS, vocab).read(p, mentions);
        List<Restrictions.Missing> missing = new ArrayList<>();
        List<Integer> negated = new ArrayList<>();
        NegationReader negation = new NegationReader(lex, WORDS, vocab);
        negation.read(p, mentions, values, missing, negated);
        boolean asksRows = p.phraseAt(0, WORDS.phrases("rows.opening")) > 0;
        int distinctAt = -1;
        Mention event = null;
        for (int i = 0; i < p.size() && distinctAt < 0; i++) {
            if (!p.used[i] && WORDS.words("distinct.cue").contains(p.raw(i))) distinctAt = i;
        }
        if (distinctAt >= 0 || (asksRows && columnFirst)) {
            if (distinctAt >= 0) p.claim(distinctAt, 1);
            for (int i = 0; i < p.size(); i++) {
                if (p.used[i]) continue;
                if (WORDS.words("distinct.filler").contains(p.raw(i))) p.claim(i, 1);
                if (event == null && WORDS.words("event.verb").contains(p.raw(i))) {
                    event = negation.eventTables(p, i);
                    if (event != null) p.claim(i, 1);
                }
            }
        }
        int last = p.size() - 1;
        if (last > 0 && !p.used[last] && WORDS.words("trailing").contains(p.raw(last))) p.claim(last, 1);
        return new Restrictions(comparisons, missing, negated, distinctAt, event, asksRows, columnFirst);
    }
}
