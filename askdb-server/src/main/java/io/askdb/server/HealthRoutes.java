package io.askdb.server;

import io.javalin.http.Context;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/health}: liveness and readiness. {@code live} is always true while the process
 * answers; the server is {@code ready} when its store answers; each datasource is "up" when a
 * connection opens and "down" (with the reason's code) otherwise. Status 200 when ready, 503 when
 * not, so a load balancer can use it as its readiness probe. Needs no API key.
 */
final class HealthRoutes {
    private final StoreTables tables;
    private final Datasources datasources;

    HealthRoutes(StoreTables tables, Datasources datasources) {
        this.tables = tables;
        this.datasources = datasources;
    }

    void register(RouteList routes) {
        routes.get("/api/health", this::health);
    }

    private void health(Context ctx) {
        boolean store = tables.reachable();
        List<Map<String, Object>> checks = new ArrayList<>();
        boolean allUp = true;
        for (Served s : store ? datasources.all() : List.<Served>of()) {
            Map<String, Object> check = new LinkedHashMap<>();
            check.put("name", s.name());
            String problem = problem(s);
            check.put("status", problem == null ? "up" : "down");
            if (problem != null) check.put("code", problem);
            allUp &= problem == null;
            checks.add(check);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", !store ? "down" : allUp ? "up" : "degraded");
        body.put("live", true);
        body.put("ready", store);
        body.put("store", store ? "up" : "down");
        body.put("datasources", checks);
        Wire.json(ctx, store ? 200 : 503, body);
    }

    /** @return null when a connection opens, else the reason's stable code */
    private static String problem(Served s) {
        if (s.source() == null) return "CONFIGURATION";
        try (Connection c = s.source().open()) {
            return c.isValid(2) ? null : "DATABASE_UNAVAILABLE";
        } catch (SQLException e) {
            return "DATABASE_UNAVAILABLE";
        }
    }
}
