package io.askdb.knowledge;

import java.util.Objects;

/**
 * A passage of a database's knowledge folder (a business definition, a data-quality note),
 * retrieved for a question.
 *
 * @param source  the document it came from, relative to the knowledge folder, e.g. "revenue.md"; not blank
 * @param heading the section heading it sits under, or empty
 * @param text    the passage; not blank
 * @param score   relevance from 0 to 1, higher is better
 * @since 0.2
 */
public record EvidenceChunk(String source, String heading, String text, double score) {
    public EvidenceChunk {
        if (source == null || source.isBlank()) throw new IllegalArgumentException("EvidenceChunk.source must not be blank");
        heading = heading == null ? "" : heading.strip();
        Objects.requireNonNull(text, "EvidenceChunk.text");
        if (text.isBlank()) throw new IllegalArgumentException("EvidenceChunk.text must not be blank");
        if (!(score >= 0 && score <= 1)) throw new IllegalArgumentException("EvidenceChunk.score must be 0-1, was " + score);
    }
}
