package io.askdb.app.cli;

import io.askdb.TextToSql;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
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
                    parent.options.caller());
            AskdbMcpServer server = new AskdbMcpServer(List.of(datasource), version());
            cli.err.println("askdb: serving " + name + " (" + runtime.source().displayUrl() + ") over MCP on stdio until stdin closes.");
            PrintStream stdout = System.out;
            System.setOut(cli.err);
            try {
                server.serveStdio(System.in, cli.out);
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

    static String version() {
        String v = AskdbCommand.class.getAnnotation(Command.class).version()[0];
        return v.startsWith("askdb ") ? v.substring("askdb ".length()) : v;
    }
}
