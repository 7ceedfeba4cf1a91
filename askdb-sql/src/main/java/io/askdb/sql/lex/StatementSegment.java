package io.askdb.sql.lex;

import java.util.List;

/**
 * The text between two statement separators.
 *
 * @param tokens the segment's tokens, comments and whitespace included, semicolon excluded
 * @param start  0-based offset of the first code token, or of the segment when it has none
 * @param end    0-based offset just past the last code token, or {@code start} when it has none
 * @since 0.1
 */
public record StatementSegment(List<SqlToken> tokens, int start, int end) {
    public StatementSegment {
        tokens = List.copyOf(tokens);
        if (end < start) throw new IllegalArgumentException("StatementSegment.end must be >= start");
    }

    /** @return true when the segment holds nothing but comments and whitespace */
    public boolean isEmpty() {
        return tokens.stream().allMatch(t -> t.kind().isTrivia());
    }
}
