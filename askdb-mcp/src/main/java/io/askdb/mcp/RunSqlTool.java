package io.askdb.mcp;

import io.askdb.json.AnswerJson;
import io.askdb.Answer;
import io.askdb.Status;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;

/**
 * {@code run_sql}: the caller's own SQL through askdb's guard and read-only executor, the same
 * {@link io.askdb.TextToSql#runSql(String)} as {@code askdb sql}. Anything but one read-only
 * query is refused and comes back as an error result; nothing is changed.
 */
final class RunSqlTool implements AskdbTool {
    private final Datasources datasources;

    RunSqlTool(Datasources datasources) {
        this.datasources = datasources;
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("run_sql").title("Run read-only SQL")
                .description("Run one read-only SQL query (SELECT, WITH ... SELECT, VALUES) on the database. askdb's guard"
                        + " refuses anything that could change data or reach outside the catalog (INSERT, UPDATE, DELETE,"
                        + " DDL, several statements, unknown tables or functions) and adds a row cap; the query runs in a"
                        + " read-only session with a timeout. Use the database's own SQL dialect and the table and column"
                        + " names from list_tables or describe_table. Returns the same JSON as ask (rows: at most the first "
                        + AnswerPayload.MAX_ROWS + ").")
                .inputSchema(new InputSchema()
                        .text("sql", "One SQL query, e.g. 'SELECT Name FROM Artist ORDER BY Name LIMIT 10'", true)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        Answer answer = ds.askdb().runSql(args.text("sql"), args.caller(ds));
        AnswerJson payload = AnswerPayload.of(answer);
        if (answer.status() == Status.ANSWERED) return ToolOutput.json(payload);
        if (answer.status() == Status.REFUSED) {
            return ToolOutput.error("askdb's guard refused the SQL and nothing ran: " + answer.text() + " run_sql only runs"
                    + " one read-only query (SELECT or WITH ... SELECT) on known tables; it never changes data.", payload);
        }
        return ToolOutput.error(answer.text() + " Check the table and column names with"
                + " describe_table and the syntax for this database, then try again.", payload);
    }
}
