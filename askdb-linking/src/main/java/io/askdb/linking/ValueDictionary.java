package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every sampled value of a catalog, normalized ({@link ValueText}), and the stemmed words of its
 * table and column names, built once per catalog. Matches the literals of a question
 * ({@link QuestionLiterals}) against the values: one {@link ValueMatch} per stored spelling, so
 * "germline" gives GERMLINE, Germline and germline. A literal that may fold
 * ({@link ValuePhrases#foldable}) with a {@link ValueText#folded} key of at least
 * {@value ValueText#FOLDED_MIN_LENGTH} characters is also equal (score 1) to values with that key,
 * regardless of spacing: "North Carolina" gives 'NorthCarolina'.
 */
final class ValueDictionary {
    private record Entry(TableId table, String column, String stored, String normalized, String folded) {
    }

    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, List<Entry>> exact = new HashMap<>();
    private final Map<String, List<Entry>> byFolded = new HashMap<>();
    private final Set<String> nameStems = new HashSet<>();
    private final SchemaAnalyzer analyzer;

    ValueDictionary(Catalog catalog, SchemaAnalyzer analyzer) {
        this.analyzer = analyzer;
        for (Table t : catalog.tables()) {
            nameStems.addAll(analyzer.terms(IdentifierWords.spaced(t.id().name())));
            for (Column c : t.columns()) {
                nameStems.addAll(analyzer.terms(IdentifierWords.spaced(c.name())));
                for (String value : new HashSet<>(c.sampleValues())) {
                    String normalized = ValueText.normalize(value);
                    if (normalized.isEmpty()) continue;
                    Entry e = new Entry(t.id(), c.name(), value, normalized, ValueText.folded(value));
                    entries.add(e);
                    exact.computeIfAbsent(normalized, k -> new ArrayList<>()).add(e);
                    byFolded.computeIfAbsent(e.folded(), k -> new ArrayList<>()).add(e);
                }
            }
        }
    }

    /** @return true when the lower-case word's stem is a word of some table or column name */
    boolean isSchemaWord(String lower) {
        List<String> terms = analyzer.terms(lower);
        return !terms.isEmpty() && nameStems.containsAll(terms);
    }

    /** @return true when the word matches some stored value exactly or nearly ({@link ValueText#score}) */
    boolean matchesValue(String word) {
        String literal = ValueText.normalize(word);
        if (exact.containsKey(literal)) return true;
        for (Entry e : entries) if (ValueText.score(literal, e.normalized()) > 0) return true;
        return false;
    }

    /**
     * @param question the question
     * @param max      the most matches, at least 1
     * @return matches best first: score, then the literal's position in the question, then table,
     *         column and stored value; one per stored value, with its best literal
     */
    List<ValueMatch> link(String question, int max) {
        Map<Entry, ValueMatch> best = new LinkedHashMap<>();
        Map<ValueMatch, Integer> positions = new HashMap<>();
        for (QuestionLiterals.Literal literal : QuestionLiterals.of(question, this::isSchemaWord)) {
            String normalized = ValueText.normalize(literal.text());
            if (normalized.isEmpty()) continue;
            String key = ValueText.folded(literal.text());
            if (key.length() < ValueText.FOLDED_MIN_LENGTH || !ValuePhrases.foldable(ContentWords.words(literal.text()))) key = null;
            for (Entry e : candidates(normalized, key)) {
                double score = e.folded().equals(key) ? ValueText.EXACT : ValueText.score(normalized, e.normalized());
                ValueMatch old = best.get(e);
                if (score > 0 && (old == null || score > old.score())) {
                    ValueMatch m = new ValueMatch(literal.text(), e.table(), e.column(), e.stored(), score);
                    best.put(e, m);
                    positions.put(m, literal.start());
                }
            }
        }
        return best.values().stream()
                .sorted(Comparator.comparingDouble((ValueMatch m) -> -m.score())
                        .thenComparingInt(positions::get)
                        .thenComparing(ValueMatch::table)
                        .thenComparing(ValueMatch::column)
                        .thenComparing(ValueMatch::stored))
                .limit(max)
                .toList();
    }

    /** @param key the literal's folding key, or null when it may not fold */
    private List<Entry> candidates(String literal, String key) {
        if (literal.length() >= ValueText.CONTAINS_MIN_LENGTH) return entries;
        List<Entry> out = new ArrayList<>(exact.getOrDefault(literal, List.of()));
        if (key != null) for (Entry e : byFolded.getOrDefault(key, List.of())) if (!out.contains(e)) out.add(e);
        return out;
    }
}
