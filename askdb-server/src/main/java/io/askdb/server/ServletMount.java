package io.askdb.server;

import io.askdb.policy.Caller;
import io.javalin.config.JavalinConfig;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Servlet;
import jakarta.servlet.ServletRequest;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletHolder;

/**
 * Mounts a servlet beside the API, in the Jetty servlet context Javalin runs in, behind the same
 * API-key check and per-key rate limit as {@code /api/} (a servlet filter, since Javalin's own
 * before-handlers see only Javalin's routes); the servlet reads the key's caller with
 * {@link #keyCaller}. askdb serve mounts the MCP SDK's streamable HTTP
 * transport this way:
 * <pre>{@code
 * HttpServletStreamableServerTransportProvider mcp = HttpServletStreamableServerTransportProvider.builder()
 *         .mcpEndpoint("/mcp").build();
 * new AskdbMcpServer(datasources, version).start(mcp);
 * ServerSetup.builder(settings, ...).configure(ServletMount.behindApiKeys(settings, "/mcp", mcp));
 * }</pre>
 *
 * @since 0.2
 */
public final class ServletMount {
    private ServletMount() {
    }

    /**
     * The caller of a request that passed the API-key check, for a mounted servlet that asks
     * questions (askdb serve hands it to the MCP transport's context extractor, so that MCP tools
     * ask for the key's caller):
     * <pre>{@code
     * HttpServletStreamableServerTransportProvider.builder().mcpEndpoint("/mcp")
     *         .contextExtractor(request -> ServletMount.keyCaller(request)
     *                 .map(AskdbMcpServer::transportContext).orElse(McpTransportContext.EMPTY))
     * }</pre>
     *
     * @param request a request to a servlet mounted with {@link #behindApiKeys}, or to the API; not null
     * @return the caller the request's API key stands for (without attributes for a key without
     *         any), whose {@link Caller#id()} is the key's asker in history; empty when the server
     *         has no API keys
     */
    public static Optional<Caller> keyCaller(ServletRequest request) {
        return RequestCaller.of(Objects.requireNonNull(request, "request"));
    }

    /**
     * @param settings the server's settings: its API keys and rate limit apply to the servlet; not null
     * @param path     the exact path, e.g. "/mcp"; the servlet also gets everything under it; must
     *                 start with '/' and must not be under {@code /api/}
     * @param servlet  the servlet; not null
     * @return the configuration step for {@link ServerSetup.Builder#configure}
     * @throws IllegalArgumentException when the path does not start with '/', ends with '/' or is under /api/
     */
    public static Consumer<JavalinConfig> behindApiKeys(ServerSettings settings, String path, Servlet servlet) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(servlet, "servlet");
        if (path == null || !path.startsWith("/") || path.endsWith("/") || path.startsWith("/api/")) {
            throw new IllegalArgumentException("path must start with '/', not end with '/' and not be under /api/, was '" + path + "'");
        }
        return config -> config.jetty.modifyServletContextHandler(context -> {
            ServletHolder holder = new ServletHolder(servlet);
            holder.setAsyncSupported(true);
            context.addServlet(holder, path);
            context.addServlet(holder, path + "/*");
            FilterHolder filter = new FilterHolder(new ApiKeyFilter(settings));
            filter.setAsyncSupported(true);
            context.addFilter(filter, path, EnumSet.of(DispatcherType.REQUEST));
            context.addFilter(filter, path + "/*", EnumSet.of(DispatcherType.REQUEST));
        });
    }
}
