package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexedSql;
import java.util.Locale;
import java.util.Optional;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.Top;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Guard layer 3: parses the statement with JSqlParser and walks the whole tree. Only queries may
 * run: SELECT (with set operations), WITH ... SELECT and VALUES. Refused anywhere in the tree:
 * data-modifying CTEs (even unused ones, which PostgreSQL still runs), SELECT ... INTO, MySQL
 * INTO OUTFILE, locking clauses and any nested statement that is not a query. Recursive CTEs are
 * judged by the cost layer ({@link CostBoundLayer}), which passes only bounded ones. Unparsable
 * SQL is refused (fail closed).
 */
final class QueryShapeLayer implements GuardLayer {
    private final QueryParser parser;

    QueryShapeLayer(QueryParser parser) {
        this.parser = parser;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) {
            return Optional.of(new Refusal("unparsable", Refusal.Kind.VALIDITY, "The SQL could not be parsed: " + parsed.error()
                    + ". Write one " + request.dialect().displayName() + " SELECT statement.", parsed.errorPosition()));
        }
        LexedSql lexed = parsed.lexed();
        Statement root = parsed.statement();
        if (!(root instanceof Select)) {
            String kind = kindOf(root);
            return Optional.of(new Refusal("not-a-query", Refusal.Kind.SAFETY, StatementKindLayer.notAQuery(kind),
                    TokenPositions.of(lexed, kind.split(" ")[0])));
        }
        for (TreeNode node : parsed.nodes()) {
            Optional<Refusal> r = inspect(node, root, lexed);
            if (r.isPresent()) return r;
        }
        return Optional.empty();
    }

    private Optional<Refusal> inspect(TreeNode node, Statement root, LexedSql lexed) {
        Object v = node.value();
        if (v instanceof WithItem<?> item && !(item.getStatement() instanceof Select)) {
            String name = SyntaxTreeWalk.cteName(item);
            return safety("data-modifying-cte", "The WITH clause '" + name + "' holds a statement that changes data; such"
                    + " a clause runs even when its result is unused. askdb only reads data: use SELECT in every WITH clause.",
                    TokenPositions.of(lexed, name));
        }
        if (v instanceof WithItem<?> item && item.getWithFunctionDeclaration() != null) {
            return safety("not-a-query", "A WITH clause declares a function; askdb only runs queries.", TokenPositions.of(lexed, "FUNCTION"));
        }
        if (v instanceof Statement st && !(v instanceof Select)) {
            String kind = kindOf(st);
            return safety("not-a-query", "The query holds a nested " + kind + " statement; " + StatementKindLayer.notAQuery(kind),
                    TokenPositions.of(lexed, kind.split(" ")[0]));
        }
        if (v instanceof PlainSelect ps && (nonEmpty(ps.getIntoTables()) || ps.getIntoTempTable() != null || ps.getMySqlSelectIntoClause() != null)) {
            return safety("select-into", "SELECT ... INTO writes a table, file or variable; askdb only reads data. Remove the INTO clause.",
                    TokenPositions.of(lexed, "INTO"));
        }
        if (v instanceof PlainSelect ps && nonEmpty(ps.getSettings())) {
            return safety("settings-clause", "The SETTINGS clause changes server settings; askdb refuses it.", TokenPositions.of(lexed, "SETTINGS"));
        }
        if (v instanceof Select s && (s.getForMode() != null || nonEmpty(s.getForUpdateTables()) || s.isSkipLocked() || s.isNoWait() || s.getWait() != null)) {
            String mode = s.getForMode() == null ? "UPDATE" : s.getForMode().toString().replace('_', ' ');
            return safety("locking-clause", "FOR " + mode + " locks rows and needs write access; askdb only reads data."
                    + " Remove the locking clause.", TokenPositions.of(lexed, "FOR"));
        }
        if (v instanceof Select s && s.getMySqlProcedureAnalyse() != null) {
            return safety("not-a-query", "PROCEDURE ANALYSE calls a server procedure; askdb only runs plain queries.", TokenPositions.of(lexed, "PROCEDURE"));
        }
        if (v instanceof net.sf.jsqlparser.expression.JdbcParameter || v instanceof net.sf.jsqlparser.expression.JdbcNamedParameter) {
            return Optional.of(new Refusal("unbound-parameter", Refusal.Kind.VALIDITY, "The query has a parameter placeholder ("
                    + v + ") and askdb binds no parameters; write the value into the SQL instead.", TokenPositions.of(lexed, v.toString())));
        }
        if (v instanceof Top top && lexed.dialect() != Dialect.GENERIC && !rewritableTop(top, node, root)) {
            return Optional.of(new Refusal("top-not-supported", Refusal.Kind.VALIDITY, "TOP is not " + lexed.dialect().displayName()
                    + " syntax; use LIMIT n at the end of the query.", TokenPositions.of(lexed, "TOP")));
        }
        return Optional.empty();
    }

    /** TOP n on the outermost SELECT, with a literal n and no other limit, is rewritten to LIMIT by the row limiter. */
    static boolean rewritableTop(Top top, TreeNode node, Statement root) {
        return node.parent() == root && root instanceof PlainSelect ps && ps.getLimit() == null && ps.getFetch() == null
                && top.getExpression() instanceof LongValue && !top.isPercentage() && !top.isWithTies();
    }

    private static boolean nonEmpty(java.util.Collection<?> c) {
        return c != null && !c.isEmpty();
    }

    private static Optional<Refusal> safety(String rule, String message, int position) {
        return Optional.of(new Refusal(rule, Refusal.Kind.SAFETY, message, position));
    }

    /** "CreateTable" gives "CREATE TABLE"; "ExplainStatement" gives "EXPLAIN". */
    static String kindOf(Statement st) {
        String name = st.getClass().getSimpleName().replaceFirst("^Parenthesed", "").replaceFirst("Statement$", "");
        return name.replaceAll("([a-z])([A-Z])", "$1 $2").toUpperCase(Locale.ROOT);
    }
}
