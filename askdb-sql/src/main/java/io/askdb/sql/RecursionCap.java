package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.RowLimiter;
import io.askdb.sql.lex.SqlToken;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Writes a row cap into each recursive CTE whose rows per step depend on the data (its recursive
 * query joins other relations), then hands the statement to the row limiter. Checked on each
 * engine (askdb-sql {@code CostBoundsTest}):
 * <ul>
 *   <li>SQLite: {@code LIMIT n} on the recursive query caps the rows the CTE ever adds in total
 *       (sqlite.org "The WITH Clause", 3.3): {@code n} is {@link CostBounds#maxScanRows()};</li>
 *   <li>PostgreSQL, DuckDB, H2: they refuse LIMIT on a bare recursive term, but take a
 *       parenthesised one, {@code UNION ALL (SELECT ... LIMIT n)}, which caps every step's rows:
 *       {@code n} is the scan bound divided by the proved iterations, so all steps together stay
 *       within {@link CostBounds#maxScanRows()}.</li>
 * </ul>
 * The cap only bounds work: a CTE that reaches it was going to build more rows than the scan
 * bound allows, which on these engines takes about as long as the statement timeout. A statement
 * whose CTE cannot be found in the text is refused by the guard (the limiter throws).
 */
final class RecursionCap implements RowLimiter {
    private final QueryParser parser;
    private final CostBounds bounds;
    private final RowLimiter next;

    RecursionCap(QueryParser parser, CostBounds bounds, RowLimiter next) {
        this.parser = parser;
        this.bounds = bounds;
        this.next = next;
    }

    @Override
    public String limit(GuardRequest request, int limit) {
        return next.limit(request.withSql(capped(request)), limit);
    }

    @Override
    public Optional<String> count(GuardRequest request) {
        return next.count(request.withSql(capped(request)));
    }

    String capped(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed() || !CostBoundLayer.CAPPED.contains(request.dialect())) return request.sql();
        String sql = parsed.lexed().sql();
        List<SqlToken> code = parsed.lexed().codeTokens();
        List<int[]> edits = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (TreeNode node : parsed.nodes()) {
            if (!(node.value() instanceof Select s) || s.getWithItemsList() == null) continue;
            boolean recursiveList = s.getWithItemsList().stream().anyMatch(WithItem::isRecursive) || request.dialect() == Dialect.SQLITE;
            for (WithItem<?> item : s.getWithItemsList()) {
                if (!recursiveList || item.getSelect() == null || !RecursiveCte.selfReferencing(item, request.dialect())) continue;
                RecursiveCte cte = RecursiveCte.of(item, request.dialect());
                if (cte.unbounded() != null || cte.readsOnlySelf()) continue;
                int[] member = member(code, cte.name());
                boolean sqlite = request.dialect() == Dialect.SQLITE;
                String text = sql.substring(member[0], member[1]);
                if (sqlite) {
                    if (hasTopLevel(code, member, "LIMIT")) continue;
                    edits.add(new int[] {member[1], member[1]});
                    texts.add(" LIMIT " + bounds.maxScanRows());
                } else {
                    long cap = CostBoundLayer.stepCap(bounds.maxScanRows(), cte.iterations());
                    boolean wrapped = text.startsWith("(");
                    boolean clauses = hasTopLevel(code, member, "ORDER") || hasTopLevel(code, member, "LIMIT")
                            || hasTopLevel(code, member, "FETCH") || hasTopLevel(code, member, "OFFSET");
                    edits.add(new int[] {member[0], member[1]});
                    texts.add(!wrapped && clauses ? "((" + text + ") LIMIT " + cap + ")" : "(" + text + " LIMIT " + cap + ")");
                }
            }
        }
        StringBuilder out = new StringBuilder(sql);
        for (int i = edits.size() - 1; i >= 0; i--) out.replace(edits.get(i)[0], edits.get(i)[1], texts.get(i));
        return out.toString();
    }

    /** The character range of the recursive query: after the last top-level UNION [ALL] of the CTE's body, to its closing parenthesis. */
    private static int[] member(List<SqlToken> code, String name) {
        for (int i = 0; i + 2 < code.size(); i++) {
            if (!name.equals(code.get(i).lowerIdentifier())) continue;
            int j = i + 1;
            if (code.get(j).isSymbol('(')) j = close(code, j) + 1;
            if (j >= code.size() || !code.get(j).isWord("AS")) continue;
            j++;
            while (j < code.size() && (code.get(j).isWord("NOT") || code.get(j).isWord("MATERIALIZED"))) j++;
            if (j >= code.size() || !code.get(j).isSymbol('(')) continue;
            int end = close(code, j);
            int depth = 0;
            int union = -1;
            for (int k = j + 1; k < end; k++) {
                if (code.get(k).isSymbol('(')) depth++;
                else if (code.get(k).isSymbol(')')) depth--;
                else if (depth == 0 && code.get(k).isWord("UNION")) union = k;
            }
            if (union < 0) break;
            int first = union + 1;
            if (code.get(first).isWord("ALL") || code.get(first).isWord("DISTINCT")) first++;
            return new int[] {code.get(first).start(), code.get(end).start(), first, end};
        }
        throw new IllegalStateException("the recursive WITH clause '" + name + "' was not found in the text to cap its rows");
    }

    private static boolean hasTopLevel(List<SqlToken> code, int[] member, String word) {
        int depth = 0;
        for (int k = member[2]; k < member[3]; k++) {
            if (code.get(k).isSymbol('(')) depth++;
            else if (code.get(k).isSymbol(')')) depth--;
            else if (depth == 0 && code.get(k).isWord(word)) return true;
        }
        return false;
    }

    private static int close(List<SqlToken> code, int open) {
        int depth = 0;
        for (int k = open; k < code.size(); k++) {
            if (code.get(k).isSymbol('(')) depth++;
            else if (code.get(k).isSymbol(')') && --depth == 0) return k;
        }
        throw new IllegalStateException("unbalanced parentheses");
    }
}
