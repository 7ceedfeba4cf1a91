package io.askdb.app.cli;

import io.askdb.TextToSql;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
import io.askdb.policy.Caller;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code askdb mcp}: serves askdb's MCP tools and schema resource over stdio until the client
 * closes stdin. stdout carries nothing but protocol messages: every log and message goes to
 * stderr, and {@code System.out} is pointed at stderr while serving so that no library can
 * write into the protocol. The database is opened and its catalog read before serving, so a bad
 * {@code --db} fails at once with exit code 2 and a message on stderr.
 */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = "Serve askdb to MCP clients (Claude Code, Claude Desktop, Cursor, ...) over stdio: tools ask, run_sql,"
                + " list_tables, describe_table, search_schema, history and the resource askdb://schema/<datasource>."
                + " stdout carries only the protocol; messages go to stderr.")
final class McpCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    McpCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            TextToSql askdb = runtime.textToSql();
            askdb.catalog();
            String name = datasourceName(runtime.config().db());
            McpDatasource datasource = new McpDatasource(name, askdb, runtime.searchLinker(runtime.source()),
                    sessionCaller(parent.options.caller()));
            AskdbMcpServer server = new AskdbMcpServer(List.of(datasource), version(),
                    runtime.config().limits().catalogMaxOutputChars()).warmUp(line -> cli.err.println("askdb: " + line));
            cli.err.println("askdb: serving " + name + " (" + runtime.source().displayUrl() + ") over MCP on stdio until stdin closes.");
            PrintStream stdout = System.out;
            System.setOut(cli.err);
            try {
                server.serveStdio(System.in, cli.out);
                // stdin closed: let a background index build end first, or exiting inside the ONNX runtime crashes the JVM
                if (!server.awaitWarmUps(java.time.Duration.ofSeconds(120))) {
                    cli.err.println("askdb: the schema index was still being built after 120 s; exiting anyway.");
                }
            } finally {
                System.setOut(stdout);
            }
            return 0;
        }
    }

    /**
     * The datasource's name in tools and resource URIs: "chinook" for the demo database, else the
     * file name without its extension, or the last part of a JDBC URL's path, with characters
     * other than letters, digits, '_', '-' and '.' replaced by '_'.
     */
    static String datasourceName(String db) {
        return io.askdb.app.runtime.DatasourceName.of(db);
    }

    /**
     * The caller an MCP stdio session asks as: the {@code --caller} attributes, identified in
     * history by those attributes ({@code caller:} then {@code name=value} pairs sorted by name and
     * joined by ',', or, past {@link Caller#MAX_ID_LENGTH} characters, {@code caller:} and 16 hex
     * digits of their SHA-256), so that the {@code history} tool of a session for tenant=1 lists
     * none of tenant=2's questions. Without attributes, the anonymous caller (no identity).
     */
    static Caller sessionCaller(Caller caller) {
        if (caller.id() != null || caller.attributes().isEmpty()) return caller;
        String pairs = new java.util.TreeMap<>(caller.attributes()).entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(java.util.stream.Collectors.joining(","));
        String id = "caller:" + pairs;
        if (id.length() > Caller.MAX_ID_LENGTH || id.isBlank()) {
            id = "caller:" + sha256Hex(pairs).substring(0, 16);
        }
        return caller.identified(id);
    }

    private static String sha256Hex(String text) {
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    static String version() {
        String v = AskdbCommand.class.getAnnotation(Command.class).version()[0];
        return v.startsWith("askdb ") ? v.substring("askdb ".length()) : v;
    }
}
