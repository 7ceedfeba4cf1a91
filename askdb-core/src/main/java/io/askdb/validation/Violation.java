package io.askdb.validation;

/**
 * One way candidate SQL does not fit the visible catalog or the database.
 *
 * @param kind       what is wrong; not null
 * @param identifier the offending name as written in the SQL (e.g. "p.state"), or empty
 * @param message    what is wrong, written so a model or a person can repair it; not blank
 * @param suggestion the closest real name (e.g. "person.name"), or empty when none is close
 * @param position   0-based character offset of the identifier in the SQL, or -1 when unknown
 * @since 0.2
 */
public record Violation(Kind kind, String identifier, String message, String suggestion, int position) {
    /** What a violation is about. */
    public enum Kind {
        /** A table or view that is not in the visible catalog. */
        UNKNOWN_TABLE,
        /** A column that is not in the table it is qualified with, or in any table in scope. */
        UNKNOWN_COLUMN,
        /** A bare column name found in more than one table in scope. */
        AMBIGUOUS_COLUMN,
        /** The database rejected the statement in a dry run (EXPLAIN or prepare). */
        DRY_RUN,
        /** The SQL could not be parsed. */
        SYNTAX
    }

    public Violation {
        if (kind == null) throw new IllegalArgumentException("Violation.kind must not be null");
        identifier = identifier == null ? "" : identifier;
        if (message == null || message.isBlank()) throw new IllegalArgumentException("Violation.message must not be blank");
        suggestion = suggestion == null ? "" : suggestion;
        if (position < -1) throw new IllegalArgumentException("Violation.position must be >= -1, was " + position);
    }

    /** @return true for an unknown table or column, which makes repair re-link the schema first */
    public boolean unknownName() {
        return kind == Kind.UNKNOWN_TABLE || kind == Kind.UNKNOWN_COLUMN;
    }
}
