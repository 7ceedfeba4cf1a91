package io.askdb.server;

import io.javalin.http.Context;
import java.util.Optional;

/**
 * Who may change the server's datasources: on a server with API keys, only a key whose entry in
 * the keys file carries the attribute {@value #ATTRIBUTE}={@value #ADMIN} ({@link KeyEntry}); on a
 * server without keys (loopback only), every request. Reading the datasources and their schema
 * takes no admin key.
 */
final class Admins {
    /** The caller attribute that makes a key an admin. */
    static final String ATTRIBUTE = "role";
    /** Its value for an admin. */
    static final String ADMIN = "admin";

    private Admins() {
    }

    /**
     * @param ctx    the request
     * @param action what the request does, for the message, e.g. "register a datasource"
     * @throws ApiProblem 403 FORBIDDEN when the server has keys and the request's key is not an admin's
     */
    static void require(Context ctx, String action) {
        Optional<io.askdb.policy.Caller> caller = RequestCaller.of(ctx.req());
        if (caller.isEmpty() || ADMIN.equals(caller.get().attributes().get(ATTRIBUTE))) return;
        throw new ApiProblem(403, "FORBIDDEN", "Only an admin key may " + action + ", and this request's API key is not"
                + " one. Use a key whose line in the keys file carries " + ATTRIBUTE + "=" + ADMIN
                + " (e.g. '<key> role=admin'), or ask the server's operator to add that attribute to this key.");
    }
}
