package io.askdb.planner;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds stored values written in the plural ("sales support agents" for the stored "Sales Support
 * Agent"): a phrase of unclaimed words whose last word, made singular, spells a sampled value, by
 * the same rules as {@link ValueMatcher}. Each value found is claimed and added to the values.
 */
final class PluralValues {
    private final Lexicon lex;
    private final ValueMatcher matcher;

    PluralValues(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.matcher = new ValueMatcher(lex, vocab);
    }

    void match(QuestionReader.Pass p, List<ValueMention> values) {
        for (int i = 0; i < p.size(); i++) {
            String singular = lex.stem(p.raw(i));
            if (p.used[i] || singular.equals(p.raw(i))) continue;
            List<Token> tokens = new ArrayList<>(p.tokens);
            tokens.set(i, new Token(singular, singular, p.t(i).number()));
            QuestionReader.Pass copy = new QuestionReader.Pass(tokens);
            for (int k = 0; k < p.size(); k++) copy.used[k] = p.used[k] || k > i;
            List<ValueMention> found = new ArrayList<>();
            matcher.match(copy, found);
            for (ValueMention v : found) {
                if (v.end() != i + 1) continue;
                values.add(new ValueMention(v.start(), v.end(), p.text(v.start(), v.end() - v.start()), v.candidates()));
                p.claim(v.start(), v.end() - v.start());
            }
        }
        values.sort(java.util.Comparator.comparingInt(ValueMention::start));
    }
}
