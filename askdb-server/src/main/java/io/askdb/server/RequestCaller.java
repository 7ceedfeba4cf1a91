package io.askdb.server;

import io.askdb.policy.Caller;
import io.javalin.http.Context;
import jakarta.servlet.ServletRequest;
import java.util.Optional;

/**
 * Who a request is asking for, as its API key said: {@link AccessControl} (API routes) and
 * {@link ApiKeyFilter} (mounted servlets such as {@code /mcp}) put the key's {@link Caller} on the
 * request once the key is accepted; the routes read it back when they build a question. A request
 * to a server without keys carries none, and asks as {@link Caller#ANONYMOUS}.
 *
 * <p>History is per key: a keyed request sees only the history entries its key asked
 * ({@link #mayRead}); without keys every entry is visible, as on the command line.
 */
final class RequestCaller {
    /** The servlet request attribute holding the key's caller. */
    static final String ATTRIBUTE = "io.askdb.server.caller";

    private RequestCaller() {
    }

    static void set(ServletRequest request, Caller caller) {
        request.setAttribute(ATTRIBUTE, caller);
    }

    /** @return the caller of the request's API key, or empty when the server has no keys */
    static Optional<Caller> of(ServletRequest request) {
        return request.getAttribute(ATTRIBUTE) instanceof Caller c ? Optional.of(c) : Optional.empty();
    }

    /** @return the caller of the request's API key, or {@link Caller#ANONYMOUS} when the server has no keys */
    static Caller of(Context ctx) {
        return of(ctx.req()).orElse(Caller.ANONYMOUS);
    }

    /**
     * @return the asker of the request's API key ({@link KeyEntry#askerOf}), or empty when the
     *         server has no keys (then every history entry is the request's to read)
     */
    static Optional<String> asker(Context ctx) {
        return of(ctx.req()).map(Caller::id);
    }

    /** @return true when the request may read or rate the entry: the server has no keys, or the entry is its key's */
    static boolean mayRead(Context ctx, io.askdb.history.HistoryEntry entry) {
        return asker(ctx).map(entry::askedBy).orElse(true);
    }

    /** @return true when the server checked an API key for this request */
    static boolean keyed(Context ctx) {
        return of(ctx.req()).isPresent();
    }
}
