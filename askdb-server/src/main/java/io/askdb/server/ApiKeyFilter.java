package io.askdb.server;

import io.askdb.policy.Caller;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link AccessControl}'s rules for a servlet mounted with {@link ServletMount}: first
 * {@link CrossSiteGuard}'s refusals (foreign Host, foreign Origin, a body that is not JSON), then the API key
 * ({@code Authorization: Bearer <key>} or {@code X-API-Key}) when keys are set, then one token
 * from the caller's Bucket4j bucket ({@code requestsPerMinute} per minute; buckets per key, or per
 * client address without keys, and per replica). Refusals are problem+json, as on the API. An
 * accepted key's caller goes on the request ({@link RequestCaller}; {@link ServletMount#keyCaller}).
 */
final class ApiKeyFilter implements Filter {
    private final ApiKeys keys;
    private final CrossSiteGuard crossSite;
    private final int requestsPerMinute;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    ApiKeyFilter(ServerSettings settings) {
        this.keys = settings.apiKeys();
        this.crossSite = new CrossSiteGuard(settings);
        this.requestsPerMinute = settings.requestsPerMinute();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse res = (HttpServletResponse) response;
        ApiProblem refusal = crossSite.refusal(req.getMethod(), req.getHeader("Host"), req.getHeader("Origin"),
                req.getHeader("Content-Type"), AccessControl.hasBody(req));
        if (refusal != null) {
            refuse(req, res, refusal.status, refusal.code, refusal.getMessage());
            return;
        }
        String key = key(req);
        Optional<Caller> caller = keys.caller(key);
        if (!keys.isEmpty() && caller.isEmpty()) {
            res.setHeader("WWW-Authenticate", "Bearer realm=\"askdb\"");
            refuse(req, res, 401, "UNAUTHORIZED", key == null
                    ? "This server needs an API key: send 'Authorization: Bearer <key>' (or 'X-API-Key: <key>')."
                    : "The API key is not one this server accepts; check it with the server's operator.");
            return;
        }
        caller.ifPresent(c -> RequestCaller.set(req, c));
        if (requestsPerMinute > 0) {
            String bucketName = keys.isEmpty() ? "ip:" + req.getRemoteAddr() : "key:" + HexFormat.of().formatHex(ApiKeys.sha256(key));
            ConsumptionProbe probe = buckets.computeIfAbsent(bucketName, b -> Bucket.builder().addLimit(Bandwidth.builder()
                    .capacity(requestsPerMinute).refillGreedy(requestsPerMinute, Duration.ofMinutes(1)).build()).build())
                    .tryConsumeAndReturnRemaining(1);
            if (!probe.isConsumed()) {
                long seconds = Math.max(1, (probe.getNanosToWaitForRefill() + 999_999_999L) / 1_000_000_000L);
                res.setHeader("Retry-After", Long.toString(seconds));
                refuse(req, res, 429, "RATE_LIMITED", "Too many requests: the limit is " + requestsPerMinute
                        + " per minute for each API key. Retry after " + seconds + " s.");
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private static void refuse(HttpServletRequest req, HttpServletResponse res, int status, String code, String detail)
            throws IOException {
        res.setStatus(status);
        res.setContentType(Problems.CONTENT_TYPE);
        res.getOutputStream().write(Wire.write(Problems.body(req.getRequestURI(), status, code, detail)).getBytes(StandardCharsets.UTF_8));
    }

    private static String key(HttpServletRequest req) {
        String auth = req.getHeader("Authorization");
        if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) return auth.substring(7).strip();
        String header = req.getHeader("X-API-Key");
        return header == null ? null : header.strip();
    }
}
