package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexedSql;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.TableFunction;

/**
 * Guard layer 5: every table reference must be a CTE in scope or resolve to exactly one table or
 * view of the request's catalog. File paths used as tables (DuckDB {@code FROM 'x.csv'}) and
 * table functions other than the dialect's few pure ones (e.g. generate_series) are unsafe, and
 * so are system catalogs that the catalog does not list. A relation the catalog reader left out
 * because its columns cannot be read ({@link Catalog#omitted()}) is refused with the engine's
 * reason (a policy-restricted catalog lists none: there it is unknown). Without a catalog, existence is not
 * checked but the safety rules still apply.
 */
final class TableReferenceLayer implements GuardLayer {
    private final QueryParser parser;
    private final FunctionRules rules;

    TableReferenceLayer(QueryParser parser, FunctionRules rules) {
        this.parser = parser;
        this.rules = rules;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) return Optional.empty();
        for (TreeNode node : parsed.nodes()) {
            Optional<Refusal> r = Optional.empty();
            if (node.value() instanceof TableFunction tf) {
                r = tableFunction(tf, parsed.lexed());
            } else if (node.value() instanceof net.sf.jsqlparser.schema.Table t
                    && !(node.parent() instanceof Column) && !(node.parent() instanceof AllTableColumns)) {
                r = table(t, node, parsed.lexed(), request.catalog());
            }
            if (r.isPresent()) return r;
        }
        return Optional.empty();
    }

    private Optional<Refusal> tableFunction(TableFunction tf, LexedSql lexed) {
        for (net.sf.jsqlparser.expression.Function f : tf.getFunctions()) {
            String name = SqlNames.unquote(f.getMultipartName().get(f.getMultipartName().size() - 1));
            if (f.getMultipartName().size() > 1 || !rules.isTableFunction(name, lexed.dialect())) {
                int position = TokenPositions.of(lexed, name);
                return Optional.of(new Refusal("table-function", Refusal.Kind.SAFETY, "Reading from the table function " + name
                        + TokenPositions.at(position) + " is not allowed in " + lexed.dialect().displayName()
                        + ": table functions can read files, other databases or metadata. Query catalog tables instead.", position));
            }
        }
        return Optional.empty();
    }

    private Optional<Refusal> table(net.sf.jsqlparser.schema.Table t, TreeNode node, LexedSql lexed, Catalog catalog) {
        String raw = t.getName() == null ? "" : t.getName().strip();
        if (raw.startsWith("'") || (raw.startsWith("\"") && lexed.dialect() == Dialect.MYSQL)) {
            return Optional.of(new Refusal("file-as-table", Refusal.Kind.SAFETY, "A string literal is used as a table name;"
                    + " DuckDB reads such a string as a file path or URL and SQLite as any table's name, so askdb refuses it."
                    + " Name a catalog table without quotes or with identifier quotes.", -1));
        }
        String name = SqlNames.unquote(raw);
        String schema = t.getSchemaName() == null ? null : SqlNames.unquote(t.getSchemaName());
        int position = TokenPositions.of(lexed, name);
        if (schema == null && node.isCte(name)) return Optional.empty();
        List<Table> found = catalog == null ? List.of() : resolve(catalog, schema, name);
        String whole = wholeQuotedName(lexed, schema, name);
        if (found.isEmpty() && looksLikeFile(lexed.dialect(), whole)) {
            return Optional.of(new Refusal("file-as-table", Refusal.Kind.SAFETY, "The table name '" + whole + "'"
                    + TokenPositions.at(position) + " looks like a file path or URL, which " + lexed.dialect().displayName()
                    + " reads as a file when no such table exists; askdb refuses it. Query catalog tables instead.", position));
        }
        if (catalog != null) {
            if (found.size() == 1) return Optional.empty();
            if (found.size() > 1) {
                return Optional.of(new Refusal("ambiguous-table", Refusal.Kind.VALIDITY, "Table '" + name + "'" + TokenPositions.at(position)
                        + " is in schemas " + either(found, x -> x.id().schema(), " and ") + (schema == null
                        ? ", and none of them is the default schema" : "") + "; write " + either(found, x -> x.id().displayName(), " or ")
                        + ".", position));
            }
        }
        if (SystemCatalogs.isSystem(lexed.dialect(), schema, name)) {
            String written = schema == null ? name : schema + "." + name;
            return Optional.of(new Refusal("system-catalog", Refusal.Kind.SAFETY, "Table " + written + TokenPositions.at(position)
                    + " is engine metadata (a system catalog), which askdb does not query. Ask about the database's own tables.", position));
        }
        if (catalog == null) return Optional.empty();
        String written = schema == null ? name : schema + "." + name;
        Optional<io.askdb.catalog.OmittedRelation> omitted = catalog.omitted(schema, name);
        if (omitted.isPresent()) {
            io.askdb.catalog.OmittedRelation o = omitted.get();
            String kind = o.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
            return Optional.of(new Refusal("unreadable-table", Refusal.Kind.VALIDITY, Character.toUpperCase(kind.charAt(0))
                    + kind.substring(1) + " " + o.id().displayName() + TokenPositions.at(position) + " cannot be queried: "
                    + catalog.dialect().displayName() + " cannot read its columns (" + o.reason() + "), so askdb left it out"
                    + " of the catalog. Fix or drop it in the database, or query the tables it reads.", position));
        }
        return Optional.of(new Refusal("unknown-table", Refusal.Kind.VALIDITY, "Table '" + written + "'" + TokenPositions.at(position)
                + " does not exist in the database." + TableSuggestions.forUnknown(catalog, name), position));
    }

    /** @return "a, b and c" (or "or") of the tables' schemas or names */
    private static String either(List<Table> found, java.util.function.Function<Table, String> part, String last) {
        List<String> parts = found.stream().map(part).map(String::valueOf).toList();
        if (parts.size() == 1) return parts.get(0);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + last + parts.get(parts.size() - 1);
    }

    /**
     * DuckDB's replacement scans read a table name that is not a table as a file when it names
     * one ({@code FROM "data.csv"}, {@code FROM "s3://b/x.parquet"}; DuckDB "Data Sources" and
     * "Replacement Scans"). A name holding a dot, slash, backslash, colon or glob character is
     * therefore treated as a path in DuckDB and in unknown databases.
     */
    static boolean looksLikeFile(Dialect dialect, String name) {
        if (dialect != Dialect.DUCKDB && dialect != Dialect.GENERIC) return false;
        return name.chars().anyMatch(c -> c == '.' || c == '/' || c == '\\' || c == ':' || c == '*' || c == '?');
    }

    /**
     * JSqlParser splits a quoted name at its dots ({@code "data.csv"} becomes schema {@code data},
     * table {@code csv}); the lexer's tokens tell the one quoted name apart from two names.
     */
    private static String wholeQuotedName(LexedSql lexed, String schema, String name) {
        if (schema == null) return name;
        String joined = schema + "." + name;
        boolean oneToken = lexed.codeTokens().stream()
                .anyMatch(t -> t.kind() == io.askdb.sql.lex.TokenKind.QUOTED_IDENTIFIER && t.identifier().equals(joined));
        return oneToken ? joined : name;
    }

    /** Resolves with the schema, falling back to no schema when it names the default schema (e.g. SQLite "main"). */
    static List<Table> resolve(Catalog catalog, String schema, String name) {
        List<Table> found = catalog.resolve(schema, name);
        boolean isDefault = schema != null && (schema.equalsIgnoreCase(String.valueOf(catalog.defaultSchema()))
                || (catalog.dialect() == Dialect.SQLITE && schema.equalsIgnoreCase("main")));
        if (found.isEmpty() && isDefault) {
            found = catalog.resolve(null, name).stream()
                    .filter(x -> x.id().schema() == null || x.id().schema().equalsIgnoreCase(schema)).toList();
        }
        return found;
    }
}
