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
import java.util.HashSet;
import java.util.List;
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
 *       rows the policy filters ({@link Policy#filtersRows}) and the policy names no row filter for
 *       the view itself; and when its definition cannot be read, parsed or followed and the view
 *       reads or may read protected data (any table with hidden or masked columns, a filtered table,
 *       or, for an unreadable definition, a table function, an unknown table or views that read each
 *       other, anything while the policy protects something).</li>
 * </ul>
 * Under a policy that protects nothing, views stay as they are (only those over engine catalogs
 * are hidden). Thread-safe and stateless.
 *
 * @since 0.7
 */
public final class ViewLineage implements PolicyLineage {
    private final QueryParser parser = new QueryParser();

    /** Creates the lineage; it keeps a small cache of parsed definitions and is meant to be shared. */
    public ViewLineage() {
        // no configuration
    }

    @Override
    public Policy effective(Policy declared, Catalog full) {
        if (full.tables().stream().noneMatch(Table::derived)) return declared;
        Run run = new Run(declared, full);
        for (Table t : full.tables()) {
            if (t.derived()) run.view(t);
        }
        return run.current;
    }

    /** One computation over one catalog: the policy so far, views done, views in progress. */
    private final class Run {
        private final Policy declared;
        private final Catalog full;
        private final Set<TableId> done = new HashSet<>();
        private final Set<TableId> inProgress = new HashSet<>();
        private Policy current;

        Run(Policy declared, Catalog full) {
            this.declared = declared;
            this.full = full;
            this.current = declared;
        }

        void view(Table view) {
            if (done.contains(view.id()) || !inProgress.add(view.id())) return;
            Parsed p = parse(view);
            if (p != null) {
                for (TableId id : p.resolution().shape().tables()) {
                    full.table(id).filter(Table::derived).filter(v -> !v.id().equals(view.id())).ifPresent(this::view);
                }
            }
            apply(view, p);
            inProgress.remove(view.id());
            done.add(view.id());
        }

        private void apply(Table view, Parsed p) {
            if (current.hidesTable(view.id())) return;
            if (p == null) {
                if (!declared.isOpen()) hide(view);
                return;
            }
            ViewQuery q = new ViewQuery(current, full, p.resolution(), p.query());
            boolean cyclic = cyclic(q);
            boolean unresolved = cyclic || q.unresolved() != null || !p.resolution().violations().isEmpty()
                    || q.output().size() != view.columns().size();
            boolean readsProtected = q.read().stream().anyMatch(this::protectedTable);
            boolean filtered = q.read().stream().anyMatch(current::filtersRows) && current.rowFilter(view.id()).isEmpty();
            if (q.hiddenRead() != null || q.leak() != null || filtered
                    || (unresolved && (readsProtected || ((q.mayReadMore() || cyclic) && !declared.isOpen())))) {
                hide(view);
                return;
            }
            if (unresolved) return;
            List<NamePattern> hidden = new ArrayList<>();
            List<MaskedColumn> masked = new ArrayList<>();
            for (int i = 0; i < view.columns().size(); i++) {
                String column = view.columns().get(i).name();
                Taint t = q.output().get(i);
                if (t.level() == Taint.Level.HIDDEN) hidden.add(columnPattern(view.id(), column));
                if (t.level() == Taint.Level.MASKED) masked.add(new MaskedColumn(columnPattern(view.id(), column), t.rule()));
            }
            current = current.plus(List.of(), hidden, masked);
        }

        private boolean cyclic(ViewQuery q) {
            return q.read().stream().anyMatch(id -> inProgress.contains(id) && !done.contains(id));
        }

        private boolean protectedTable(TableId id) {
            Table t = full.table(id).orElse(null);
            if (t == null || current.hidesTable(id) || current.filtersRows(id)) return true;
            return t.columns().stream().anyMatch(c -> current.hidesColumn(id, c.name()) || current.masking(id, c.name()).isPresent());
        }

        private void hide(Table view) {
            current = current.plus(List.of(tablePattern(view.id())), List.of(), List.of());
        }

        private Parsed parse(Table view) {
            if (view.definition() == null) return null;
            ParsedQuery parsed = parser.parse(new GuardRequest(view.definition(), full.dialect(), full, 1));
            if (!parsed.parsed()) return null;
            Statement st = parsed.statement();
            Select query = st instanceof CreateView cv ? cv.getSelect() : st instanceof Select s ? s : null;
            if (query == null) return null;
            ParsedQuery body = new ParsedQuery(parsed.lexed(), query, List.of(), null, -1);
            return new Parsed(query, CatalogComplianceValidator.resolve(body, full));
        }
    }

    /** A view's query and its resolution against the full catalog. */
    private record Parsed(Select query, Resolution resolution) {
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
