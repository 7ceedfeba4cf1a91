package io.askdb.planner.read;

import java.util.List;

/**
 * A run of a question's words read as one part: a cue, a catalog phrase, a value, a number, a
 * function word, or a word nothing placed.
 *
 * @param kind  what the words were read as; not null
 * @param start the index of the first word
 * @param end   the index after the last word
 * @param text  the words as written
 * @param term  for {@link Kind#TERM}, the catalog phrase; otherwise null
 * @param value for {@link Kind#VALUE}, the stored value or quoted string as written; otherwise null
 * @param valueColumns for {@link Kind#VALUE}, the columns the value linker found it in; possibly empty
 * @param possessive true when its last word was written with "'s" ("Linda Smith's advisor")
 */
public record Chunk(Kind kind, int start, int end, String text, Term term, String value, List<Target> valueColumns, boolean possessive) {
    /** What a chunk was read as. */
    public enum Kind {
        FRAME, COUNT, AVG, SUM, MAX, MIN, SUPER_DESC, SUPER_ASC, GT, GE, LT, LE, EQ, NE, BETWEEN, ORDER, ASC, DESC,
        GROUP, DISTINCT, TOP, AND, OR, LINK, TERM, VALUE, NUMBER, UNPLACED, FREQ_DESC, FREQ_ASC, LIKE_CONTAINS, LIKE_STARTS, LIKE_ENDS
    }

    public Chunk {
        if (kind == null) throw new IllegalArgumentException("Chunk.kind must not be null");
        if (start < 0 || end <= start) throw new IllegalArgumentException("Chunk must span at least one word");
        if ((kind == Kind.TERM) != (term != null)) throw new IllegalArgumentException("Chunk.term is set exactly for TERM");
        valueColumns = valueColumns == null ? List.of() : List.copyOf(valueColumns);
    }

    /** A chunk whose last word has no possessive. */
    public Chunk(Kind kind, int start, int end, String text, Term term, String value, List<Target> valueColumns) {
        this(kind, start, end, text, term, value, valueColumns, false);
    }

    /** @return true for the comparison kinds GT, GE, LT, LE, EQ, NE */
    public boolean comparison() {
        return switch (kind) {
            case GT, GE, LT, LE, EQ, NE -> true;
            default -> false;
        };
    }
}
