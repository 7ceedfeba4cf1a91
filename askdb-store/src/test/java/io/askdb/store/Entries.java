package io.askdb.store;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import java.time.Instant;
import java.util.List;

/** History entries for tests. */
final class Entries {
    static final Instant ASKED_AT = Instant.parse("2025-03-01T10:15:30.123456789Z");

    private Entries() {
    }

    /** @return an answered entry with one successful attempt */
    static HistoryEntry answered(String question) {
        return new HistoryEntry(0, ASKED_AT, "chinook", question, Status.ANSWERED, "SELECT 1",
                List.of(new Attempt("SELECT 1", null)), 1, "planner", 12, null);
    }

    /** @return a failed entry with every optional field set and three attempts */
    static HistoryEntry failedAfterRepairs() {
        return new HistoryEntry(0, ASKED_AT, "sales (postgresql)", "What were the top customers last month?",
                Status.FAILED, "SELECT name FROM customer ORDER BY total DESC LIMIT 5",
                List.of(new Attempt("SELECT nme FROM customer", "no such column: nme"),
                        new Attempt("SELECT name FROM customers", "no such table: customers"),
                        new Attempt("SELECT name FROM customer ORDER BY total DESC LIMIT 5",
                                "no such column: total")),
                -1, "langchain4j:gpt-4o-mini", 4_321_987_654L, "the SQL kept failing after 3 repairs");
    }
}
