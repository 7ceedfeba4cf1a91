package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.linking.ValueMatch;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

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
    private static final Pattern NOT_LETTER_OR_DIGIT = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern LOWER_UPPER = Pattern.compile("([a-z])([A-Z])");
    private final Lexicon lex;
    private final SchemaVocabulary vocab;
    private final SampledValues base;
    /** The phrases the request's linked values add to or change, each with all its candidates. */
    private final Map<List<String>, List<ValueMention.Candidate>> linkedValues = new HashMap<>();
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
        this.base = vocab.sampledValues(lex);
        this.longest = base.longest();
        for (ValueMatch m : linked) {
            Table t = vocab.catalog().table(m.table()).orElse(null);
            Column c = t == null ? null : t.column(m.column()).orElse(null);
            if (c == null) continue;
            List<String> words = words(m.mention());
            if (words.isEmpty() || base.skipped(words)) continue;
            List<ValueMention.Candidate> list = linkedValues.computeIfAbsent(words, k -> {
                List<ValueMention.Candidate> sampled = base.candidates(k);
                return sampled == null ? new ArrayList<>() : new ArrayList<>(sampled);
            });
            if (SampledValues.merge(list, new ValueMention.Candidate(new ColumnRef(t, c), m.stored(), m.score() < 1))) {
                longest = Math.max(longest, words.size());
            }
        }
    }

    private List<ValueMention.Candidate> candidates(List<String> phrase) {
        List<ValueMention.Candidate> linked = linkedValues.get(phrase);
        return linked != null ? linked : base.candidates(phrase);
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
            String kind = LOWER_UPPER.matcher(c.ref().table().id().name()).replaceAll("$1 $2").toLowerCase(Locale.ROOT);
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

    /** @return true for a column naming its table's rows: Name, Title, or the table's name with "name" ("ArtistName", "artist_name") */
    static boolean isLabel(ColumnRef ref) {
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

    /** Claims every value found among unclaimed words, longest first, and adds it to out. */
    void match(QuestionReader.Pass p, List<ValueMention> out) {
        for (int i = 0; i < p.size(); i++) {
            for (int len = Math.min(longest, p.size() - i); len >= 1; len--) {
                List<String> phrase = unclaimed(p, i, len);
                if (phrase != null) phrase = words(String.join(" ", phrase));
                List<ValueMention.Candidate> found = phrase == null || phrase.isEmpty() ? null : candidates(phrase);
                if (found == null) continue;
                // "per Queen" is no grouping and no filter; "by Queen" names who made the rows (a filter, read so by QuestionReader)
                if (i > 0 && p.used[i - 1] && !p.agent[i - 1] && base.endsGroupCue(p.raw(i - 1)) && !AGENT_BY.equals(p.raw(i - 1))) break;
                if (!base.isSampled(phrase)) found = unambiguous(found, p, i, len);
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
        String text = NOT_LETTER_OR_DIGIT.matcher(fold(value.toLowerCase(Locale.ROOT))).replaceAll(" ").trim();
        return text.isEmpty() ? List.of() : List.of(text.split(" "));
    }

    private static String fold(String s) {
        if (ascii(s)) return s;
        return MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) return false;
        }
        return true;
    }
}
