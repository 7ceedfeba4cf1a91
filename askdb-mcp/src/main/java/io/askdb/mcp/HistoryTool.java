package io.askdb.mcp;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.askdb.history.HistoryEntry;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;

/**
 * {@code history}: recent questions and SQL with their outcome, newest first, as {@code askdb history}
 * lists them, but only the questions of this datasource's database asked by this call's caller
 * ({@link io.askdb.policy.Caller#id()}: an API key's over askdb serve's {@code /mcp}, the
 * {@code --caller} attributes' over stdio); a call without an identified caller lists only the
 * questions recorded without one. Another database's or another caller's questions, SQL and row
 * counts never leave through it.
 */
final class HistoryTool implements AskdbTool {
    /** The most entries one call returns. */
    static final int MAX_LIMIT = 200;

    private final Datasources datasources;

    HistoryTool(Datasources datasources) {
        this.datasources = datasources;
    }

    /** One history entry, with the field names of {@code askdb history --json}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Entry(@JsonProperty("id") long id, @JsonProperty("created_at") String createdAt,
                 @JsonProperty("database") String database, @JsonProperty("question") String question,
                 @JsonProperty("status") String status, @JsonProperty("sql") String sql,
                 @JsonProperty("row_count") Integer rowCount, @JsonProperty("generator") String generator,
                 @JsonProperty("elapsed_ms") long elapsedMs, @JsonProperty("reason") String reason,
                 @JsonProperty("conversation_id") String conversationId) {
        static Entry of(HistoryEntry e) {
            return new Entry(e.id(), e.createdAt().toString(), e.database(), e.question(), e.status().wireName(), e.sql(),
                    e.rowCount() < 0 ? null : e.rowCount(), e.generator(), e.elapsedMs(), e.reason(),
                    e.conversationId().isEmpty() ? null : e.conversationId());
        }
    }

    @Override
    public Tool definition() {
        return Tool.builder().name("history").title("Recent questions")
                .description("List recent questions and SQL that askdb ran, newest first: status, SQL, row count and,"
                        + " for those not answered, the reason. With an API key, only that key's questions. Useful to reuse"
                        + " SQL that worked.")
                .inputSchema(new InputSchema()
                        .integer("limit", "How many entries, newest first.", 1, MAX_LIMIT, 20)
                        .datasource(datasources.names()).build())
                .build();
    }

    @Override
    public CallToolResult call(Arguments args) {
        McpDatasource ds = datasources.pick(args.optionalText("datasource"));
        int limit = args.integer("limit", 1, MAX_LIMIT, 20);
        String asker = args.caller(ds).id();
        return ToolOutput.json(ds.askdb().history().recentIn(ds.askdb().databaseName(), asker, limit)
                .stream().map(Entry::of).toList());
    }
}
