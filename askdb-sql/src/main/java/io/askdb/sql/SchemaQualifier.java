package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import net.sf.jsqlparser.parser.Node;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllTableColumns;

/**
 * Writes the schema in front of an unqualified table that the catalog places outside the
 * connection's default schema, so the engine finds the table askdb resolved. The engine looks an
 * unqualified name up on its search path only (PostgreSQL "Schemas", 5.10.3: {@code current_schema()}
 * is the first schema of the path that exists, which the catalog records as its default schema);
 * askdb resolves it the same way first ({@link Catalog#resolve}: the default schema, then the one
 * schema that holds the name), so {@code FROM orders} with {@code orders} only in {@code sales}
 * becomes {@code FROM "sales".orders}. A name in the default schema, a CTE, a name in several other
 * schemas (the table layer refuses it, naming the candidates) and SQLite (no schemas to search)
 * are left as written. Only the text before the table's own name token changes.
 */
final class SchemaQualifier {
    private SchemaQualifier() {
    }

    /**
     * @param parsed  a statement that parsed; not null
     * @param catalog the catalog; not null
     * @return the statement with schemas written in, or empty when nothing needs one (or a table's
     *         token cannot be found, when the statement is left to the engine as written)
     */
    static Optional<String> qualify(ParsedQuery parsed, Catalog catalog) {
        if (catalog.dialect() == Dialect.SQLITE || catalog.defaultSchema() == null) return Optional.empty();
        TreeMap<Integer, String> inserts = new TreeMap<>();
        String text = parsed.lexed().sql();
        List<SqlToken> code = parsed.lexed().codeTokens();
        for (TreeNode node : parsed.nodes()) {
            if (!(node.value() instanceof net.sf.jsqlparser.schema.Table t) || node.parent() instanceof Column
                    || node.parent() instanceof AllTableColumns || t.getSchemaName() != null || t.getName() == null) {
                continue;
            }
            String name = SqlNames.unquote(t.getName());
            if (name.isEmpty() || node.isCte(name)) continue;
            List<Table> found = catalog.resolve(null, name);
            if (found.size() != 1) continue;
            String schema = found.get(0).id().schema();
            if (schema == null || schema.equalsIgnoreCase(catalog.defaultSchema())) continue;
            int at = tokenStart(t, text, code, name);
            if (at < 0) return Optional.empty();
            inserts.put(at, catalog.dialect().quote(schema) + ".");
        }
        if (inserts.isEmpty()) return Optional.empty();
        StringBuilder out = new StringBuilder(text);
        for (var e : inserts.descendingMap().entrySet()) out.insert(e.getKey(), e.getValue());
        return Optional.of(out.toString());
    }

    /** The offset of the table's name token, checked against the lexer's token there; -1 when they disagree. */
    private static int tokenStart(net.sf.jsqlparser.schema.Table t, String text, List<SqlToken> code, String name) {
        Node node = t.getASTNode();
        if (node == null || node.jjtGetFirstToken() == null) return -1;
        net.sf.jsqlparser.parser.Token first = node.jjtGetFirstToken();
        int offset = offset(text, first.beginLine, first.beginColumn);
        for (SqlToken token : code) {
            if (token.start() == offset) {
                boolean named = token.kind() == TokenKind.WORD || token.kind() == TokenKind.QUOTED_IDENTIFIER;
                return named && token.identifier().equalsIgnoreCase(name) ? offset : -1;
            }
        }
        return -1;
    }

    /** JSqlParser's 1-based line and column (columns count UTF-16 units, tabs as one) as an offset. */
    static int offset(String text, int line, int column) {
        int pos = 0;
        for (int l = 1; l < line && pos >= 0; l++) pos = text.indexOf('\n', pos) + 1;
        return Math.max(0, Math.min(text.length(), pos + column - 1));
    }
}
