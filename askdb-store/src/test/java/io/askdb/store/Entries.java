package io.askdb.store;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
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

    /** A trace with a model step, a repair and a step whose outcome has quotes and Unicode. */
    static final Trace TRACE = new Trace(List.of(
            TraceStep.of("route", 0, "data question"),
            new TraceStep("generate", 812, 790, 1_534, 61, "candidate SQL"),
            TraceStep.of("validate", 3, "violation: no column \"Customer\".\"State\"; did you mean \"Stadt\"? ✓"),
            new TraceStep("repair", 640, 633, 1_702, 58, "candidate SQL"),
            TraceStep.of("execute", 14, "12 rows")));

    /** @return an answered follow-up in a conversation, rewritten, with {@link #TRACE} */
    static HistoryEntry followUp(String conversationId, String question) {
        return new HistoryEntry(0, ASKED_AT, "chinook", question, Status.ANSWERED,
                "SELECT Name FROM Genre WHERE GenreId < 5",
                List.of(new Attempt("SELECT Name FROM Genres", "no such table: Genres"),
                        new Attempt("SELECT Name FROM Genre WHERE GenreId < 5", null)),
                4, "llm:openai/gpt-4o-mini", 1_475, null, conversationId,
                "Which genres have an id below 5, only for 2024?", TRACE);
    }

    /** @return an answered entry of an asker, in a conversation when the id is not empty, with {@link #TRACE} */
    static HistoryEntry askedBy(String asker, String conversationId, String question) {
        return new HistoryEntry(0, ASKED_AT, "chinook", question, Status.ANSWERED, "SELECT Name FROM Genre",
                List.of(new Attempt("SELECT Name FROM Genre", null)), 25, "planner", 7, null, conversationId, "",
                TRACE, asker);
    }
}
