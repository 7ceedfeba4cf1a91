package io.askdb.server;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.guard.Refusal;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import io.askdb.policy.Caller;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code POST /api/feedback}: a thumbs-up on an answer turns its question and SQL into a verified
 * example by the path {@code askdb example} takes (the SQL goes through the guard and runs; only
 * SQL that answered is added); a thumbs-down may carry corrected SQL, which the guard must approve
 * before it is stored. Both are checked as the caller of the request's API key, so SQL over a
 * row-filtered table passes for a key that carries the filter's attribute. Every feedback is
 * stored (table {@code feedback}). On a server with API keys a key rates only its own answers:
 * another key's history id is answered 404, as a missing one.
 */
final class FeedbackRoutes {
    private final HistoryStore history;
    private final Datasources datasources;
    private final StoreTables tables;
    private final ExampleSink examples;

    FeedbackRoutes(HistoryStore history, Datasources datasources, StoreTables tables, ExampleSink examples) {
        this.history = history;
        this.datasources = datasources;
        this.tables = tables;
        this.examples = examples;
    }

    void register(RouteList routes) {
        routes.post("/api/feedback", this::feedback);
    }

    private void feedback(Context ctx) {
        FeedbackRequest request = Wire.read(ctx, FeedbackRequest.class);
        HistoryEntry entry = history.find(request.historyId()).filter(e -> RequestCaller.mayRead(ctx, e)).orElseThrow(() -> ApiProblem.notFound("There is no history"
                + " entry " + request.historyId() + "; give the history_id of an answer."));
        Served ds = datasources.pick(request.datasource());
        Caller caller = RequestCaller.of(ctx);
        boolean added = false;
        String corrected = null;
        if (request.rating().equals("up")) {
            added = verifiedExample(ds, entry, caller);
        } else if (request.correctedSql() != null) {
            if (ds.askdb().check(request.correctedSql(), caller) instanceof Refusal refusal) {
                throw new ApiProblem(422, "REFUSED", "The corrected SQL was not stored, because the guard refused it: "
                        + refusal.message());
            }
            corrected = request.correctedSql();
        }
        long id = tables.insertFeedback(entry.id(), request.rating(), request.comment(), corrected, added);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", id);
        body.put("history_id", entry.id());
        body.put("rating", request.rating());
        body.put("example_added", added);
        body.put("corrected_sql", corrected);
        Wire.json(ctx, 201, body);
    }

    private boolean verifiedExample(Served ds, HistoryEntry entry, Caller caller) {
        if (entry.status() != Status.ANSWERED || entry.sql() == null) {
            throw new ApiProblem(422, "BAD_INPUT", "History entry " + entry.id() + " was not answered (" + entry.status().wireName()
                    + "), so there is no SQL to keep as an example; give a thumbs-down with corrected_sql instead.");
        }
        Answer run = ds.askdb().runSql(entry.sql(), caller);
        if (run.status() != Status.ANSWERED) {
            throw new ApiProblem(422, run.status() == Status.REFUSED ? "REFUSED" : "BAD_INPUT", "The example was not added,"
                    + " because its SQL did not run on '" + ds.name() + "': " + run.text());
        }
        return examples.add(ds.name(), entry.answeredQuestion().strip(), run.sql());
    }
}
