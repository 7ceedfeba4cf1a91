package io.askdb.server;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How the server listens and whom it lets in. Port 0 picks a free port (tests read it back with
 * {@link AskdbServer#port()}).
 *
 * @param host              the address to bind, e.g. "127.0.0.1" or "0.0.0.0"; not blank
 * @param port              the TCP port, 0-65535; 0 for any free port
 * @param apiKeys           the accepted API keys (hashed); {@link ApiKeys#NONE} is allowed only on a
 *                          loopback host
 * @param corsOrigins       origins allowed to call the API from a browser, e.g.
 *                          "https://bi.example.com"; empty for none (same-origin only)
 * @param requestsPerMinute requests each API key (or, without keys, each client address) may make
 *                          per minute, 1-100,000; 0 turns rate limiting off
 * @param secretKey         the key that encrypts registered datasources' passwords (any text of at
 *                          least 16 characters; its SHA-256 is the AES key), or null when none is set
 * @param maxBodyBytes      the largest request body accepted, 1 KiB to 10 MiB
 * @param maxConcurrentQuestions the questions answered at once, 1-10,000; the others wait their turn
 *                          in arrival order (at most 30 s, then 503)
 * @since 0.2
 */
public record ServerSettings(String host, int port, ApiKeys apiKeys, List<String> corsOrigins, int requestsPerMinute,
                             String secretKey, long maxBodyBytes, int maxConcurrentQuestions) {
    /** The default bound on questions answered at once: 64 (high, for questions that wait on an LLM). */
    public static final int DEFAULT_MAX_CONCURRENT_QUESTIONS = 64;

    /** The default body limit: 64 KiB. */
    public static final long DEFAULT_MAX_BODY_BYTES = 64 * 1024;

    /** The default rate: 120 requests per minute per key. */
    public static final int DEFAULT_REQUESTS_PER_MINUTE = 120;

    /**
     * @throws AskdbException CONFIGURATION naming the setting, when a value is out of range or the
     *                        host is not loopback and no API key is set
     */
    public ServerSettings {
        if (host == null || host.isBlank()) throw bad("askdb.server.host must not be blank; use 127.0.0.1 or 0.0.0.0.");
        if (port < 0 || port > 65535) throw bad("askdb.server.port must be 0-65535, was " + port + ".");
        Objects.requireNonNull(apiKeys, "ServerSettings.apiKeys");
        corsOrigins = List.copyOf(Objects.requireNonNull(corsOrigins, "ServerSettings.corsOrigins"));
        if (requestsPerMinute < 0 || requestsPerMinute > 100_000) {
            throw bad("askdb.server.rate-limit must be 0-100000 requests per minute, was " + requestsPerMinute + ".");
        }
        if (secretKey != null && secretKey.length() < 16) {
            throw bad("askdb.server.secret-key must be at least 16 characters (it encrypts datasource passwords);"
                    + " generate one with: openssl rand -base64 32");
        }
        if (maxBodyBytes < 1024 || maxBodyBytes > 10 * 1024 * 1024) {
            throw new IllegalArgumentException("ServerSettings.maxBodyBytes must be 1 KiB to 10 MiB, was " + maxBodyBytes);
        }
        if (maxConcurrentQuestions < 1 || maxConcurrentQuestions > 10_000) {
            throw bad("askdb.server.max-concurrent-questions must be 1-10000, was " + maxConcurrentQuestions + ".");
        }
        if (apiKeys.isEmpty() && !loopback(host)) {
            throw bad("askdb serve was asked to listen on " + host + ", which other machines can reach, but no API key"
                    + " is set. Set askdb.server.api-keys (ASKDB_SERVER_API_KEYS, --server-api-keys) to a file of keys,"
                    + " one per line, or bind to 127.0.0.1.");
        }
    }

    /**
     * Settings with the default bound on questions answered at once
     * ({@value #DEFAULT_MAX_CONCURRENT_QUESTIONS}); the parameters and errors are the canonical constructor's.
     */
    public ServerSettings(String host, int port, ApiKeys apiKeys, List<String> corsOrigins, int requestsPerMinute,
                          String secretKey, long maxBodyBytes) {
        this(host, port, apiKeys, corsOrigins, requestsPerMinute, secretKey, maxBodyBytes, DEFAULT_MAX_CONCURRENT_QUESTIONS);
    }

    /**
     * @param host the address to bind
     * @param port the port, 0 for any free one
     * @return settings for a local server: no API keys, no CORS, default rate and body limits, no secret key
     */
    public static ServerSettings local(String host, int port) {
        return new ServerSettings(host, port, ApiKeys.NONE, List.of(), DEFAULT_REQUESTS_PER_MINUTE, null, DEFAULT_MAX_BODY_BYTES);
    }

    /**
     * @param host an address to bind, e.g. "127.0.0.1", "localhost", "::1" or "0.0.0.0"; not null
     * @return true when the host is only reachable from this machine (localhost, 127.x.x.x, ::1)
     */
    public static boolean loopback(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        return h.equals("localhost") || h.startsWith("127.") || h.equals("::1") || h.equals("[::1]");
    }

    private static AskdbException bad(String message) {
        return new AskdbException(ErrorCode.CONFIGURATION, message);
    }
}
