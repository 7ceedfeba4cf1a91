package io.askdb.eval;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Select;

/**
 * Extracts the tables and columns a gold SQL statement uses, for schema-linking recall.
 *
 * <p>The statement is parsed with JSqlParser; table references resolve against the catalog
 * ({@link Catalog#resolve}), and the names of CTEs and derived tables are not tables (the tables
 * inside them are). Columns resolve through FROM aliases; an unqualified column belongs to the
 * one table of its FROM clause that has it, else to an enclosing query's (a correlated
 * subquery); columns that are ambiguous, come from a CTE or derived table, or name no catalog
 * column are left out. Subqueries anywhere (WHERE, SELECT, HAVING, FROM) count. When the parser
 * fails, a token scan keeps the identifiers that name catalog tables, and no columns.
 *
 * @since 0.1
 */
public final class GoldSchema {
    private GoldSchema() {
    }

    /**
     * What a gold statement uses, lower-case. A table is named by its catalog name, qualified
     * as {@code schema.table} only when its schema is not the catalog's default schema; a column
     * is {@code table.column} with the table named the same way.
     *
     * @param tables  tables, in order of first use; not null
     * @param columns columns, in order of first use; not null
     * @since 0.1
     */
    public record Gold(Set<String> tables, Set<String> columns) {
        public Gold {
            tables = Collections.unmodifiableSet(new LinkedHashSet<>(Objects.requireNonNull(tables, "Gold.tables")));
            columns = Collections.unmodifiableSet(new LinkedHashSet<>(Objects.requireNonNull(columns, "Gold.columns")));
        }
    }

    /**
     * @param sql     one gold SQL statement, a trailing semicolon allowed; not null
     * @param catalog the database's catalog; not null
     * @return the tables and columns it uses; empty sets when it names none of the catalog's
     */
    public static Gold of(String sql, Catalog catalog) {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(catalog, "catalog");
        String text = sql.strip();
        while (text.endsWith(";")) text = text.substring(0, text.length() - 1).strip();
        Optional<Select> select = parse(text, catalog.dialect() == Dialect.SQLITE);
        if (select.isPresent()) {
            GoldSchemaWalk walk = new GoldSchemaWalk(catalog);
            walk.select(select.get());
            return new Gold(walk.tables(), walk.columns());
        }
        return new Gold(GoldTableScan.tables(text, catalog), Set.of());
    }

    /** @return the catalog's name for a table: lower-case, schema-qualified only outside the default schema */
    static String name(Table table, Catalog catalog) {
        String schema = table.id().schema();
        boolean qualify = schema != null && !schema.equalsIgnoreCase(String.valueOf(catalog.defaultSchema()));
        return (qualify ? schema + "." + table.id().name() : table.id().name()).toLowerCase(Locale.ROOT);
    }

    /**
     * Resolves a written table reference to exactly one catalog table; a schema naming the
     * default schema (or SQLite's "main") also matches tables catalogued without a schema.
     */
    static Optional<Table> resolve(Catalog catalog, String schema, String name) {
        List<Table> found = catalog.resolve(schema, name);
        boolean isDefault = schema != null && (schema.equalsIgnoreCase(String.valueOf(catalog.defaultSchema()))
                || (catalog.dialect() == Dialect.SQLITE && schema.equalsIgnoreCase("main")));
        if (found.isEmpty() && isDefault) {
            found = catalog.resolve(null, name).stream().filter(t -> t.id().schema() == null || t.id().schema().equalsIgnoreCase(schema)).toList();
        }
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** @return an identifier without its quotes ("x", `x`, [x]), inner doubled quotes undoubled */
    static String unquote(String identifier) {
        if (identifier == null || identifier.length() < 2) return identifier;
        char first = identifier.charAt(0);
        char last = identifier.charAt(identifier.length() - 1);
        String inner = identifier.substring(1, identifier.length() - 1);
        if (first == '"' && last == '"') return inner.replace("\"\"", "\"");
        if (first == '`' && last == '`') return inner.replace("``", "`");
        if (first == '[' && last == ']') return inner;
        return identifier;
    }

    private static Optional<Select> parse(String sql, boolean squareBrackets) {
        for (boolean complex : new boolean[] {false, true}) {
            try {
                CCJSqlParser parser = CCJSqlParserUtil.newParser(sql).withSquareBracketQuotation(squareBrackets).withAllowComplexParsing(complex);
                Statement statement = parser.Statement();
                return statement instanceof Select s ? Optional.of(s) : Optional.empty();
            } catch (ParseException | RuntimeException | StackOverflowError e) {
                // fall through: retry with complex parsing, then give up and scan tokens
            }
        }
        return Optional.empty();
    }
}
