package io.askdb.server;

import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Refuses requests another web site could make a visitor's browser send (for {@code /api/} and
 * mounted servlets such as {@code /mcp}), checked in this order:
 * <ol>
 * <li>DNS rebinding: on a loopback host, a {@code Host} header other than localhost, 127.0.0.1 or
 * [::1] (any port) is refused with 403 FORBIDDEN_HOST. A reverse proxy in front of a loopback
 * server must therefore send {@code Host: localhost} (nginx: {@code proxy_set_header Host localhost;})
 * and the public origin must be listed in {@code askdb.server.cors-origins}.</li>
 * <li>Cross-site requests: an {@code Origin} header that is neither the server's own origin (the
 * request's {@code Host}) nor listed in {@code askdb.server.cors-origins} is refused with 403
 * FORBIDDEN_ORIGIN. Browsers send Origin on every cross-site POST (WHATWG Fetch, "append a
 * request Origin header"); requests without one (curl, services) are not browsers' and pass.</li>
 * <li>Simple-request forgery: a body on a POST, PUT, PATCH or DELETE must be
 * {@code Content-Type: application/json} (a type browsers cannot send cross-site without a
 * CORS preflight), else 415 UNSUPPORTED_MEDIA_TYPE.</li>
 * </ol>
 */
final class CrossSiteGuard {
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");
    private static final Set<String> BODY_METHODS = Set.of("POST", "PUT", "PATCH", "DELETE");

    private final boolean loopback;
    private final Set<String> origins;

    CrossSiteGuard(ServerSettings settings) {
        this.loopback = ServerSettings.loopback(settings.host());
        this.origins = settings.corsOrigins().stream().map(CrossSiteGuard::normalise).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * @param method      the HTTP method, e.g. "POST"
     * @param host        the Host header, or null when absent
     * @param origin      the Origin header, or null when absent
     * @param contentType the Content-Type header, or null when absent
     * @param hasBody     true when the request carries a body (a positive Content-Length, or chunked)
     * @return the refusal, or null when the request may go on
     */
    ApiProblem refusal(String method, String host, String origin, String contentType, boolean hasBody) {
        if (loopback && host != null && !LOOPBACK_NAMES.contains(hostName(host))) {
            return new ApiProblem(403, "FORBIDDEN_HOST", "This server listens on a loopback address and answers only"
                    + " requests for localhost, 127.0.0.1 or [::1], not for '" + host + "' (a defence against DNS"
                    + " rebinding). Call it as http://localhost:<port>; a reverse proxy must send 'Host: localhost'.");
        }
        if (origin != null && !origins.contains(normalise(origin)) && !sameOrigin(origin, host)) {
            return new ApiProblem(403, "FORBIDDEN_ORIGIN", "Requests from the web origin '" + origin + "' are not"
                    + " allowed. Use the page this server serves, or ask its operator to list the origin in"
                    + " askdb.server.cors-origins.");
        }
        if (hasBody && BODY_METHODS.contains(method.toUpperCase(Locale.ROOT)) && !json(contentType)) {
            return new ApiProblem(415, "UNSUPPORTED_MEDIA_TYPE", "The request body must be sent with 'Content-Type:"
                    + " application/json'" + (contentType == null ? " (none was sent)" : ", not '" + contentType + "'")
                    + "; send a JSON object such as {\"question\": \"How many customers are there?\"}.");
        }
        return null;
    }

    /** @return true for application/json with or without parameters such as charset */
    static boolean json(String contentType) {
        if (contentType == null) return false;
        return contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT).equals("application/json");
    }

    /** @return the host name of a Host header, lower case, without the port ("[::1]" keeps its brackets) */
    static String hostName(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int close = h.indexOf(']');
            return close < 0 ? h : h.substring(0, close + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    /** @return true when the origin's host and port are the request's Host (any scheme: TLS may end at a proxy) */
    private static boolean sameOrigin(String origin, String host) {
        if (host == null) return false;
        String o = normalise(origin);
        int scheme = o.indexOf("://");
        if (scheme < 0) return false;
        String authority = o.substring(scheme + 3);
        String h = host.strip().toLowerCase(Locale.ROOT);
        String bare = h.endsWith(":80") ? h.substring(0, h.length() - 3) : h.endsWith(":443") ? h.substring(0, h.length() - 4) : h;
        return authority.equals(h) || authority.equals(bare);
    }

    private static String normalise(String origin) {
        String o = origin.strip().toLowerCase(Locale.ROOT);
        return o.endsWith("/") ? o.substring(0, o.length() - 1) : o;
    }
}
