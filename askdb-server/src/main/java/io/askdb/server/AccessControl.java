package io.askdb.server;

import io.askdb.policy.Caller;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs before every {@code /api/} route: first {@link CrossSiteGuard}'s refusals (foreign Host,
 * foreign Origin, a body that is not JSON), then, but for health and the OpenAPI document, the API key
 * ({@code Authorization: Bearer <key>} or {@code X-API-Key: <key>}) when keys are set, then takes
 * one token from the caller's bucket (Bucket4j: capacity and refill of {@code requestsPerMinute}
 * per minute, greedy refill). Buckets are per key, or per client address when no keys are set,
 * and per replica. An accepted key's caller goes on the request ({@link RequestCaller}).
 */
final class AccessControl {
    private final ApiKeys keys;
    private final CrossSiteGuard crossSite;
    private final int requestsPerMinute;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    AccessControl(ServerSettings settings) {
        this.keys = settings.apiKeys();
        this.crossSite = new CrossSiteGuard(settings);
        this.requestsPerMinute = settings.requestsPerMinute();
    }

    /** @return true when the path needs no key and no token */
    static boolean open(String path) {
        return path.equals("/api/health") || path.equals("/api/openapi.json") || !path.startsWith("/api/");
    }

    void check(Context ctx) {
        if (ctx.path().startsWith("/api/") || ctx.path().equals("/api")) {
            ApiProblem refusal = crossSite.refusal(ctx.method().name(), ctx.header("Host"), ctx.header("Origin"),
                    ctx.header("Content-Type"), hasBody(ctx.req()));
            if (refusal != null) throw refusal;
        }
        if (open(ctx.path()) || ctx.method().name().equals("OPTIONS")) return;
        String key = key(ctx);
        Optional<Caller> caller = keys.caller(key);
        if (!keys.isEmpty() && caller.isEmpty()) {
            throw new ApiProblem(401, "UNAUTHORIZED", key == null
                    ? "This server needs an API key: send 'Authorization: Bearer <key>' (or 'X-API-Key: <key>')."
                    : "The API key is not one this server accepts; check it with the server's operator.",
                    Map.of("WWW-Authenticate", "Bearer realm=\"askdb\""));
        }
        caller.ifPresent(c -> RequestCaller.set(ctx.req(), c));
        if (requestsPerMinute == 0) return;
        String bucketName = keys.isEmpty() ? "ip:" + ctx.ip() : "key:" + java.util.HexFormat.of().formatHex(ApiKeys.sha256(key));
        ConsumptionProbe probe = buckets.computeIfAbsent(bucketName, b -> bucket()).tryConsumeAndReturnRemaining(1);
        ctx.header("RateLimit-Remaining", Long.toString(probe.getRemainingTokens()));
        if (!probe.isConsumed()) {
            long seconds = Math.max(1, (probe.getNanosToWaitForRefill() + 999_999_999L) / 1_000_000_000L);
            throw new ApiProblem(429, "RATE_LIMITED", "Too many requests: the limit is " + requestsPerMinute
                    + " per minute for each API key. Retry after " + seconds + " s.", Map.of("Retry-After", Long.toString(seconds)));
        }
    }

    /** @return true when the request carries a body: a positive Content-Length, or a Transfer-Encoding */
    static boolean hasBody(jakarta.servlet.http.HttpServletRequest req) {
        return req.getContentLengthLong() > 0 || req.getHeader("Transfer-Encoding") != null;
    }

    private Bucket bucket() {
        return Bucket.builder().addLimit(Bandwidth.builder().capacity(requestsPerMinute)
                .refillGreedy(requestsPerMinute, Duration.ofMinutes(1)).build()).build();
    }

    private static String key(Context ctx) {
        String auth = ctx.header("Authorization");
        if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) return auth.substring(7).strip();
        String header = ctx.header("X-API-Key");
        return header == null ? null : header.strip();
    }
}
