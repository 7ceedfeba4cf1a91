package io.askdb.server.otel;

import io.askdb.server.ApiKeys;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.UnauthorizedResponse;
import java.io.ByteArrayOutputStream;

/**
 * {@code GET /metrics}: the Prometheus text exposition (format 0.0.4). When the server has API keys
 * it asks for one, as {@code /api} does ({@code Authorization: Bearer <key>} or
 * {@code X-API-Key: <key>}); it is not rate limited, so a scraper never gets a 429.
 */
final class MetricsRoute implements Handler {
    static final String PATH = "/metrics";

    private final ServerMetrics metrics;
    private final ApiKeys keys;

    MetricsRoute(ServerMetrics metrics, ApiKeys keys) {
        this.metrics = metrics;
        this.keys = keys;
    }

    @Override
    public void handle(Context ctx) throws Exception {
        if (!keys.isEmpty() && !keys.accepts(key(ctx))) {
            ctx.header("WWW-Authenticate", "Bearer realm=\"askdb\"");
            throw new UnauthorizedResponse("GET /metrics needs one of this server's API keys: send 'Authorization: Bearer <key>'"
                    + " (or 'X-API-Key: <key>'); in Prometheus, set the scrape job's 'authorization' credentials.");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        metrics.write(out);
        ctx.contentType(metrics.contentType()).result(out.toByteArray());
    }

    private static String key(Context ctx) {
        String auth = ctx.header("Authorization");
        if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) return auth.substring(7).strip();
        String header = ctx.header("X-API-Key");
        return header == null ? null : header.strip();
    }
}
