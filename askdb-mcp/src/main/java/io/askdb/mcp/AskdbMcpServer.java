package io.askdb.mcp;

import io.askdb.error.AskdbException;
import io.askdb.policy.Caller;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * askdb as an MCP server: the tools {@code ask}, {@code run_sql}, {@code list_tables},
 * {@code describe_table}, {@code search_schema} and {@code history}, and one schema-overview
 * resource per datasource ({@code askdb://schema/<name>}, Markdown, paged by the template
 * {@code askdb://schema/<name>{?pattern,schema,cursor}}). The catalog tools and the resource
 * never return more than the server's output budget ({@link #DEFAULT_MAX_OUTPUT_CHARS} unless
 * set): a result that leaves tables out says how many matched and how to ask for the rest.
 *
 * <p>The tools and resources do not depend on the transport: {@link #serveStdio} serves them over
 * stdio ({@code askdb mcp}); {@link #start(McpStreamableServerTransportProvider)} serves the same
 * over the SDK's streamable HTTP transport (for example its servlet provider mounted at
 * {@code /mcp}). A refusal, decline or failure inside a tool comes back as a result marked
 * {@code isError} whose first text says what was wrong and what to do (the MCP rule for tool
 * errors); unknown tools and malformed requests stay JSON-RPC errors, answered by the SDK.
 *
 * <p>{@code ask} and {@code run_sql} ask as the datasource's {@link McpDatasource#caller()}, unless
 * the transport put a caller in the request's context ({@link #transportContext(Caller)}): over
 * HTTP, that is the caller of the request's API key.
 *
 * @since 0.2
 */
public final class AskdbMcpServer {
    /** The transport-context key of the request's {@link Caller} ({@link #transportContext(Caller)}). */
    public static final String CALLER_CONTEXT_KEY = "io.askdb.caller";

    private static final Logger LOG = LoggerFactory.getLogger(AskdbMcpServer.class);

    private final Datasources datasources;
    private final String version;
    private final List<AskdbTool> tools;
    private final int maxOutputChars;

    /**
     * The default most characters of one catalog tool result or schema resource page: 60,000, about
     * 15,000 tokens at 4 characters per token, well under Claude Code's 25,000-token limit for one
     * tool result.
     */
    public static final int DEFAULT_MAX_OUTPUT_CHARS = Paging.DEFAULT_MAX_OUTPUT_CHARS;

    /**
     * @param datasources the databases to serve, at least one, names unique; the first is the
     *                    default when a call names none
     * @param version     askdb's version, as the server reports it in initialize; not blank
     * @throws IllegalArgumentException when no datasource is given or a name repeats
     */
    public AskdbMcpServer(List<McpDatasource> datasources, String version) {
        this(datasources, version, DEFAULT_MAX_OUTPUT_CHARS);
    }

    /**
     * @param datasources    as for {@link #AskdbMcpServer(List, String)}
     * @param version        as for {@link #AskdbMcpServer(List, String)}
     * @param maxOutputChars the most characters of one result of list_tables, describe_table or
     *                       search_schema and of one page of the schema resource, at least
     *                       {@value Paging#MIN_MAX_OUTPUT_CHARS}; {@link #DEFAULT_MAX_OUTPUT_CHARS} by default
     * @throws IllegalArgumentException when no datasource is given, a name repeats or the budget is too small
     * @since 0.3
     */
    public AskdbMcpServer(List<McpDatasource> datasources, String version, int maxOutputChars) {
        this.datasources = new Datasources(datasources);
        if (version == null || version.isBlank()) throw new IllegalArgumentException("version must not be blank");
        if (maxOutputChars < Paging.MIN_MAX_OUTPUT_CHARS) {
            throw new IllegalArgumentException("maxOutputChars must be at least " + Paging.MIN_MAX_OUTPUT_CHARS + ", was "
                    + maxOutputChars);
        }
        this.version = version;
        this.maxOutputChars = maxOutputChars;
        this.tools = List.of(new AskTool(this.datasources), new RunSqlTool(this.datasources),
                new ListTablesTool(this.datasources, maxOutputChars), new DescribeTableTool(this.datasources, maxOutputChars),
                new SearchSchemaTool(this.datasources, maxOutputChars), new HistoryTool(this.datasources));
    }

    /**
     * Waits for the background schema index builds started by {@link #warmUp} to end, before the process exits
     * (an exit during a build can crash the JVM inside the ONNX runtime).
     *
     * @param most the longest wait
     * @return true when no build is still running
     */
    public boolean awaitWarmUps(java.time.Duration most) {
        return datasources.awaitWarmUps(Objects.requireNonNull(most, "most"));
    }

    /**
     * Starts building (or loading) each datasource's schema index on a daemon thread, so that the
     * first {@code search_schema} answers from a ready index instead of building it during the call
     * (tens of seconds for thousands of tables the first time). A search made while the index is
     * still being built waits 0.2 s, then answers from table and column names alone and
     * says so in the result's {@code note}.
     *
     * @param log told, in one line, when each index is ready or could not be built; not null
     * @return this server
     * @since 0.3
     */
    public AskdbMcpServer warmUp(java.util.function.Consumer<String> log) {
        datasources.warmUp(Objects.requireNonNull(log, "log"));
        return this;
    }

    /**
     * Serves over stdio until the client closes the input, then closes the server. Nothing but
     * protocol messages is written to {@code out}.
     *
     * @param in  where requests arrive, normally the process's stdin; not null
     * @param out where responses go, normally the process's stdout; not null
     */
    public void serveStdio(InputStream in, OutputStream out) {
        EndOfInput input = new EndOfInput(Objects.requireNonNull(in, "in"));
        McpSyncServer server = start(new StdioServerTransportProvider(McpJsonDefaults.getMapper(), input,
                Objects.requireNonNull(out, "out")));
        try {
            input.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.closeGracefully();
        }
    }

    /**
     * @param transport a single-session transport, e.g. stdio; not null
     * @return the running server; close it to stop
     */
    public McpSyncServer start(McpServerTransportProvider transport) {
        return configure(McpServer.sync(transport));
    }

    /**
     * @param transport a streamable HTTP transport, e.g. the SDK's
     *                  {@code HttpServletStreamableServerTransportProvider} mounted at {@code /mcp}; not null
     * @return the running server; close it to stop
     */
    public McpSyncServer start(McpStreamableServerTransportProvider transport) {
        return configure(McpServer.sync(transport));
    }

    /** @return the tool specifications, one per tool, for any transport */
    public List<SyncToolSpecification> tools() {
        return tools.stream().map(this::specification).toList();
    }

    /** @return one schema-overview resource per datasource, {@code askdb://schema/<name>}, its first page */
    public List<SyncResourceSpecification> resources() {
        return datasources.all().stream().map(ds -> SchemaResource.specification(ds, maxOutputChars)).toList();
    }

    /**
     * @return one resource template per datasource, {@code askdb://schema/<name>{?pattern,schema,cursor}}:
     *         the schema overview filtered and paged
     * @since 0.3
     */
    public List<SyncResourceTemplateSpecification> resourceTemplates() {
        return datasources.all().stream().map(ds -> SchemaResource.template(ds, maxOutputChars)).toList();
    }

    private <S extends McpServer.SyncSpecification<S>> McpSyncServer configure(McpServer.SyncSpecification<S> spec) {
        return spec.serverInfo("askdb", version)
                .instructions("askdb answers questions about the database(s) " + datasources.names() + " with read-only SQL."
                        + " Start with ask; use list_tables, describe_table and search_schema to explore the data, and"
                        + " run_sql for your own read-only SQL. Nothing can change data. Each database's schema overview"
                        + " is the resource askdb://schema/<datasource>.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).build())
                .tools(tools())
                .resources(resources())
                .resourceTemplates(resourceTemplates())
                .build();
    }

    /**
     * The transport context of a request made for a caller, for a streamable HTTP transport's
     * context extractor: {@code ask} and {@code run_sql} then ask as that caller instead of the
     * datasource's {@link McpDatasource#caller()} (askdb serve puts each API key's caller here).
     *
     * @param caller who the request is made for; not null
     * @return a context holding it under {@link #CALLER_CONTEXT_KEY}
     */
    public static McpTransportContext transportContext(Caller caller) {
        return McpTransportContext.create(Map.of(CALLER_CONTEXT_KEY, Objects.requireNonNull(caller, "caller")));
    }

    private SyncToolSpecification specification(AskdbTool tool) {
        McpSchema.Tool definition = tool.definition();
        return SyncToolSpecification.builder().tool(definition)
                .callHandler((exchange, request) -> call(tool, definition.name(), request, requestCaller(exchange)))
                .build();
    }

    /** @return the caller the transport put in the request's context, or null when it put none */
    private static Caller requestCaller(McpSyncServerExchange exchange) {
        McpTransportContext context = exchange == null ? null : exchange.transportContext();
        return context != null && context.get(CALLER_CONTEXT_KEY) instanceof Caller c ? c : null;
    }

    /** The one place where a tool's own failures become error results. */
    private static CallToolResult call(AskdbTool tool, String name, CallToolRequest request, Caller caller) {
        try {
            return tool.call(new Arguments(name, request.arguments(), caller));
        } catch (ToolFailure e) {
            return ToolOutput.error(e.getMessage());
        } catch (AskdbException e) {
            return ToolOutput.error(name + " failed (" + e.code() + "): " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("The tool {} failed", name, e);
            return ToolOutput.error(name + " failed inside askdb (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "). This is a fault in askdb, not in the request: try again once, and if it repeats, report it"
                    + " with the server's stderr log.");
        }
    }
}
