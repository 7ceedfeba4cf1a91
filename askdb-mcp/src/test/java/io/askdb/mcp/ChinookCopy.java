package io.askdb.mcp;

import io.askdb.TextToSql;
import io.askdb.execution.ExecutionLimits;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkerMode;
import io.askdb.linking.LuceneSchemaLinker;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import io.askdb.store.JdbcHistoryStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;

/**
 * The Chinook demo database (repository data/chinook, its licence there) copied to a temporary
 * folder, with an askdb over it wired as askdb-app wires the offline planner: standard guard,
 * read-only JDBC executor, template explainer, SQLite history and a lexical schema linker.
 */
record ChinookCopy(Path file, McpDatasource datasource, AskdbMcpServer server) {
    static ChinookCopy in(Path dir) throws IOException {
        Path file = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), new Properties());
        TextToSql askdb = TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(new KeywordPlanner())
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(JdbcHistoryStore.openSqlite(dir.resolve("history.sqlite")))
                .limits(ExecutionLimits.DEFAULT)
                .databaseName("chinook")
                .build();
        McpDatasource chinook = new McpDatasource("chinook", askdb, new LuceneSchemaLinker(LinkerMode.LEXICAL));
        return new ChinookCopy(file, chinook, new AskdbMcpServer(List.of(chinook), "0.2.0-test"));
    }

    /** @return the number of rows of the table, read directly from the file */
    long count(String table) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
             ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
