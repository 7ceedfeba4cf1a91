package io.askdb.server;

import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import io.askdb.json.HistoryJson;
import io.askdb.trace.Trace;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/history?limit=20&offset=0}: recent questions, newest first, without their
 * traces ({@code items}, {@code limit}, {@code offset}, {@code next_offset} or null on the last
 * page); {@code GET /api/history/{id}}: one entry with its trace, in the fields of
 * {@code askdb history --json}.
 *
 * <p>On a server with API keys both are per key ({@link RequestCaller#mayRead}): the list holds
 * only the requesting key's questions, and another key's entry is answered 404 with the same
 * problem as a missing id, so that ids cannot be probed.
 */
final class HistoryRoutes {
    static final int MAX_LIMIT = 200;
    static final int MAX_OFFSET = 10_000;

    private final HistoryStore history;

    HistoryRoutes(HistoryStore history) {
        this.history = history;
    }

    void register(RouteList routes) {
        routes.get("/api/history", this::page);
        routes.get("/api/history/{id}", this::one);
    }

    private void page(Context ctx) {
        int limit = intParam(ctx, "limit", 20, 1, MAX_LIMIT);
        int offset = intParam(ctx, "offset", 0, 0, MAX_OFFSET);
        int wanted = offset + limit + 1;
        List<HistoryEntry> read = RequestCaller.asker(ctx).map(asker -> history.recentBy(asker, wanted))
                .orElseGet(() -> history.recent(wanted));
        List<HistoryEntry> page = read.subList(Math.min(offset, read.size()), Math.min(offset + limit, read.size()));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("items", page.stream().map(e -> HistoryJson.of(withoutTrace(e))).toList());
        body.put("limit", limit);
        body.put("offset", offset);
        body.put("next_offset", read.size() > offset + limit ? offset + limit : null);
        Wire.json(ctx, 200, body);
    }

    private void one(Context ctx) {
        long id = longPath(ctx, "id");
        HistoryEntry e = history.find(id).filter(found -> RequestCaller.mayRead(ctx, found)).orElseThrow(() -> ApiProblem.notFound("There is no history entry " + id
                + "; GET /api/history lists the recent ones."));
        Wire.json(ctx, 200, HistoryJson.of(e));
    }

    private static HistoryEntry withoutTrace(HistoryEntry e) {
        return new HistoryEntry(e.id(), e.createdAt(), e.database(), e.question(), e.status(), e.sql(), e.attempts(),
                e.rowCount(), e.generator(), e.elapsedMs(), e.reason(), e.conversationId(), e.rewrittenQuestion(), Trace.EMPTY, e.asker());
    }

    static int intParam(Context ctx, String name, int fallback, int min, int max) {
        String raw = ctx.queryParam(name);
        if (raw == null) return fallback;
        try {
            int v = Integer.parseInt(raw.strip());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException ignored) {
            // reported below with the rule
        }
        throw ApiProblem.badInput("The query parameter '" + name + "' must be a whole number from " + min + " to " + max
                + ", was '" + raw + "'.");
    }

    static long longPath(Context ctx, String name) {
        String raw = ctx.pathParam(name);
        try {
            return Long.parseLong(raw);
        } catch (NumberFormatException e) {
            throw ApiProblem.badInput("The path parameter '" + name + "' must be a whole number, was '" + raw + "'.");
        }
    }
}
