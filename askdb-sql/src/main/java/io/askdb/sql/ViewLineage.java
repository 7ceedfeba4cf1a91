package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.guard.GuardRequest;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.PolicyLineage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.create.view.CreateView;
import net.sf.jsqlparser.statement.select.Select;

/**
 * The access policy follows views to their base columns. Each view's definition
 * ({@link Table#definition()}) is parsed with JSqlParser and resolved as the guard resolves a
 * query ({@link ViewQuery}); views that read views are done after those, so lineage runs through
 * nested views. The effective policy adds, by exact name:
 * <ul>
 *   <li>a <b>hidden view column</b> for each one that shows a hidden column, or a masked column
 *       through any expression, set operation or DISTINCT (the result would reveal its values);</li>
 *   <li>a <b>masked view column</b>, with the base column's rule, for each one that shows a masked
 *       column bare;</li>
 *   <li>a <b>hidden view</b> when it reads a hidden table or an engine catalog; when a hidden or
 *       masked column decides which rows it shows or their order (WHERE, JOIN ON, GROUP BY, HAVING,
 *       ORDER BY, a subquery's filter: {@code WHERE ssn LIKE '1%'} is an oracle on the hidden
 *       value, so such a view is hidden whole, not only the column); when it reads a table whose
 *       rows the policy restricts ({@link Policy#filteredThroughKeys}: own row filters and filters inherited through foreign keys) and the policy names no row filter for
 *       the view itself; when, under a policy that protects something, it calls a function off
 *       the dialect's allow-list ({@link FunctionRules}, the guard's own: a user-defined function
 *       may read any table); when every column it shows is hidden; and when its definition cannot be read, parsed or followed and the view
 *       reads or may read protected data (any table with hidden or masked columns, a filtered table,
 *       or, for an unreadable definition, a table function, an unknown table or views that read each
 *       other, anything while the policy protects something).</li>
 * </ul>
 * Under a policy that protects nothing, views stay as they are (only those over engine catalogs
 * are hidden). Thread-safe; the last few results are kept (keyed by the catalog object and the
 * declared policy), so the parts that share a memoized catalog compute it once.
 *
 * @since 0.7
 */
public final class ViewLineage implements PolicyLineage {
    /** Recent results, shared by every instance: the agent's catalog, the guard and the executor ask for the same catalog. */
    private static final int MEMO_SIZE = 8;
    private static final List<Memo> MEMO = new java.util.LinkedList<>();

    private final QueryParser parser = new QueryParser();
    /** The guard's own lists: a view calling anything else (a user-defined function, a macro) may read any table. */
    private static final FunctionRules FUNCTIONS = FunctionRules.load();

    /** One result: the catalog by identity (providers are memoized), the declared policy by value. */
    private record Memo(Catalog full, Policy declared, Policy effective) {
    }

    /** Creates the lineage; it keeps a small cache of parsed definitions and is meant to be shared. */
    public ViewLineage() {
        // no configuration
    }

    @Override
    public Policy effective(Policy declared, Catalog full) {
        if (full.tables().stream().noneMatch(Table::derived)) return declared;
        synchronized (MEMO) {
            for (Memo m : MEMO) {
                if (m.full() == full && m.declared().equals(declared)) return m.effective();
            }
        }
        Run run = new Run(declared, full);
        for (Table t : full.tables()) {
            if (t.derived()) run.view(t);
        }
        Policy effective = run.effective();
        synchronized (MEMO) {
            MEMO.add(0, new Memo(full, declared, effective));
            if (MEMO.size() > MEMO_SIZE) MEMO.remove(MEMO_SIZE);
        }
        return effective;
    }

    /** One computation over one catalog: what views add so far, views done, views in progress. */
    private final class Run implements ViewQuery.Protection {
        private final Policy declared;
        private final Catalog full;
        private final Map<TableId, Table> byId = new HashMap<>();
        private final Set<TableId> done = new HashSet<>();
        private final Set<TableId> inProgress = new HashSet<>();
        private final Set<TableId> hiddenViews = new LinkedHashSet<>();
        private final Map<TableId, Map<String, Taint>> viewColumns = new LinkedHashMap<>();
        /** Tables restricted to the caller's rows: own row filters and filters inherited through foreign keys. */
        private final Set<TableId> restricted;

        Run(Policy declared, Catalog full) {
            this.declared = declared;
            this.full = full;
            this.restricted = declared.rowFilters().isEmpty() ? Set.of() : declared.filteredThroughKeys(full).keySet();
            for (Table t : full.tables()) byId.put(t.id(), t);
        }

        @Override
        public boolean hidesTable(TableId id) {
            return hiddenViews.contains(id) || declared.hidesTable(id);
        }

        @Override
        public Taint column(TableId id, String column) {
            if (hidesTable(id) || declared.hidesColumn(id, column)) return Taint.HIDDEN;
            Taint t = declared.masking(id, column).map(Taint::masked).orElse(Taint.CLEAR);
            Map<String, Taint> derived = viewColumns.get(id);
            return derived == null ? t : t.max(derived.getOrDefault(column, Taint.CLEAR));
        }

        /** Follows one view (the views it reads first); a fault while following it counts as unreadable. */
        void view(Table view) {
            if (done.contains(view.id()) || !inProgress.add(view.id())) return;
            try {
                Parsed p = parse(view);
                if (p != null) {
                    for (TableId id : p.resolution().shape().tables()) {
                        Table read = byId.get(id);
                        if (read != null && read.derived() && !id.equals(view.id())) view(read);
                    }
                }
                apply(view, p);
            } catch (RuntimeException e) {
                viewColumns.remove(view.id());
                if (!declared.isOpen()) hiddenViews.add(view.id());
            } finally {
                inProgress.remove(view.id());
                done.add(view.id());
            }
        }

        private void apply(Table view, Parsed p) {
            if (hidesTable(view.id())) return;
            if (p == null) {
                if (!declared.isOpen()) hiddenViews.add(view.id());
                return;
            }
            ViewQuery q = new ViewQuery(this, full, p.resolution(), p.query());
            boolean cyclic = q.read().stream().anyMatch(id -> inProgress.contains(id) && !done.contains(id));
            boolean unresolved = cyclic || q.unresolved() != null || !p.resolution().violations().isEmpty()
                    || q.output().size() != view.columns().size();
            boolean readsProtected = q.read().stream().anyMatch(this::protectedTable);
            boolean filtered = q.read().stream().anyMatch(restricted::contains) && declared.rowFilter(view.id()).isEmpty();
            boolean opaqueCall = !declared.isOpen() && p.nodes().stream().anyMatch(n -> !pure(n, full.dialect()));
            boolean nothingVisible = !q.output().isEmpty() && q.output().stream().allMatch(t -> t.level() == Taint.Level.HIDDEN);
            if (q.hiddenRead() != null || q.leak() != null || filtered || opaqueCall || (!unresolved && nothingVisible)
                    || (unresolved && (readsProtected || ((q.mayReadMore() || cyclic) && !declared.isOpen())))) {
                hiddenViews.add(view.id());
                return;
            }
            if (unresolved) return;
            Map<String, Taint> columns = new HashMap<>();
            for (int i = 0; i < view.columns().size(); i++) {
                if (!q.output().get(i).clear()) columns.put(view.columns().get(i).name(), q.output().get(i));
            }
            if (!columns.isEmpty()) viewColumns.put(view.id(), columns);
        }

        private boolean protectedTable(TableId id) {
            Table t = byId.get(id);
            if (t == null || hidesTable(id) || restricted.contains(id) || viewColumns.containsKey(id)) return true;
            return t.columns().stream().anyMatch(c -> !column(id, c.name()).clear());
        }

        /** @return the declared policy with an exact-name entry for each hidden view and each protected view column */
        Policy effective() {
            List<NamePattern> tables = hiddenViews.stream().map(ViewLineage::tablePattern).toList();
            List<NamePattern> hidden = new ArrayList<>();
            List<MaskedColumn> masked = new ArrayList<>();
            for (Map.Entry<TableId, Map<String, Taint>> e : viewColumns.entrySet()) {
                for (Map.Entry<String, Taint> c : e.getValue().entrySet()) {
                    NamePattern pattern = columnPattern(e.getKey(), c.getKey());
                    if (c.getValue().level() == Taint.Level.HIDDEN) hidden.add(pattern);
                    else masked.add(new MaskedColumn(pattern, c.getValue().rule()));
                }
            }
            return declared.plus(tables, hidden, masked);
        }

        private Parsed parse(Table view) {
            if (view.definition() == null) return null;
            ParsedQuery parsed = parser.parse(new GuardRequest(view.definition(), full.dialect(), full, 1));
            if (!parsed.parsed()) return null;
            Statement st = parsed.statement();
            Select query = st instanceof CreateView cv ? cv.getSelect() : st instanceof Select s ? s : null;
            if (query == null) return null;
            ParsedQuery body = new ParsedQuery(parsed.lexed(), query, List.of(), null, -1);
            return new Parsed(query, CatalogComplianceValidator.resolve(body, full), parsed.nodes());
        }
    }

    /** A view's query and its resolution against the full catalog. */
    private record Parsed(Select query, Resolution resolution, List<TreeNode> nodes) {
    }

    /** @return false for a call the dialect's allow-list of pure functions does not hold (a table function counts as a call too) */
    private static boolean pure(TreeNode node, io.askdb.dialect.Dialect dialect) {
        List<String> name = node.value() instanceof net.sf.jsqlparser.expression.Function f ? f.getMultipartName()
                : node.value() instanceof net.sf.jsqlparser.expression.AnalyticExpression a ? List.of(a.getName()) : null;
        if (name == null || name.isEmpty()) return true;
        String last = SqlNames.unquote(name.get(name.size() - 1));
        if (node.parent() instanceof net.sf.jsqlparser.statement.select.TableFunction) return FUNCTIONS.isTableFunction(last, dialect);
        return name.size() == 1 && FUNCTIONS.check(last, dialect) == FunctionRules.Verdict.ALLOWED;
    }

    static NamePattern tablePattern(TableId id) {
        return new NamePattern(id.schema() == null ? quote(id.name()) : quote(id.schema()) + "." + quote(id.name()));
    }

    static NamePattern columnPattern(TableId id, String column) {
        String table = id.schema() == null ? quote(id.name()) : quote(id.schema()) + "." + quote(id.name());
        return new NamePattern(table + "." + quote(column));
    }

    private static String quote(String part) {
        return '"' + part.replace("\"", "\"\"") + '"';
    }
}
