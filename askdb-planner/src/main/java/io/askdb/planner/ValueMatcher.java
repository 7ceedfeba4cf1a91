package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.linking.ValueMatch;
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
 * after a grouping cue other than "by" ("per Queen") is left unclaimed, so the question is declined;
 * after "by" ("tracks by Queen") it is claimed and read as a filter, never as a grouping, since one
 * groups by a table or column and never by a stored value.
 *
 * <p>The request's linked values ({@link io.askdb.linking.LinkedSchema#values()}, from the whole
 * database's distinct values) are candidates too, under the same rules, keyed by the question's
 * words they matched: "Led Zeppelin" finds Artist.Name although the catalog sampled none of its
 * 275 names. For one phrase, exact matches (sampled or linked with score 1) win over near
 * spellings (linked with a lower score); a filter on a near spelling is stated as an assumption
 * and lowers the confidence by {@value #NEAR_PENALTY}.
 */
final class ValueMatcher {
    /** The catalog keeps at most this many characters of a sampled value; a value this long may be cut. */
    static final int MAX_VALUE_LENGTH = 60;
    /** The grouping cue that, before a stored value, names who made the rows ("tracks by AC/DC"): one groups by a table or column, never by a value. */
    static final String AGENT_BY = "by";
    private static final String[] CUE_KEYS = {"stopwords", "cue.count", "cue.sum", "cue.avg", "cue.max", "cue.min",
        "rank.desc", "rank.asc", "topn.before", "cue.group", "cue.list", "cue.condition", "cue.write", "cue.write.weak",
        "metric.verb", "time.grain", "time.year.before", "value.verb"};

    private final Lexicon lex;
    private final SchemaVocabulary vocab;
    private final Map<List<String>, List<ValueMention.Candidate>> values = new LinkedHashMap<>();
    private final Set<String> cueWords = new HashSet<>();
    private final Set<String> groupEnds = new HashSet<>();
    private final Set<List<String>> sampled = new HashSet<>();
    private final List<String> ambiguities = new ArrayList<>();
    private int longest;

    /** Confidence taken off for each filter on a near spelling of the question's words. */
    static final int NEAR_PENALTY = 15;

    ValueMatcher(Lexicon lex, SchemaVocabulary vocab) {
        this(lex, vocab, List.of());
    }

    /** @param linked the request's linked values; those naming no catalog column are ignored */
    ValueMatcher(Lexicon lex, SchemaVocabulary vocab, List<ValueMatch> linked) {
        this.lex = lex;
        this.vocab = vocab;
        for (String key : CUE_KEYS) {
            for (List<String> phrase : lex.phrases(key)) cueWords.add(String.join(" ", phrase));
        }
        for (List<String> phrase : lex.phrases("cue.group")) groupEnds.add(phrase.get(phrase.size() - 1));
        for (Table t : vocab.catalog().tables()) {
            for (Column c : t.columns()) {
                for (String v : c.sampleValues()) {
                    if (v != null && v.codePointCount(0, v.length()) < MAX_VALUE_LENGTH) add(words(v), new ValueMention.Candidate(new ColumnRef(t, c), v));
                    sampled.add(words(v == null ? "" : v));
                }
            }
        }
        for (ValueMatch m : linked) {
            Table t = vocab.catalog().table(m.table()).orElse(null);
            Column c = t == null ? null : t.column(m.column()).orElse(null);
            if (c != null) add(words(m.mention()), new ValueMention.Candidate(new ColumnRef(t, c), m.stored(), m.score() < 1));
        }
    }

    /** Adds a candidate for the phrase, once; an exact candidate drops the phrase's near ones, a near one is kept only without exact ones. */
    private void add(List<String> words, ValueMention.Candidate candidate) {
        if (words.isEmpty() || skipped(words)) return;
        List<ValueMention.Candidate> list = values.computeIfAbsent(words, k -> new ArrayList<>());
        boolean exact = list.stream().anyMatch(c -> !c.near());
        if (candidate.near() && exact || list.stream().anyMatch(c -> c.ref().equals(candidate.ref()) && c.value().equals(candidate.value()))) return;
        if (!candidate.near()) list.removeIf(ValueMention.Candidate::near);
        list.add(candidate);
        longest = Math.max(longest, words.size());
    }

    /**
     * Narrows the linked (not sampled) candidates of one phrase held by several columns, where the
     * planner's own rule (the counted table's column) would guess: the table's word right before the
     * value ("the album 'Let There Be Rock'") picks that table's column; else a column the question cues by a
     * word sharing its first {@value #CUE_PREFIX} letters ("composed" for Composer) wins; else
     * the one label column (Name, Title) among columns that are not labels ("AC/DC" is an
     * Artist.Name before a Track.Composer); columns that are all not labels stay, as sampled
     * values do (City, BillingCity). Several label columns ("Iron Maiden": an artist, an album, a
     * song) are ambiguous unless the table's word comes right before the value ("the artist Iron
     * Maiden"): null, so the words stay unmatched and the question is declined with
     * {@link #ambiguities()} saying which tables hold the value and how to ask.
     */
    private List<ValueMention.Candidate> unambiguous(List<ValueMention.Candidate> found, QuestionReader.Pass p, int at, int len) {
        Set<ColumnRef> columns = new java.util.LinkedHashSet<>();
        for (ValueMention.Candidate c : found) columns.add(c.ref());
        if (columns.size() < 2) return found;
        List<ValueMention.Candidate> named = namedBefore(found, p, at);
        if (named.stream().map(ValueMention.Candidate::ref).distinct().count() == 1) return named;
        List<ValueMention.Candidate> cued = found.stream().filter(c -> cued(c.ref(), p)).toList();
        if (cued.stream().map(ValueMention.Candidate::ref).distinct().count() == 1) return cued;
        List<ValueMention.Candidate> labels = found.stream().filter(c -> isLabel(c.ref())).toList();
        long labelColumns = labels.stream().map(ValueMention.Candidate::ref).distinct().count();
        if (labelColumns == 0) return found;
        if (labelColumns == 1) return labels;
        ambiguities.add(ambiguity(labels.get(0).value(), labels));
        return null;
    }

    /** @return the candidates on the table named by the one or two words right before the value ("the artist Iron Maiden") */
    private List<ValueMention.Candidate> namedBefore(List<ValueMention.Candidate> found, QuestionReader.Pass p, int at) {
        for (int len = Math.min(2, at); len >= 1; len--) {
            List<String> stems = new ArrayList<>();
            for (int k = at - len; k < at; k++) stems.add(p.t(k).stem());
            List<Table> tables = vocab.tablesNamed(stems);
            if (tables.size() != 1) continue;
            return found.stream().filter(c -> c.ref().table().id().equals(tables.get(0).id())).toList();
        }
        return List.of();
    }

    /** @return "'Iron Maiden' is an artist (Artist.Name), an album (Album.Title) and a track (Track.Name): say which, ..." */
    private static String ambiguity(String text, List<ValueMention.Candidate> labels) {
        List<String> kinds = new ArrayList<>();
        String first = null;
        for (ValueMention.Candidate c : labels) {
            String kind = c.ref().table().id().name().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
            String item = ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind + " (" + c.ref().display() + ")";
            if (!kinds.contains(item)) kinds.add(item);
            if (first == null) first = kind;
        }
        return "'" + text + "' is " + DeclineReasons.joined(kinds, "and") + ". Say which one you mean with the table's word "
                + "right before it, e.g. 'the " + first + " " + text + "'.";
    }

    /** @return why phrases spelling stored values were left unread, one sentence each; possibly empty */
    List<String> ambiguities() {
        return List.copyOf(ambiguities);
    }

    /** Letters a question word and a column name must share at their start for the word to cue the column. */
    static final int CUE_PREFIX = 6;

    private static boolean cued(ColumnRef ref, QuestionReader.Pass p) {
        String column = ref.column().name().toLowerCase(Locale.ROOT);
        if (column.length() < CUE_PREFIX) return false;
        for (int i = 0; i < p.size(); i++) {
            String w = p.raw(i);
            if ((!p.used[i] || p.agent[i]) && w.length() >= CUE_PREFIX && w.regionMatches(0, column, 0, CUE_PREFIX)) return true;
        }
        return false;
    }

    private static boolean isLabel(ColumnRef ref) {
        String column = ref.column().name().toLowerCase(Locale.ROOT);
        String table = ref.table().id().name().toLowerCase(Locale.ROOT);
        return column.equals("name") || column.equals("title") || column.equals(table + "name") || column.equals(table + "_name");
    }

    /** @return one assumption per filter on a near spelling ("Read 'Led Zepelin' as Artist.Name = 'Led Zeppelin', the nearest stored spelling.") */
    static List<String> nearSpellings(List<ValueMention> values, List<ValueFilter> filters) {
        List<String> out = new ArrayList<>();
        for (ValueFilter f : filters) {
            for (ValueMention v : values) {
                boolean near = v.candidates().stream().anyMatch(c -> c.near() && c.ref().equals(f.ref()) && c.value().equals(f.value()));
                if (near) out.add("Read '" + v.text() + "' as " + f.ref().display() + " = " + f.literal() + ", the nearest stored spelling.");
            }
        }
        return out;
    }

    /** @return the assumptions followed by the near-spelling ones */
    static List<String> withNear(List<String> assumptions, List<String> near) {
        List<String> out = new ArrayList<>(assumptions);
        out.addAll(near);
        return out;
    }

    /** @return the confidence lowered by {@value #NEAR_PENALTY} per near spelling, not below 50 */
    static int lowered(int confidence, List<String> near) {
        return near.isEmpty() ? confidence : Math.max(50, confidence - NEAR_PENALTY * near.size());
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
                if (phrase != null) phrase = words(String.join(" ", phrase));
                List<ValueMention.Candidate> found = phrase == null ? null : values.get(phrase);
                if (found == null) continue;
                // "per Queen" is no grouping and no filter; "by Queen" names who made the rows (a filter, read so by QuestionReader)
                if (i > 0 && p.used[i - 1] && !p.agent[i - 1] && groupEnds.contains(p.raw(i - 1)) && !AGENT_BY.equals(p.raw(i - 1))) break;
                if (!sampled.contains(phrase)) found = unambiguous(found, p, i, len);
                if (found == null) break;
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
