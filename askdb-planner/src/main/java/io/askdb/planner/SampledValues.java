package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The catalog's sampled values ({@link Column#sampleValues()}) keyed by their words, with the
 * planner's cue words: the part of {@link ValueMatcher} that depends only on the catalog and the
 * lexicon, built once per {@link SchemaVocabulary} ({@link SchemaVocabulary#sampledValues}) rather
 * than for every question. Immutable once built, so questions answered at once share it.
 */
final class SampledValues {
    private static final String[] CUE_KEYS = {"stopwords", "cue.count", "cue.sum", "cue.avg", "cue.max", "cue.min",
        "rank.desc", "rank.asc", "topn.before", "cue.group", "cue.list", "cue.condition", "cue.write", "cue.write.weak",
        "metric.verb", "time.grain", "time.year.before", "value.verb"};

    private final Lexicon lex;
    private final SchemaVocabulary vocab;
    private final Map<List<String>, List<ValueMention.Candidate>> values;
    private final Set<List<String>> sampled = new HashSet<>();
    private final Set<String> cueWords = new HashSet<>();
    private final Set<String> groupEnds = new HashSet<>();
    private final int longest;

    SampledValues(Lexicon lex, SchemaVocabulary vocab) {
        this.lex = lex;
        this.vocab = vocab;
        for (String key : CUE_KEYS) {
            for (List<String> phrase : lex.phrases(key)) cueWords.add(String.join(" ", phrase));
        }
        for (List<String> phrase : lex.phrases("cue.group")) groupEnds.add(phrase.get(phrase.size() - 1));
        Map<List<String>, List<ValueMention.Candidate>> found = new java.util.HashMap<>();
        int most = 0;
        for (Table t : vocab.catalog().tables()) {
            for (Column c : t.columns()) {
                for (String v : c.sampleValues()) {
                    List<String> words = ValueMatcher.words(v == null ? "" : v);
                    sampled.add(words);
                    if (v == null || v.codePointCount(0, v.length()) >= ValueMatcher.MAX_VALUE_LENGTH || words.isEmpty() || skipped(words)) continue;
                    if (merge(found.computeIfAbsent(words, k -> new ArrayList<>()), new ValueMention.Candidate(new ColumnRef(t, c), v))) {
                        most = Math.max(most, words.size());
                    }
                }
            }
        }
        found.replaceAll((k, v) -> List.copyOf(v));
        this.values = Map.copyOf(found);
        this.longest = most;
    }

    Lexicon lexicon() {
        return lex;
    }

    /** @return the sampled candidates of a phrase's words, or null */
    List<ValueMention.Candidate> candidates(List<String> words) {
        return values.get(words);
    }

    /** @return true when the words are all of a sampled value (even one too long to match) */
    boolean isSampled(List<String> words) {
        return sampled.contains(words);
    }

    /** @return true when the word ends a grouping cue ("per", "by", "for each") */
    boolean endsGroupCue(String word) {
        return groupEnds.contains(word);
    }

    /** @return the most words of a sampled value that can match */
    int longest() {
        return longest;
    }

    /** @return true for words that mean something else to the planner: numbers, cue words, schema words */
    boolean skipped(List<String> words) {
        if (words.stream().allMatch(SampledValues::digits)) return true;
        if (cueWords.contains(String.join(" ", words))) return true;
        List<String> stems = words.stream().map(lex::stem).toList();
        if (!vocab.tablesNamed(stems).isEmpty() || !vocab.columnsNamed(stems).isEmpty()) return true;
        return words.size() == 1 && (!lex.synonyms(stems.get(0)).isEmpty() || lex.number(words.get(0)) != null);
    }

    /**
     * Adds a candidate to a phrase's list, once: an exact candidate drops the phrase's near ones, a
     * near one is kept only without exact ones.
     *
     * @return true when the candidate was added
     */
    static boolean merge(List<ValueMention.Candidate> list, ValueMention.Candidate candidate) {
        boolean exact = list.stream().anyMatch(c -> !c.near());
        if (candidate.near() && exact || list.stream().anyMatch(c -> c.ref().equals(candidate.ref()) && c.value().equals(candidate.value()))) {
            return false;
        }
        if (!candidate.near()) list.removeIf(ValueMention.Candidate::near);
        list.add(candidate);
        return true;
    }

    private static boolean digits(String w) {
        if (w.isEmpty()) return false;
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') return false;
        }
        return true;
    }
}
