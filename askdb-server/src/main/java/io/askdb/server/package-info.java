/**
 * {@code askdb serve}: the HTTP API over askdb (Javalin on Jetty 12). Questions
 * ({@code POST /api/query}, and {@code /api/query/stream} as server-sent events, one per agent
 * step), history, feedback that turns answers into verified examples, datasources registered at
 * runtime and shared by replicas through the store, health and an OpenAPI document. Errors are
 * {@code application/problem+json} (RFC 9457) with stable codes; API keys and per-key rate limits
 * guard every route but health and the OpenAPI document.
 *
 * <p>Entry points: {@link io.askdb.server.AskdbServer#start(ServerSetup)} with a
 * {@link io.askdb.server.ServerSetup}; extension points for the next surfaces are
 * {@link io.askdb.server.ServerObserver} (tracing and metrics) and
 * {@link io.askdb.server.ServerSetup.Builder#configure} (static files, extra routes).
 */
package io.askdb.server;
