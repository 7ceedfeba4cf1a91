package io.askdb.app.cli;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.generation.Attempt;
import io.askdb.generation.Usage;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.sql.Types;
import java.util.List;

/** Hand-built answers of the agent, as the agent graph will fill them (issue 4). */
final class Answers {
    static final Trace TRACE = new Trace(List.of(
            TraceStep.of("route", 1, "data question"),
            new TraceStep("generate", 812, 790, 1_534, 61, "candidate SQL"),
            TraceStep.of("validate", 3, "violation: no table Genres; did you mean Genre?"),
            new TraceStep("repair", 640, 633, 1_702, 58, "candidate SQL"),
            TraceStep.of("execute", 14, "2 rows")));

    private Answers() {
    }

    /** @return a follow-up answered after one repair, in conversation "c-42" */
    static Answer repairedFollowUp() {
        ResultTable rows = new ResultTable(List.of(new ResultColumn("Name", "NVARCHAR", Types.NVARCHAR)),
                List.of(List.of("Rock"), List.of("Jazz")), false, 14);
        return new Answer("and only rock or jazz?", Status.ANSWERED,
                "SELECT Name FROM Genre WHERE Name IN ('Rock', 'Jazz')", rows, "Two genres: Rock and Jazz.", List.of(),
                List.of(new Attempt("SELECT Name FROM Genres WHERE Name IN ('Rock', 'Jazz')", "no such table: Genres"),
                        new Attempt("SELECT Name FROM Genre WHERE Name IN ('Rock', 'Jazz')", null)),
                "llm:openai/gpt-4o-mini", new Usage(2, 3_236, 119, 1_423), 1_470, 17, "", "c-42",
                "Which genres are named Rock or Jazz?", TRACE);
    }

    /** @return an ambiguous question answered with a clarifying question, outside any conversation */
    static Answer clarification(String conversationId) {
        return new Answer("Who are the top customers?", Status.CLARIFICATION_NEEDED, null, null,
                "The question is ambiguous: \"top\" can be measured in more than one way.", List.of(), List.of(),
                "llm:openai/gpt-4o-mini", new Usage(1, 900, 40, 500), 520, 18,
                "Do you mean top customers by total invoiced amount, or by number of invoices?", conversationId, "",
                new Trace(List.of(new TraceStep("generate", 510, 500, 900, 40, "confidence 35 < 60: ask"))));
    }

    /**
     * @param cause the cap that cut the result; not NONE
     * @param total the counted total, or null when unknown
     * @return "Show me all events." (case C25) answered with the first 100 of the events
     */
    static Answer cut(io.askdb.execution.Truncation cause, Long total) {
        List<List<Object>> rows = new java.util.ArrayList<>();
        for (long id = 1; id <= 100; id++) rows.add(List.of(id, id % 3 == 0 ? "click" : id % 3 == 1 ? "view" : "buy"));
        ResultTable table = new ResultTable(List.of(new ResultColumn("id", "INTEGER", Types.INTEGER),
                new ResultColumn("kind", "TEXT", Types.VARCHAR)), rows, true, 40, cause, total);
        return new Answer("Show me all events.", Status.ANSWERED, "SELECT * FROM events ORDER BY id", table,
                "100 rows.", List.of(), List.of(new Attempt("SELECT * FROM events ORDER BY id", null)), "user", Usage.NONE,
                45, 9, "", "", "", new Trace(List.of(TraceStep.of("execute", 40, "100 row(s), truncated"))));
    }
}
