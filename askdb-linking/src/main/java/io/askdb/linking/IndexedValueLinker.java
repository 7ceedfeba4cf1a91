package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A {@link ValueLinker} over a database's distinct values ({@link ValueIndexStore}), not only the
 * few values the catalog samples: "Led Zeppelin", "AC/DC" (as "ac dc"), "Luis Goncalves" (a
 * customer's first and last name) and 'Jagged Little Pill' are found among thousands of artist
 * names, album titles and customers. Question spans are matched as {@link ValueMatching} says:
 * quoted strings first, longest spans first, equal ignoring case, accents and punctuation (score
 * 1), then one edit away in a word of five letters or more (score below 0.9). Numbers alone,
 * stop words and plain words naming tables or columns never match.
 *
 * <p>The index is built or refreshed on the first question about a catalog instance (reading
 * only changed tables from the source, within its time budget); {@code askdb index} builds it
 * ahead of time. Thread-safe.
 *
 * @since 0.2
 */
public final class IndexedValueLinker implements ValueLinker {
    private final ValueIndexStore store;
    private final ValueSource source;
    private final SchemaAnalyzer analyzer = new SchemaAnalyzer();
    private final CatalogCache<Predicate<String>> schemaWords = new CatalogCache<>();

    /**
     * @param store  the database's value index; not null
     * @param source reads the distinct values of changed tables when the index is refreshed; not null
     */
    public IndexedValueLinker(ValueIndexStore store, ValueSource source) {
        this.store = Objects.requireNonNull(store, "store");
        this.source = Objects.requireNonNull(source, "source");
    }

    /**
     * @throws IllegalArgumentException when the question is blank or max is below 1
     * @throws java.io.UncheckedIOException when the index directory cannot be read or written
     */
    @Override
    public List<ValueMatch> link(String question, Catalog catalog, int max) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(catalog, "catalog");
        if (question.isBlank()) throw new IllegalArgumentException("question must not be blank; pass the user's question");
        if (max < 1) throw new IllegalArgumentException("max must be at least 1, was " + max);
        ValueIndex index = store.current(catalog, source);
        return new ValueMatching(index).match(question, schemaWords.get(catalog, this::schemaWords), max);
    }

    /** @return tells whether a lower-case word's stem is a word of some table or column name */
    private Predicate<String> schemaWords(Catalog catalog) {
        Set<String> stems = new HashSet<>();
        for (Table t : catalog.tables()) {
            stems.addAll(analyzer.terms(IdentifierWords.spaced(t.id().name())));
            for (Column c : t.columns()) stems.addAll(analyzer.terms(IdentifierWords.spaced(c.name())));
        }
        return lower -> {
            List<String> terms = analyzer.terms(lower);
            return !terms.isEmpty() && stems.containsAll(terms);
        };
    }
}
