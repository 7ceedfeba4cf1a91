package io.askdb.mcp;

import io.askdb.TextToSql;
import io.askdb.linking.SchemaLinker;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One database the MCP server answers for: its name as tools and resource URIs spell it, the
 * askdb facade over it, and the schema linker that {@code search_schema} uses.
 *
 * @param name   the datasource name: 1 to 64 letters, digits, '_', '-' or '.', e.g. "chinook";
 *               it appears in {@code askdb://schema/<name>}
 * @param askdb  the facade over the database (questions, user SQL, catalog, history); not null
 * @param linker the schema linker of this database, the same the question pipeline uses; not null
 * @param caller who the server answers for (the access policy's row filters use it), set when the
 *               server starts and never taken from a tool's arguments; a caller in the request's
 *               transport context (an API key's, {@link AskdbMcpServer#transportContext}) replaces
 *               it; null means anonymous
 * @since 0.2
 */
public record McpDatasource(String name, TextToSql askdb, SchemaLinker linker, io.askdb.policy.Caller caller) {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    public McpDatasource {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("McpDatasource.name must be 1 to 64 letters, digits, '_', '-' or '.', was '"
                    + name + "'");
        }
        Objects.requireNonNull(askdb, "McpDatasource.askdb");
        Objects.requireNonNull(linker, "McpDatasource.linker");
        caller = caller == null ? io.askdb.policy.Caller.ANONYMOUS : caller;
    }

    /** A datasource answering for an anonymous caller. */
    public McpDatasource(String name, TextToSql askdb, SchemaLinker linker) {
        this(name, askdb, linker, io.askdb.policy.Caller.ANONYMOUS);
    }

    /** @return the URI of this datasource's schema-overview resource, {@code askdb://schema/<name>} */
    public String schemaUri() {
        return "askdb://schema/" + name;
    }
}
