package io.askdb.planner.read;

import io.askdb.catalog.Table;
import io.askdb.linking.ValueMatch;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a question's words into {@link Chunk}s, in passes that each claim words: quoted strings
 * and stored values the value linker found (not inside a longer cue phrase: "numbers of"); question frames at the start of a sentence; cue
 * phrases of two words or more ("number of", "greater than", "in descending order"), after catalog
 * phrases of three words or more ("number of customers" for no_of_customers); catalog
 * phrases, longest first; one-word cues; numbers; function words. Words no pass claims are
 * {@link Chunk.Kind#UNPLACED}: the planner declines naming them.
 */
public final class Chunker {
    private static final String[][] CUES = {
        {"count", "COUNT"}, {"between", "BETWEEN"}, {"frequent.desc", "FREQ_DESC"}, {"frequent.asc", "FREQ_ASC"},
        {"like.contains", "LIKE_CONTAINS"}, {"like.starts", "LIKE_STARTS"}, {"like.ends", "LIKE_ENDS"}, {"cmp.ge", "GE"}, {"cmp.le", "LE"}, {"cmp.ne", "NE"}, {"cmp.gt", "GT"},
        {"cmp.lt", "LT"}, {"cmp.eq", "EQ"}, {"dir.asc", "ASC"}, {"dir.desc", "DESC"}, {"order", "ORDER"}, {"group", "GROUP"},
        {"distinct", "DISTINCT"}, {"super.desc", "SUPER_DESC"}, {"super.asc", "SUPER_ASC"}, {"agg.avg", "AVG"},
        {"agg.sum", "SUM"}, {"agg.max", "MAX"}, {"agg.min", "MIN"}, {"top", "TOP"}, {"and", "AND"}, {"or", "OR"}};

    private final Cues cues;

    /** @param cues the English the chunks are read with; not null */
    public Chunker(Cues cues) {
        this.cues = cues;
    }

    /**
     * @param words  the question's words ({@link Words#of})
     * @param terms  the catalog's phrases
     * @param linked stored values the value linker found for the question; possibly empty
     * @return chunks covering every word once, in order
     */
    public List<Chunk> read(List<Word> question, SchemaTerms terms, List<ValueMatch> linked) {
        List<Word> words = SharedHeads.read(FullNames.read(ages(question, terms), terms), terms);
        Chunk[] at = new Chunk[words.size()];
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).quoted()) put(at, new Chunk(Chunk.Kind.VALUE, i, i + 1, words.get(i).text(), null, words.get(i).original(), linkedFor(words.get(i).original(), linked, terms)));
        }
        linkedValues(words, linked, terms, at);
        for (int i = 0; i < words.size(); i++) {
            if (!words.get(i).opens()) continue;
            if (i + 1 < words.size() && at[i] == null && cues.at("frame.first", words, i) == 1 && cues.at("frame.first.before", words, i + 1) == 1) {
                put(at, new Chunk(Chunk.Kind.FRAME, i, i + 1, words.get(i).text(), null, null, null));
            }
            for (int j = i; j < words.size() && (at[j] == null || at[j].kind() == Chunk.Kind.FRAME); ) {
                if (at[j] != null) {
                    j++;
                    continue;
                }
                int len = cues.at("frame", words, j);
                if (len == 0) break;
                put(at, new Chunk(Chunk.Kind.FRAME, j, j + len, text(words, j, len), null, null, null));
                j += len;
            }
        }
        termPass(words, terms, at, 3);
        termsBeforeCues(words, terms, at);
        cuePass(words, at, 2);
        termPass(words, terms, at, 1);
        cuePass(words, at, 1);
        for (int i = 0; i < words.size(); i++) {
            if (at[i] != null) continue;
            Word w = words.get(i);
            if (w.isNumber()) put(at, new Chunk(Chunk.Kind.NUMBER, i, i + 1, w.text(), null, plain(w.number()), null));
            else if (cues.at("link", words, i) > 0) put(at, new Chunk(Chunk.Kind.LINK, i, i + 1, w.text(), null, null, null));
            else put(at, new Chunk(Chunk.Kind.UNPLACED, i, i + 1, w.text(), null, null, null));
        }
        List<Chunk> out = new ArrayList<>();
        for (int i = 0; i < at.length; i++) {
            Chunk ch = at[i];
            if (ch == null || ch.start() != i) continue;
            boolean possessive = words.get(ch.end() - 1).possessive();
            out.add(possessive ? new Chunk(ch.kind(), ch.start(), ch.end(), ch.text(), ch.term(), ch.value(), ch.valueColumns(), true) : ch);
        }
        return MemberHeads.join(ClippedNames.place(ColumnNumbers.join(out), words, terms), cues);
    }

    /**
     * "older than 30", "younger than 20": a comparison of the column named age, when the catalog has
     * one (the words are read as "age greater than", "age less than"; the decline of a question
     * without such a column still names "older"). "The oldest host", "the youngest editor": the rows
     * with the highest or lowest age, when the table named after the word has the age column.
     */
    private List<Word> ages(List<Word> words, SchemaTerms terms) {
        List<Word> age = Words.of("age");
        if (terms.at(age, 0) == null || terms.at(age, 0).columns().isEmpty()) return words;
        List<Word> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            Word w = words.get(i);
            boolean gt = cues.at("age.gt", words, i) == 2, lt = cues.at("age.lt", words, i) == 2;
            int desc = cues.at("age.desc", words, i), asc = cues.at("age.asc", words, i), end = i + Math.max(desc, asc);
            Term rows = end > i && end < words.size() ? terms.at(words, end) : null;
            if (rows != null && !words.get(rows.end() - 1).possessive() && aged(rows, terms.at(age, 0))) {
                // "the oldest technician": the technician with the highest age, when its table has the age column
                out.addAll(words.subList(end, rows.end()));
                out.addAll(Words.of("with the " + (desc > 0 ? "highest" : "lowest") + " age"));
                i = rows.end() - 1;
            } else if (gt || lt) {
                // "whose age is younger than the average age": the age is named already, the word is only the comparison
                if (!agedBefore(out)) out.add(new Word("age", "age", w.original(), null, false, w.opens()));
                out.addAll(Words.of(gt ? "greater than" : "less than"));
                i++;
            } else {
                out.add(w);
            }
        }
        return out;
    }

    /** True when the words read so far end with "age", or "age" and a form of "be" ("whose age is younger than 20"). */
    private static boolean agedBefore(List<Word> out) {
        int n = out.size();
        if (n > 0 && out.get(n - 1).text().equals("age")) return true;
        return n > 1 && out.get(n - 2).text().equals("age") && Set.of("is", "are", "was", "were").contains(out.get(n - 1).text());
    }

    /** True when the phrase names only tables, one of which has the column the word "age" names. */
    private static boolean aged(Term rows, Term age) {
        if (rows.tables().isEmpty() || !rows.columns().isEmpty()) return false;
        for (Target t : rows.tables()) for (Target a : age.columns()) if (a.table().id().equals(t.table().id())) return true;
        return false;
    }

    /** Catalog phrases of at least minLength words: a long name ("number of customers") outranks the cue inside it. */
    private static void termPass(List<Word> words, SchemaTerms terms, Chunk[] at, int minLength) {
        for (int i = 0; i < words.size(); i++) {
            if (at[i] != null) continue;
            Term t = terms.at(words, i);
            if (t != null && t.end() - t.start() >= minLength && free(at, t.start(), t.end())) {
                put(at, new Chunk(Chunk.Kind.TERM, t.start(), t.end(), t.text(), t, null, null));
            }
        }
    }

    /**
     * A catalog phrase that starts before a cue phrase it overlaps keeps its words ("the apartment
     * numbers of": apt_number, then "of"; not "number of"); a phrase that starts inside a cue ("most
     * common name") does not.
     */
    private void termsBeforeCues(List<Word> words, SchemaTerms terms, Chunk[] at) {
        for (int i = 0; i < words.size(); i++) {
            Term t = at[i] == null ? terms.at(words, i) : null;
            if (t == null || t.end() - t.start() < 2 || !free(at, t.start(), t.end()) || cueAt(words, i) >= 2) continue;
            boolean overlapped = false;
            for (int k = i + 1; k < t.end() && !overlapped; k++) overlapped = cueAt(words, k) > t.end() - k;
            if (overlapped) put(at, new Chunk(Chunk.Kind.TERM, t.start(), t.end(), t.text(), t, null, null));
        }
    }

    private int cueAt(List<Word> words, int i) {
        int best = 0;
        for (String[] cue : CUES) best = Math.max(best, cues.at(cue[0], words, i));
        return best;
    }

    private void cuePass(List<Word> words, Chunk[] at, int minLength) {
        for (int i = 0; i < words.size(); i++) {
            if (at[i] != null) continue;
            int bestLen = 0;
            String bestKind = null;
            for (String[] cue : CUES) {
                int len = cues.at(cue[0], words, i);
                if (len >= minLength && len > bestLen && free(at, i, i + len)) {
                    bestLen = len;
                    bestKind = cue[1];
                }
            }
            if (bestKind != null) put(at, new Chunk(Chunk.Kind.valueOf(bestKind), i, i + bestLen, text(words, i, bestLen), null, null, null));
        }
    }

    /** Stored values the linker found, where their words stand in the question unclaimed; longest first. */
    private void linkedValues(List<Word> words, List<ValueMatch> linked, SchemaTerms terms, Chunk[] at) {
        List<ValueMatch> sorted = new ArrayList<>(linked);
        sorted.sort(Comparator.comparingInt((ValueMatch v) -> -v.mention().length()));
        for (ValueMatch v : sorted) {
            // only a value spelled as stored (ignoring case): a near spelling ("Order" for 'ORER') is not read as a value
            if (!fold(v.stored()).equals(fold(v.mention()))) continue;
            List<Word> mention = Words.of(v.mention());
            if (mention.isEmpty()) continue;
            for (int i = 0; i + mention.size() <= words.size(); i++) {
                boolean same = true;
                for (int k = 0; k < mention.size() && same; k++) same = words.get(i + k).text().equals(mention.get(k).text()) && !words.get(i + k).quoted();
                if (!same || !free(at, i, i + mention.size()) || insideCue(words, i, i + mention.size())) continue;
                put(at, new Chunk(Chunk.Kind.VALUE, i, i + mention.size(), text(words, i, mention.size()), null, v.stored(),
                        linkedFor(v.stored(), linked, terms)));
            }
        }
    }

    /**
     * True when the words from..to lie inside a cue phrase of two words or more that reaches beyond them ("the numbers of
     * wines": 'Numbers' is a stored name, but "numbers of" counts): the words are read as the cue.
     */
    private boolean insideCue(List<Word> words, int from, int to) {
        for (int k = Math.max(0, from - 4); k < to; k++) {
            int len = cueAt(words, k);
            if (len >= 2 && k + len > from && (k < from || k + len > to)) return true;
        }
        return false;
    }

    /** @return the columns holding the value, as the value linker found them */
    private static List<Target> linkedFor(String value, List<ValueMatch> linked, SchemaTerms terms) {
        List<Target> out = new ArrayList<>();
        for (ValueMatch v : linked) {
            if (!v.stored().equalsIgnoreCase(value) && !v.mention().equalsIgnoreCase(value)) continue;
            Optional<Table> t = terms.catalog().table(v.table());
            if (t.isEmpty()) continue;
            t.get().column(v.column()).map(c -> new Target(t.get(), c)).filter(x -> !out.contains(x)).ifPresent(out::add);
        }
        return out;
    }

    /** @return the number as SQL writes it: "56", "4.5" */
    static String plain(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : java.math.BigDecimal.valueOf(d).toPlainString();
    }

    private static String fold(String s) {
        return java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT).strip();
    }

    private static boolean free(Chunk[] at, int from, int to) {
        for (int k = from; k < to; k++) if (at[k] != null) return false;
        return true;
    }

    private static void put(Chunk[] at, Chunk c) {
        for (int k = c.start(); k < c.end(); k++) at[k] = c;
    }

    private static String text(List<Word> words, int from, int len) {
        StringBuilder s = new StringBuilder();
        for (int k = from; k < from + len; k++) s.append(k > from ? " " : "").append(words.get(k).text());
        return s.toString().toLowerCase(Locale.ROOT);
    }
}
