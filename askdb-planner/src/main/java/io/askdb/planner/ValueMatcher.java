package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Finds stored values among a question's unclaimed words: a phrase whose words equal, ignoring
 * case, accents and punctuation, all the words of a sampled value of a text column
 * ({@link Column#sampleValues()}). Longest value first, so "Rock And Roll" is one value and never
 * "Rock". Values that are numbers, schema words, planner cue words, or possibly cut short by the
 * catalog's sampling are skipped: such words mean something else to the planner. A value right
 * after a grouping cue ("by Queen") is left unclaimed, so the question is declined, never read
 * as a grouping.
 */
final class ValueMatcher {
    /** The catalog keeps at most this many characters of a sampled value; a value this long may be cut. */
    static final int MAX_VALUE_LENGTH = 60;
    private static final String[] CUE_KEYS = {"stopwords", "cue.count", "cue.sum", "cue.avg", "cue.max", "cue.min",
        "rank.desc", "rank.asc", "topn.before", "cue.group", "cue.list", "cue.condition", "cue.write", "cue.write.weak",
        "metric.verb", "time.grain", "time.year.before", "value.verb"};

    private final Lexicon lex;
    private final SchemaVocabulary vocab;
    private final Map<List<String>, List<ValueMention.Candidate>> values = new LinkedHashMap<>();
    private final Set<String> cueWords = new HashSet<>();
    private final Set<String> groupEnds = new HashSet<>();
    private int longest;

    ValueMatcher(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.vocab = vocab;
        for (String key : CUE_KEYS) {
            for (List<String> phrase : lex.phrases(key)) cueWords.add(String.join(" ", phrase));
        }
        for (List<String> phrase : lex.phrases("cue.group")) groupEnds.add(phrase.get(phrase.size() - 1));
        for (Table t : vocab.catalog().tables()) {
            for (Column c : t.columns()) {
                for (String v : c.sampleValues()) add(new ColumnRef(t, c), v);
            }
        }
    }

    private void add(ColumnRef ref, String value) {
        if (value == null || value.codePointCount(0, value.length()) >= MAX_VALUE_LENGTH) return;
        List<String> words = words(value);
        if (words.isEmpty() || skipped(words)) return;
        List<ValueMention.Candidate> list = values.computeIfAbsent(words, k -> new ArrayList<>());
        list.add(new ValueMention.Candidate(ref, value));
        longest = Math.max(longest, words.size());
    }

    private boolean skipped(List<String> words) {
        if (words.stream().allMatch(w -> w.matches("\\d+"))) return true;
        if (cueWords.contains(String.join(" ", words))) return true;
        List<String> stems = words.stream().map(lex::stem).toList();
        if (!vocab.tablesNamed(stems).isEmpty() || !vocab.columnsNamed(stems).isEmpty()) return true;
        return words.size() == 1 && (!lex.synonyms(stems.get(0)).isEmpty() || lex.number(words.get(0)) != null);
    }

    /** Claims every value found among unclaimed words, longest first, and adds it to out. */
    void match(QuestionReader.Pass p, List<ValueMention> out) {
        for (int i = 0; i < p.size(); i++) {
            for (int len = Math.min(longest, p.size() - i); len >= 1; len--) {
                List<String> phrase = unclaimed(p, i, len);
                List<ValueMention.Candidate> found = phrase == null ? null : values.get(phrase);
                if (found == null) continue;
                if (i > 0 && p.used[i - 1] && groupEnds.contains(p.raw(i - 1))) break;
                out.add(new ValueMention(i, i + len, p.text(i, len), found));
                p.claim(i, len);
                i += len - 1;
                break;
            }
        }
    }

    private static List<String> unclaimed(QuestionReader.Pass p, int from, int len) {
        List<String> out = new ArrayList<>();
        for (int k = from; k < from + len; k++) {
            if (p.used[k]) return null;
            out.add(fold(p.raw(k)));
        }
        return out;
    }

    /** @return the value's words lower-cased, without accents or punctuation ("Alternative & Punk" -> alternative, punk) */
    static List<String> words(String value) {
        String text = fold(value.toLowerCase(Locale.ROOT)).replaceAll("[^\\p{L}\\p{N}]+", " ").trim();
        return text.isEmpty() ? List.of() : List.of(text.split(" "));
    }

    private static String fold(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    }
}
