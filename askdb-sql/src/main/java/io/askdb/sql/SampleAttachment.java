package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.parser.ASTNodeAccess;
import net.sf.jsqlparser.parser.Node;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Puts the sample clauses that {@link SampleClauses} took out of a statement back into the tree
 * JSqlParser read without them, at the place the engine reads them (JSqlParser's token positions
 * give each node's extent in the text, which the blanking left unchanged):
 * <ul>
 *   <li>a {@code TABLESAMPLE} on the FROM or JOIN item that ends right before it (a table with its
 *       alias, or a subquery with its alias): DuckDB samples that item;</li>
 *   <li>a {@code USING SAMPLE} on the query it ends the body of: the last SELECT before it inside
 *       the same parentheses, which is then a {@link SampledSelect}. DuckDB samples that query's
 *       FROM result (after its joins, before WHERE: measured on DuckDB 1.4, and the "Samples"
 *       page: the clause "samples after the entire from clause has been resolved").</li>
 * </ul>
 * A clause with no such place, or two on one place, fails the parse (fail closed).
 */
final class SampleAttachment {
    private SampleAttachment() {
    }

    /**
     * @param statement the tree read from the blanked text
     * @param nodes     the tree's nodes ({@link SyntaxTreeWalk})
     * @param clauses   the clauses taken out, in text order
     * @param lexed     the statement's tokens (offsets of the blanked text are theirs)
     * @return the tree with the clauses in it (the root may be a new object)
     * @throws ParseException when a clause has no place in the tree
     */
    static Statement attach(Statement statement, List<TreeNode> nodes, List<SampleClauses.Clause> clauses, LexedSql lexed)
            throws ParseException {
        Map<Object, LiteralSample> queries = new IdentityHashMap<>();
        for (SampleClauses.Clause clause : clauses) {
            Object place = clause.table() ? fromItemBefore(clause, nodes, lexed) : queryOf(clause, nodes, lexed);
            boolean taken = place == null || queries.containsKey(place)
                    || (place instanceof FromItem item && !(place instanceof PlainSelect) && item.getSampleClause() != null);
            if (taken) {
                throw new ParseException("askdb cannot tell which " + (clause.table() ? "table" : "query") + " the sample clause at "
                        + lineColumn(lexed.sql(), clause.start()) + " samples; write USING SAMPLE after a query's FROM, WHERE,"
                        + " GROUP BY or HAVING clause, or TABLESAMPLE right after a table");
            }
            LiteralSample sample = new LiteralSample(clause);
            if (clause.table()) ((FromItem) place).setSampleClause(sample);
            else queries.put(place, sample);
        }
        if (queries.isEmpty()) return statement;
        return (Statement) TreeRewrite.replace(statement, n -> queries.containsKey(n) ? SampledSelect.of((PlainSelect) n, queries.get(n)) : n);
    }

    private static Object fromItemBefore(SampleClauses.Clause clause, List<TreeNode> nodes, LexedSql lexed) {
        int before = previousEnd(lexed, clause.start());
        Object found = null;
        for (TreeNode n : nodes) {
            if (!(n.value() instanceof FromItem item) || !(n.value() instanceof ASTNodeAccess access) || !inFrom(item, n.parent())) continue;
            int[] extent = extent(access, lexed.sql());
            if (extent == null || extent[1] != before) continue;
            if (found != null && found != item) return null;
            found = item;
        }
        return found;
    }

    private static boolean inFrom(FromItem item, Object parent) {
        if (parent instanceof PlainSelect ps) return ps.getFromItem() == item;
        if (parent instanceof Join j) return j.getFromItem() == item;
        if (parent instanceof ParenthesedFromItem pf) return pf.getFromItem() == item;
        return false;
    }

    private static Object queryOf(SampleClauses.Clause clause, List<TreeNode> nodes, LexedSql lexed) {
        List<SqlToken> code = lexed.codeTokens();
        int[] depth = new int[code.size()];
        int d = 0;
        for (int i = 0; i < code.size(); i++) {
            if (code.get(i).isSymbol(')')) d--;
            depth[i] = d;
            if (code.get(i).isSymbol('(')) d++;
        }
        Object best = null;
        int bestStart = -1;
        for (TreeNode n : nodes) {
            if (!(n.value() instanceof PlainSelect ps) || ps.getASTNode() == null) continue;
            int[] extent = extent(ps, lexed.sql());
            if (extent == null || extent[0] >= clause.start() || extent[0] <= bestStart) continue;
            if (sameGroup(code, depth, extent[0], clause)) {
                best = ps;
                bestStart = extent[0];
            }
        }
        return best;
    }

    /** Whether the token at {@code start} stands at the clause's depth and no token between them is outside it. */
    private static boolean sameGroup(List<SqlToken> code, int[] depth, int start, SampleClauses.Clause clause) {
        boolean begun = false;
        for (int i = 0; i < code.size() && code.get(i).start() < clause.start(); i++) {
            if (code.get(i).start() == start) {
                if (depth[i] != clause.depth() || !code.get(i).isWord("SELECT")) return false;
                begun = true;
            } else if (begun && depth[i] < clause.depth()) {
                return false;
            }
        }
        return begun;
    }

    /** @return the offsets of a node's first character and just past its last, or null when the parser kept none */
    private static int[] extent(ASTNodeAccess access, String text) {
        Node node = access.getASTNode();
        if (node == null || node.jjtGetFirstToken() == null || node.jjtGetLastToken() == null) return null;
        Token first = node.jjtGetFirstToken();
        Token last = node.jjtGetLastToken();
        return new int[] {SchemaQualifier.offset(text, first.beginLine, first.beginColumn), SchemaQualifier.offset(text, last.endLine, last.endColumn) + 1};
    }

    private static int previousEnd(LexedSql lexed, int offset) {
        int end = -1;
        for (SqlToken t : lexed.codeTokens()) {
            if (t.start() >= offset) break;
            end = t.end();
        }
        return end;
    }

    private static String lineColumn(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return "line " + line + ", column " + (offset - lineStart + 1);
    }
}
