package io.askdb.server;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where exceptions become {@code application/problem+json} responses (RFC 9457):
 * {@code type} (about:blank), {@code title}, {@code status}, {@code detail}, {@code instance}
 * (the path) and the extension {@code code}, a stable name clients can switch on.
 */
final class Problems {
    static final String CONTENT_TYPE = "application/problem+json";
    private static final Logger LOG = LoggerFactory.getLogger(Problems.class);

    private Problems() {
    }

    static void write(Context ctx, ApiProblem p) {
        p.headers.forEach(ctx::header);
        respond(ctx, p.status, p.code, p.getMessage(), Map.of());
    }

    static void write(Context ctx, AskdbException e) {
        Map<String, Object> extra = new LinkedHashMap<>();
        if (e.historyId() != 0) extra.put("history_id", e.historyId());
        respond(ctx, status(e.code()), e.code().name(), e.getMessage(), extra);
    }

    static void write(Context ctx, HttpResponseException e) {
        int status = e.getStatus();
        String code = switch (status) {
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 401 -> "UNAUTHORIZED";
            default -> status < 500 ? "BAD_INPUT" : "INTERNAL";
        };
        String allowed = e.getDetails().get("availableMethods");
        if (status == 405 && allowed != null) ctx.header("Allow", allowed);
        String detail = status == 405 ? ctx.method() + " is not allowed on " + ctx.path() + "; it allows "
                + (allowed == null ? "other methods" : allowed) + ". See /api/openapi.json."
                : status == 413 ? "The request body is too large; the limit is set by the server's body limit (64 KiB by default)."
                : status == 404 ? "There is no such endpoint: " + ctx.method() + " " + ctx.path() + ". See /api/openapi.json."
                : e.getMessage();
        respond(ctx, status, code, detail, Map.of());
    }

    static void internal(Context ctx, Exception e) {
        LOG.error("{} {} failed inside askdb", ctx.method(), ctx.path(), e);
        respond(ctx, 500, ErrorCode.INTERNAL.name(), "The request failed inside askdb (" + e.getClass().getSimpleName()
                + "). This is a fault in askdb, not in the request: try again once, and if it repeats, report it with the"
                + " server's log.", Map.of());
    }

    /** @return the HTTP status of a fault's code */
    static int status(ErrorCode code) {
        switch (code) {
            case BAD_INPUT: return 400;
            case CONFIGURATION: return 500;
            case DATABASE_UNAVAILABLE: return 503;
            case DATABASE_ERROR: return 502;
            case MODEL_UNAVAILABLE: return 503;
            case CANCELLED: return 499; // "Client Closed Request" (nginx's code; Javalin's HttpStatus.CLIENT_CLOSED_REQUEST)
            default: return 500;
        }
    }

    static Map<String, Object> body(String path, int status, String code, String detail) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", io.javalin.http.HttpStatus.forStatus(status).getMessage());
        body.put("status", status);
        body.put("detail", detail);
        body.put("instance", path);
        body.put("code", code);
        return body;
    }

    private static void respond(Context ctx, int status, String code, String detail, Map<String, Object> extra) {
        Map<String, Object> body = body(ctx.path(), status, code, detail);
        body.putAll(extra);
        ctx.status(status).contentType(CONTENT_TYPE).result(Wire.write(body));
    }
}
