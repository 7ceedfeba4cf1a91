package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Matches one question against a {@link ValueIndex}, in this order, each span's words claimed by
 * the first match that uses them: quoted strings (exact, else fuzzy); then every other candidate
 * span ({@link ValuePhrases}), longest first, equal to a stored value after
 * {@link ValueText#normalize} (score 1); then the spans left, fuzzy: same number of words, one word
 * of at least {@value #FUZZY_MIN_LETTERS} letters one edit away, the rest equal (score
 * {@code 0.9 × (1 − 1/length)}). A one-word span not written as a name ("jazz", not "Jazz" after
 * the first word) matches exactly only, and only in columns of at most {@value #CATEGORICAL}
 * distinct values, so ordinary words do not match song titles. Two adjacent words that match two
 * different columns of one table ("Luís Gonçalves": FirstName, LastName) are read as one
 * person's name: their matches on other tables are dropped.
 */
final class ValueMatching {
    static final int FUZZY_MIN_LETTERS = 5;
    static final int CATEGORICAL = 1000;
    static final double FUZZY_SCALE = 0.9;

    private record Found(ValueMatch match, int from, int to, int start) {
    }

    private final ValueIndex index;
    private final List<Found> found = new ArrayList<>();
    private boolean[] claimed;

    ValueMatching(ValueIndex index) {
        this.index = index;
    }

    List<ValueMatch> match(String question, Predicate<String> schemaWord, int max) {
        List<ContentWords.Word> words = ContentWords.words(question);
        claimed = new boolean[words.size()];
        for (ValuePhrases.Phrase q : ValuePhrases.quoted(question, words)) {
            if (!take(q, words, false)) take(q, words, true);
        }
        List<ValuePhrases.Phrase> spans = ValuePhrases.spans(question, words, schemaWord);
        for (ValuePhrases.Phrase p : spans) take(p, words, false);
        for (ValuePhrases.Phrase p : spans) take(p, words, true);
        keepNamePairs();
        return found.stream()
                .sorted(Comparator.comparingDouble((Found f) -> -f.match().score()).thenComparingInt(Found::start)
                        .thenComparing(f -> f.match().table()).thenComparing(f -> f.match().column())
                        .thenComparing(f -> f.match().stored()))
                .map(Found::match).limit(max).toList();
    }

    /** @return true when the span matched and its words were claimed */
    private boolean take(ValuePhrases.Phrase p, List<ContentWords.Word> words, boolean fuzzy) {
        for (int k = p.from(); k < p.to(); k++) if (claimed[k]) return false;
        String normalized = ValueText.normalize(p.text());
        if (normalized.isEmpty()) return false;
        boolean plainWord = p.words() == 1 && !p.name();
        if (fuzzy && plainWord) return false;
        List<ValueMatch> matches = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ValueIndex.Hit h : fuzzy ? index.near(normalized) : index.exact(normalized)) {
            if (plainWord && h.distinct() > CATEGORICAL) continue;
            double score = fuzzy ? near(normalized, h.normalized()) : ValueText.EXACT;
            if (score <= 0 || !seen.add(h.table() + "\u0001" + h.column() + "\u0001" + h.stored())) continue;
            matches.add(new ValueMatch(p.text(), h.table(), h.column(), h.stored(), score));
        }
        if (matches.isEmpty()) return false;
        matches = closestSpellings(matches);
        int start = words.get(p.from()).start();
        for (ValueMatch m : matches) found.add(new Found(m, p.from(), p.to(), start));
        for (int k = p.from(); k < p.to(); k++) claimed[k] = true;
        return true;
    }

    /**
     * Per column, keeps only the stored spellings closest to the mention: equal ignoring case and
     * punctuation before those equal only once accents are dropped, so 'Minha Historia' is the
     * album of that spelling, not also "Minha História".
     */
    private static List<ValueMatch> closestSpellings(List<ValueMatch> matches) {
        Map<String, Boolean> columnHasClose = new LinkedHashMap<>();
        for (ValueMatch m : matches) columnHasClose.merge(m.table() + "\u0001" + m.column(), close(m), Boolean::logicalOr);
        return matches.stream().filter(m -> close(m) || !columnHasClose.get(m.table() + "\u0001" + m.column())).toList();
    }

    private static boolean close(ValueMatch m) {
        return ValueText.cased(m.mention()).equals(ValueText.cased(m.stored()));
    }

    /** @return the fuzzy score, or 0 when the two differ otherwise than in one long-enough word */
    static double near(String literal, String stored) {
        if (literal.equals(stored)) return 0;
        String[] a = literal.split(" ");
        String[] b = stored.split(" ");
        if (a.length != b.length) return 0;
        int differing = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i].equals(b[i])) continue;
            if (++differing > 1 || a[i].length() < FUZZY_MIN_LETTERS || ValueText.distance(a[i], b[i], 1) > 1) return 0;
        }
        return FUZZY_SCALE * (1 - 1.0 / Math.max(literal.length(), stored.length()));
    }

    /** Adjacent one-word exact matches on two columns of one table keep only that table's matches. */
    private void keepNamePairs() {
        Map<Integer, List<Found>> single = new LinkedHashMap<>();
        for (Found f : found) {
            if (f.to() - f.from() == 1 && f.match().score() == ValueText.EXACT) single.computeIfAbsent(f.from(), k -> new ArrayList<>()).add(f);
        }
        Set<Found> dropped = new HashSet<>();
        for (Map.Entry<Integer, List<Found>> e : single.entrySet()) {
            List<Found> next = single.get(e.getKey() + 1);
            if (next == null) continue;
            Set<TableId> pairTables = new HashSet<>();
            for (Found a : e.getValue()) {
                for (Found b : next) {
                    if (a.match().table().equals(b.match().table()) && !a.match().column().equals(b.match().column())) {
                        pairTables.add(a.match().table());
                    }
                }
            }
            if (pairTables.isEmpty()) continue;
            for (Found f : e.getValue()) if (!pairTables.contains(f.match().table())) dropped.add(f);
            for (Found f : next) if (!pairTables.contains(f.match().table())) dropped.add(f);
        }
        found.removeAll(dropped);
    }
}
