package io.askdb.linking;

import io.askdb.catalog.Catalog;
import java.util.List;
import java.util.Objects;

/**
 * Value linking against the catalog's sampled distinct values ({@link io.askdb.catalog.Column#sampleValues()}).
 *
 * <p>The literals of the question are its quoted strings, its capitalised words, its other
 * content words that are not words of a table or column name, and pairs of adjacent content
 * words; stop words, question words ("which", "how", "show"...), words under three characters
 * and numbers are never literals. Literals and values are compared ignoring case, accents
 * (Unicode NFD with marks removed) and punctuation. A value equal to the literal scores 1.0; a
 * value one edit away from a literal of five characters or more (two edits from eight) scores
 * 0.9 times the similarity ratio {@code 1 - edits / length}; a multi-word value containing the
 * literal as whole words scores 0.6. Every stored spelling that matches gives its own
 * {@link ValueMatch}, so "germline" finds GERMLINE, Germline and germline.
 *
 * <p>Keeps the normalized values of the last catalogs it saw (compared by identity, at most
 * {@value CatalogCache#MAX_CATALOGS}); thread-safe.
 *
 * @since 0.2
 */
public final class SampleValueLinker implements ValueLinker {
    private final CatalogCache<ValueDictionary> dictionaries = new CatalogCache<>();

    /** Creates a linker with an empty cache. */
    public SampleValueLinker() {
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when the question is blank or {@code max} is below 1
     * @throws NullPointerException     when the question or the catalog is null
     */
    @Override
    public List<ValueMatch> link(String question, Catalog catalog, int max) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(catalog, "catalog");
        if (question.isBlank()) throw new IllegalArgumentException("question must not be blank; pass the user's question");
        if (max < 1) throw new IllegalArgumentException("max must be at least 1, was " + max);
        return dictionaries.get(catalog, c -> new ValueDictionary(c, new SchemaAnalyzer())).link(question, max);
    }
}
