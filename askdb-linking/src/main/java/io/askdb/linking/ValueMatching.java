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
 * {@link ValueText#normalize} or, for a span that may fold ({@link ValuePhrases#foldable}) and
 * whose key has at least {@value ValueText#FOLDED_MIN_LENGTH} characters, with the same
 * {@link ValueText#folded} key regardless of spacing ("North Carolina" finds 'NorthCarolina';
 * score 1); then the spans left, fuzzy: same number of words, one word of at least
 * {@value #FUZZY_MIN_LETTERS} letters one edit away, the rest equal (score
 * {@code 0.9 × (1 − 1/length)}). A one-word span not written as a name ("jazz", not "Jazz" after
 * the first word) matches exactly only, and only in columns of at most {@value #CATEGORICAL}
 * distinct values, so ordinary words do not match song titles. Two adjacent words that match two
 * different columns of one table ("Luís Gonçalves": FirstName, LastName) are read as one
 * person's name: their matches on other tables are dropped. Every stored spelling found is
 * offered ('São Paulo' and 'Sao Paulo' for "Sao Paulo"), unless the question gave the spelling
 * ({@link #closestSpellings}).
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
        for (ValueIndex.Hit h : fuzzy ? index.near(normalized) : equal(p, words, normalized)) {
            if (plainWord && h.distinct() > CATEGORICAL) continue;
            double score = fuzzy ? near(normalized, h.normalized()) : ValueText.EXACT;
            if (score <= 0 || !seen.add(h.table() + "\u0001" + h.column() + "\u0001" + h.stored())) continue;
            matches.add(new ValueMatch(p.text(), h.table(), h.column(), h.stored(), score));
        }
        if (matches.isEmpty()) return false;
        if (p.quoted() || accented(p.text())) matches = closestSpellings(matches);
        int start = words.get(p.from()).start();
        for (ValueMatch m : matches) found.add(new Found(m, p.from(), p.to(), start));
        for (int k = p.from(); k < p.to(); k++) claimed[k] = true;
        return true;
    }

    /** @return the stored values equal to the span ignoring case, accents and punctuation, and spacing too when the span may fold */
    private List<ValueIndex.Hit> equal(ValuePhrases.Phrase p, List<ContentWords.Word> words, String normalized) {
        String key = ValueText.folded(p.text());
        if (key.length() < ValueText.FOLDED_MIN_LENGTH || !ValuePhrases.foldable(words.subList(p.from(), p.to()))) {
            return index.exact(normalized);
        }
        return index.folded(key);
    }

    /** @return true when the text carries an accent or other combining mark ("Luís", "São") */
    static boolean accented(String text) {
        return java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).codePoints()
                .anyMatch(c -> Character.getType(c) == Character.NON_SPACING_MARK);
    }

    /**
     * Applied when the question gave the spelling, quoted or with its accents ("Luís", 'Minha
     * Historia'): per column, keeps only the stored spellings equal to the mention ignoring case,
     * spacing and punctuation but not accents, when there are such, so 'Minha Historia' is the
     * album of that spelling, not also "Minha História", and "Luís" is not also 'Luis'. A mention
     * written without accents and unquoted ("Sao Paulo", "Zurich") keeps every stored spelling.
     */
    private static List<ValueMatch> closestSpellings(List<ValueMatch> matches) {
        Map<String, Boolean> columnHasClose = new LinkedHashMap<>();
        for (ValueMatch m : matches) columnHasClose.merge(m.table() + "\u0001" + m.column(), close(m), Boolean::logicalOr);
        return matches.stream().filter(m -> close(m) || !columnHasClose.get(m.table() + "\u0001" + m.column())).toList();
    }

    private static boolean close(ValueMatch m) {
        return ValueText.foldedKeepingAccents(m.mention()).equals(ValueText.foldedKeepingAccents(m.stored()));
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
