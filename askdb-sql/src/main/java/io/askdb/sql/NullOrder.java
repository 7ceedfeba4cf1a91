package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.util.Optional;

/**
 * Where each engine puts NULL in an {@code ORDER BY} key that does not say {@code NULLS FIRST}
 * or {@code NULLS LAST}, from the engines' documentation: SQLite ("The ORDER BY clause": NULLs
 * are smaller than any other value) and MySQL 8 ("Working with NULL Values": first in ascending
 * order) and H2 (default null ordering LOW) put them first ascending and last descending;
 * PostgreSQL ("Sorting Rows": NULLs sort as larger than any value, so NULLS FIRST is the default
 * for DESC) the other way round; DuckDB ("ORDER BY Clause", since 0.8) always last.
 */
final class NullOrder {
    private NullOrder() {
    }

    /** @return true when NULLs come first in that direction, false when last, empty when unknown */
    static Optional<Boolean> nullsFirst(Dialect dialect, boolean ascending) {
        return switch (dialect) {
            case SQLITE, MYSQL, H2 -> Optional.of(ascending);
            case POSTGRESQL -> Optional.of(!ascending);
            case DUCKDB -> Optional.of(false);
            case GENERIC -> Optional.empty();
        };
    }

    /** @return true when the dialect accepts {@code NULLS FIRST / NULLS LAST} in ORDER BY (SQLite since 3.30) */
    static boolean hasNullsLast(Dialect dialect) {
        return dialect != Dialect.MYSQL && dialect != Dialect.GENERIC;
    }
}
