package io.askdb.linking;

import io.askdb.catalog.TableId;
import java.util.Objects;

/**
 * Value linking: a literal of the question matched to a value stored in a column, so the
 * generator sees the exact stored spelling ("rock" becomes {@code Genre.Name = 'Rock'}).
 *
 * @param mention the words of the question that matched, as written; not blank
 * @param table   the table holding the value; not null
 * @param column  the column holding the value; not blank
 * @param stored  the value exactly as stored; not null
 * @param score   match quality from 0 (weak) to 1 (exact, ignoring case and accents)
 * @since 0.2
 */
public record ValueMatch(String mention, TableId table, String column, String stored, double score) {
    public ValueMatch {
        if (mention == null || mention.isBlank()) throw new IllegalArgumentException("ValueMatch.mention must not be blank");
        Objects.requireNonNull(table, "ValueMatch.table");
        if (column == null || column.isBlank()) throw new IllegalArgumentException("ValueMatch.column must not be blank");
        Objects.requireNonNull(stored, "ValueMatch.stored");
        if (!(score >= 0 && score <= 1)) throw new IllegalArgumentException("ValueMatch.score must be 0-1, was " + score);
    }
}
