package io.askdb.planner;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads a question against a catalog's vocabulary, in passes that each claim words: the row
 * count ("top 5"), a ranking word, the first aggregation cue, grouping and listing cues, stored
 * values of text columns (with the verbs that go with them: "live in"), catalog names (longest
 * phrase first), requests to change data, restrictions ({@link RestrictionReader}), conditions left over, stop words, and last the
 * weaker matches (the last word of a longer column name, synonyms). Words left over are
 * reported as unmatched, so the planner can decline instead of guessing.
 */
final class QuestionReader {
    private static final String[] AGGREGATES = {"count", "sum", "avg", "max", "min"};

    private final Lexicon lex;
    private final QuestionTokenizer tokenizer;

    QuestionReader(Lexicon lex, QuestionTokenizer tokenizer) {
        this.lex = lex;
        this.tokenizer = tokenizer;
    }

    Reading read(String question, SchemaVocabulary vocab) {
        return read(question, vocab, MetricTerms.NONE, LocalDate.now());
    }

    /**
     * As {@link #read(String, SchemaVocabulary)}, first claiming the words of the model's metrics.
     *
     * @param today the day ranges such as "the last 90 days" end with
     */
    Reading read(String question, SchemaVocabulary vocab, MetricTerms metricTerms, LocalDate today) {
        return read(question, vocab, metricTerms, today, List.of());
    }

    /**
     * As above, with the request's linked values as candidates besides the sampled ones ({@link ValueMatcher}).
     *
     * @param today  the day ranges such as "the last 90 days" end with
     * @param linked values the value linker found in the database for this question; possibly empty
     */
    Reading read(String question, SchemaVocabulary vocab, MetricTerms metricTerms, LocalDate today,
                 List<io.askdb.linking.ValueMatch> linked) {
        Pass p = new Pass(tokenizer.tokenize(question));
        new FillerPhrases(lex).claim(p);
        List<MetricMention> metrics = metricTerms.claim(p);
        TimeWords time = new TimeRangeReader(lex).claim(p, today);
        AgentVerbs.claim(p, vocab);
        Integer year = metrics.isEmpty() || time.span() == null ? null : time.span().calendarYear();
        if (year != null) time = new TimeWords(null, time.verb(), time.columnWord());
        String timeGrain = null;
        boolean timeRanked = false;
        if (!metrics.isEmpty()) {
            for (int i = 0; i < p.size(); i++) {
                if (!p.used[i] && lex.words("metric.verb").contains(p.raw(i))) p.claim(i, 1);
            }
            for (int i = 0; i + 1 < p.size() && timeGrain == null; i++) {
                if (!p.used[i] && !p.used[i + 1] && lex.words("time.rank.before").contains(p.raw(i))
                        && lex.words("time.grain").contains(p.raw(i + 1))) {
                    timeGrain = p.raw(i + 1);
                    timeRanked = true;
                    p.claim(i, 2);
                }
            }
        }
        Integer limit = null;
        int limitAt = -1, rankAt = -1;
        boolean ascending = false, listing = false;
        for (int i = 0; i < p.size() && limit == null; i++) {
            Integer n = p.t(i).number();
            if (n == null || n < 1) continue;
            boolean before = i > 0 && lex.words("topn.before").contains(p.raw(i - 1));
            boolean after = i + 1 < p.size() && isRank(p.raw(i + 1));
            if (!before && !after) continue;
            limit = n;
            limitAt = i;
            p.claim(i, 1);
            if (before) p.claim(i - 1, 1);
            ascending = before && lex.words("topn.asc").contains(p.raw(i - 1));
        }
        int rankLen = 1;
        for (int i = 0; i < p.size() && rankAt < 0; i++) {
            String w = p.raw(i);
            if (p.used[i]) continue;
            // "the 3 most expensive wines", "the 5 most common prices": "most" and its adjective are one ranking word
            int phrase = Math.max(limit != null ? p.phraseAt(i, impliedPhrases()) : 0, p.phraseAt(i, lex.phrases("rank.frequent")));
            if (phrase > 1) {
                rankAt = i;
                rankLen = phrase;
                ascending |= lex.words("rank.asc").contains(w);
                p.claim(i, phrase);
                continue;
            }
            if (!isRank(w)) continue;
            boolean pure = !lex.words("cue.max").contains(w) && !lex.words("cue.min").contains(w);
            if (limit != null || (pure && longestAggregateAt(p, i)[1] < 2)) {
                rankAt = i;
                ascending |= lex.words("rank.asc").contains(w);
                p.claim(i, 1);
            }
        }
        Aggregate aggregate = null;
        String cue = null;
        boolean averaged = false, measureAsked = false;
        for (int i = 0; i < p.size() && aggregate == null; i++) {
            int[] best = longestAggregateAt(p, i);
            if (best[1] == 0) continue;
            aggregate = Aggregate.ofCue(AGGREGATES[best[0]]);
            cue = p.text(i, best[1]);
            p.claim(i, best[1]);
            measureAsked = asksMeasure(p, i, aggregate, rankAt, rankLen);
            // "the average number of tracks per album": a count per group, then the average of those counts
            int count = aggregate == Aggregate.AVG ? p.phraseAt(i + best[1], lex.phrases("cue.count")) : 0;
            if (count > 0) {
                aggregate = Aggregate.COUNT;
                averaged = true;
                cue = p.text(i, best[1] + count);
                p.claim(i + best[1], count);
            }
        }
        List<Integer> groupCues = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            int len = p.phraseAt(i, lex.phrases("cue.group"));
            if (len > 0) {
                p.claim(i, len);
                int next = i + len;
                boolean byTime = timeGrain == null && next < p.size() && !p.used[next]
                        && lex.words("time.grain").contains(p.t(next).stem());
                if (byTime) {
                    timeGrain = p.t(next).stem();
                    p.claim(next, 1);
                } else {
                    groupCues.add(i);
                }
            }
            int list = p.phraseAt(i, lex.phrases("cue.list"));
            if (list > 0) {
                listing = true;
                p.claim(i, list);
            }
        }
        List<ValueMention> values = new ArrayList<>();
        ValueMatcher matcher = new ValueMatcher(lex, vocab, linked);
        matcher.match(p, values);
        for (ValueMention v : values) {
            // "tracks by AC/DC": a stored value after "by" names who made the rows, a filter and not a grouping
            if (v.start() > 0 && ValueMatcher.AGENT_BY.equals(p.raw(v.start() - 1))) groupCues.remove(Integer.valueOf(v.start() - 1));
        }
        if (!values.isEmpty()) {
            for (int i = 0; i < p.size(); i++) {
                if (!p.used[i] && lex.words("value.verb").contains(p.raw(i))) p.claim(i, 1);
            }
        }
        List<Mention> mentions = new ArrayList<>();
        new NameMatcher(lex, vocab).matchExact(p, mentions);
        vocab.synonyms().addDefinedValues(p, mentions, values);
        String writeVerb = new WriteRequest(lex).verb(question);
        if (writeVerb != null) {
            return new Reading(null, null, null, -1, -1, false, false, List.of(), List.of(), List.of(), List.of(), writeVerb, List.of(), null, false, null, List.of(), Restrictions.NONE, TimeWords.NONE, null, List.of(), false, false, List.of());
        }
        Restrictions restrictions = new RestrictionReader(lex, vocab).read(p, mentions, values);
        List<String> conditions = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.used[i] || !lex.words("cue.condition").contains(p.raw(i))) continue;
            int end = i + 1;
            while (end < p.size() && !p.used[end]
                    && (lex.words("cue.condition").contains(p.raw(end)) || p.t(end).number() != null)) end++;
            conditions.add(p.text(i, end - i));
            p.claim(i, end - i);
        }
        for (int i = 0; i < p.size(); i++) {
            // "in the US": a stop word written in capitals is an abbreviation, a word to place (or to decline naming)
            if (!p.used[i] && lex.isStopWord(p.raw(i)) && !p.t(i).capitals()) p.skip(i, 1);
        }
        new NameMatcher(lex, vocab).matchWeak(p, mentions);
        mentions.sort(Comparator.comparingInt(Mention::start));
        UnitWords.merge(p, mentions);
        secondGroupings(p, mentions, groupCues);
        List<String> unmatched = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (!p.used[i] && !unmatched.contains(p.raw(i))) unmatched.add(p.raw(i));
        }
        return new Reading(aggregate, cue, limit, limitAt, rankAt, ascending, listing, groupCues, mentions,
                conditions, unmatched, null, metrics, timeGrain, timeRanked, year, values, restrictions, time, rankAt < 0 ? null : p.text(rankAt, rankLen),
                matcher.ambiguities(), averaged, measureAsked, p.read());
    }

    /**
     * @return true when the aggregation cue at i asks for its value: a count, sum or average not written as what a ranking
     *         ranks by, that is not right after the ranking word ("the most number of") nor after "by" ("top 5 countries by
     *         total sales"); a maximum or minimum cue ("the longest track") is a superlative, which ranks
     */
    private static boolean asksMeasure(Pass p, int i, Aggregate aggregate, int rankAt, int rankLen) {
        if (aggregate == Aggregate.MAX || aggregate == Aggregate.MIN) return false;
        boolean afterRank = rankAt >= 0 && i == rankAt + rankLen;
        return !afterRank && !(i > 0 && "by".equals(p.raw(i - 1)));
    }

    /**
     * "the number of routes for each country and airline": a name joined by "and" (or a comma) right after the name a grouping
     * cue names groups too; its "and" is added as a grouping cue, so that the plan declines two groupings rather than group by
     * the first and join through the second.
     */
    private static void secondGroupings(Pass p, List<Mention> mentions, List<Integer> groupCues) {
        for (int g : List.copyOf(groupCues)) {
            Mention first = mentions.stream().filter(m -> m.start() > g).findFirst().orElse(null);
            if (first == null || first.end() + 1 >= p.size()) continue;
            String between = p.raw(first.end());
            if ((between.equals("and") || between.equals(",")) && mentions.stream().anyMatch(m -> m.start() == first.end() + 1)) {
                groupCues.add(first.end());
            }
        }
    }

    /** @return the superlatives of {@code rank.implied} ("most expensive"), each split into words */
    private List<List<String>> impliedPhrases() {
        List<List<String>> out = new ArrayList<>();
        for (String w : lex.pairs("rank.implied").keySet()) out.add(List.of(w.split(" ")));
        return out;
    }

    private boolean isRank(String w) {
        return lex.words("rank.desc").contains(w) || lex.words("rank.asc").contains(w);
    }

    /** @return {index into AGGREGATES, length} of the longest aggregation cue at i; length 0 when none */
    private int[] longestAggregateAt(Pass p, int i) {
        int[] best = {0, 0};
        for (int a = 0; a < AGGREGATES.length; a++) {
            int len = p.phraseAt(i, lex.phrases("cue." + AGGREGATES[a]));
            if (len > best[1]) best = new int[] {a, len};
        }
        return best;
    }

    /** The tokens of one question and which of them a pass has claimed. */
    static final class Pass {
        final List<Token> tokens;
        final boolean[] used;
        /** words claimed as a passive verb and its "by" ("composed by"): who did it, never a grouping cue; the verb still cues its column */
        final boolean[] agent;
        /** words claimed only to be passed over (stop words, filler phrases): they shape nothing in the plan */
        private final boolean[] skipped;

        Pass(List<Token> tokens) {
            this.tokens = tokens;
            this.used = new boolean[tokens.size()];
            this.agent = new boolean[tokens.size()];
            this.skipped = new boolean[tokens.size()];
        }

        int size() {
            return tokens.size();
        }

        Token t(int i) {
            return tokens.get(i);
        }

        String raw(int i) {
            return tokens.get(i).raw();
        }

        void claim(int from, int len) {
            for (int k = from; k < from + len; k++) used[k] = true;
        }

        /** Claims words that carry no meaning, so that {@link #read()} leaves them out. */
        void skip(int from, int len) {
            claim(from, len);
            for (int k = from; k < from + len; k++) skipped[k] = true;
        }

        /** @return the words some pass read into the question's meaning (claimed, not skipped), as written, each once */
        List<String> read() {
            List<String> out = new ArrayList<>();
            for (int k = 0; k < size(); k++) {
                if (used[k] && !skipped[k] && !out.contains(raw(k))) out.add(raw(k));
            }
            return out;
        }

        /** @return the words from..from+len as written */
        String text(int from, int len) {
            List<String> w = new ArrayList<>();
            for (int k = from; k < from + len; k++) w.add(raw(k));
            return String.join(" ", w);
        }

        /** @return the length of the longest phrase matching unclaimed words at i, or 0 */
        int phraseAt(int i, List<List<String>> phrases) {
            int best = 0;
            for (List<String> ph : phrases) {
                if (ph.size() <= best || i + ph.size() > size()) continue;
                boolean ok = true;
                for (int k = 0; k < ph.size() && ok; k++) ok = !used[i + k] && ph.get(k).equals(raw(i + k));
                if (ok) best = ph.size();
            }
            return best;
        }
    }
}
