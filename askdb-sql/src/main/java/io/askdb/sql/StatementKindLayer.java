package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Guard layer 2: decides the statement kind from its first keyword, before any parser can read
 * it oddly. Only SELECT, WITH, VALUES, TABLE and a parenthesised query may start a statement (and
 * FROM in DuckDB, whose FROM-first queries the parser reads SELECT-first: {@link FromFirst});
 * statement keywords that change data, settings, files or sessions (PRAGMA, ATTACH, COPY, SET,
 * CALL, ...) are refused as unsafe, and anything else is refused as not SQL.
 */
final class StatementKindLayer implements GuardLayer {
    private static final Set<String> QUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "TABLE");
    private static final Set<String> STATEMENTS = Set.of(
            "PRAGMA", "ATTACH", "DETACH", "SET", "RESET", "LISTEN", "NOTIFY", "UNLISTEN", "COPY", "CALL", "DO",
            "EXPLAIN", "DESCRIBE", "DESC", "SHOW", "INSTALL", "UNINSTALL", "LOAD", "VACUUM", "ANALYZE", "ANALYSE",
            "BEGIN", "COMMIT", "ROLLBACK", "START", "SAVEPOINT", "RELEASE", "END", "ABORT", "LOCK", "UNLOCK",
            "GRANT", "REVOKE", "CREATE", "DROP", "ALTER", "TRUNCATE", "INSERT", "UPDATE", "DELETE", "MERGE",
            "REPLACE", "UPSERT", "EXEC", "EXECUTE", "PREPARE", "DEALLOCATE", "DECLARE", "FETCH", "MOVE", "CLOSE",
            "CHECKPOINT", "CLUSTER", "REINDEX", "REFRESH", "USE", "HANDLER", "KILL", "SHUTDOWN", "FLUSH", "DISCARD",
            "COMMENT", "IMPORT", "EXPORT", "RENAME", "OPTIMIZE", "REPAIR", "PURGE", "SECURITY", "REASSIGN", "SCRIPT",
            "RUNSCRIPT", "BACKUP", "RESTORE", "CHECKSUM", "CHECK", "SIGNAL", "RESIGNAL", "XA", "BINLOG", "CACHE",
            "GET", "HELP", "SUMMARIZE", "PIVOT", "UNPIVOT", "FORCE", "UNLOAD", "PUT", "REMOVE");

    private final QueryParser parser;

    StatementKindLayer(QueryParser parser) {
        this.parser = parser;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        LexedSql lexed = parser.lex(request);
        List<SqlToken> code = lexed.codeTokens().stream().filter(t -> t.kind() != TokenKind.SEMICOLON).toList();
        if (code.isEmpty()) return Optional.empty();
        SqlToken first = code.get(0);
        String word = first.kind() == TokenKind.WORD ? first.text().toUpperCase(Locale.ROOT) : "";
        if (first.isSymbol('(') || QUERY_STARTS.contains(word)) return emptyStatementBefore(lexed);
        if (word.equals("FROM") && request.dialect() == Dialect.DUCKDB) return emptyStatementBefore(lexed);
        if (STATEMENTS.contains(word)) {
            String kind = word.equals("EXPLAIN") && code.size() > 1
                    && (code.get(1).isWord("ANALYZE") || code.get(1).isWord("ANALYSE")) ? "EXPLAIN ANALYZE" : word;
            return Optional.of(new Refusal("not-a-query", Refusal.Kind.SAFETY, notAQuery(kind), first.start()));
        }
        if (word.equals("FROM")) {
            return Optional.of(new Refusal("unparsable", Refusal.Kind.VALIDITY, "The statement starts with FROM, which only DuckDB"
                    + " reads as a query; write SELECT ... FROM ... instead.", first.start()));
        }
        return Optional.of(new Refusal("unparsable", Refusal.Kind.VALIDITY, "The SQL starts with '"
                + LexicalLayer.abbreviate(first.text()) + "', which does not begin a query; send only one SELECT statement,"
                + " without Markdown fences or explanation.", first.start()));
    }

    /** Engines skip an empty statement before the query, but it is a sign of pasted scripts: ask for the query alone. */
    private static Optional<Refusal> emptyStatementBefore(LexedSql lexed) {
        if (lexed.segments().get(0).isEmpty()) {
            int at = lexed.tokens().stream().filter(t -> t.kind() == TokenKind.SEMICOLON).findFirst().map(SqlToken::start).orElse(0);
            return Optional.of(new Refusal("empty-statement", Refusal.Kind.VALIDITY, "The ';' at position " + at
                    + " ends an empty statement before the query; remove it.", at));
        }
        return Optional.empty();
    }

    /** Why a statement kind is dangerous even on a read-only connection, where that is not obvious. */
    private static final Map<String, String> WHY = Map.ofEntries(
            Map.entry("EXPLAIN ANALYZE", "it runs the statement it explains"),
            Map.entry("EXPLAIN", "it returns a plan, not the answer, and its options can run the statement"),
            Map.entry("SET", "it changes session or server settings"),
            Map.entry("RESET", "it changes session or server settings"),
            Map.entry("PRAGMA", "it reads or changes engine settings and can write the database"),
            Map.entry("ATTACH", "it opens another database file, which SQLite's query_only mode does not prevent"),
            Map.entry("DETACH", "it changes which databases the session sees"),
            Map.entry("INSTALL", "it downloads and installs an extension"),
            Map.entry("LOAD", "it loads an extension or a file into the server"),
            Map.entry("COPY", "it reads or writes server files or programs"),
            Map.entry("CALL", "it runs a stored procedure, which can change data"),
            Map.entry("DO", "it runs procedural code"),
            Map.entry("LISTEN", "it subscribes the session to notifications"),
            Map.entry("NOTIFY", "it sends a notification to other sessions, even in a read-only transaction"),
            Map.entry("UNLISTEN", "it changes the session's subscriptions"),
            Map.entry("VACUUM", "it rewrites the database"),
            Map.entry("ANALYZE", "it writes planner statistics"),
            Map.entry("ANALYSE", "it writes planner statistics"),
            Map.entry("LOCK", "it takes locks that block other sessions"));

    /** The message for a statement that is not a query, shared with the parser layer. */
    static String notAQuery(String kind) {
        String why = WHY.get(kind);
        return kind + " statements are refused" + (why == null ? "" : " (" + why + ")")
                + ": askdb only runs a single read-only query (SELECT, WITH ... SELECT, VALUES).";
    }
}
