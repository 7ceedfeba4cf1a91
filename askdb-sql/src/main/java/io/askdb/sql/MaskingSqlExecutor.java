package io.askdb.sql;

import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.SqlExecutor;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.policy.Masking;
import io.askdb.policy.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Runs approved SQL with another executor and masks the result's masked columns (access policy,
 * {@link Policy#masked()}). Which result columns are masked is read from the statement: a
 * column whose label is an output name that carries a masked column's values (directly, through
 * an alias, a derived table, a CTE or a {@code *}), under the policy as it follows views
 * ({@link ViewLineage}: a view column shown from a masked column is masked). When the statement cannot be read, every
 * cell is redacted (fail closed). Under a policy that restricts anything ({@link Policy#isOpen} false),
 * a statement's error message loses the quoted text and numbers it does not itself hold
 * ({@link EngineErrorText}) before it reaches the caller, history, trace, repair or MCP, and carries
 * no driver exception (whose text is the engine's own).
 *
 * @since 0.3
 */
public final class MaskingSqlExecutor implements SqlExecutor {
    private final SqlExecutor delegate;
    private final EffectivePolicy policy;
    private final CatalogProvider fullCatalog;
    private final QueryParser parser = new QueryParser();

    /**
     * @param delegate    runs the SQL; not null
     * @param policy      the access policy; not null
     * @param fullCatalog the unfiltered catalog (names resolve as the guard resolved them); not null
     */
    public MaskingSqlExecutor(SqlExecutor delegate, Policy policy, CatalogProvider fullCatalog) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.policy = new EffectivePolicy(Objects.requireNonNull(policy, "policy"), new ViewLineage());
        this.fullCatalog = Objects.requireNonNull(fullCatalog, "fullCatalog");
    }

    private ResultTable run(ApprovedSql sql, ExecutionLimits limits, boolean open) {
        if (open) return delegate.run(sql, limits);
        try {
            return delegate.run(sql, limits);
        } catch (ExecutionException e) {
            String text = e.getMessage() == null ? "the database rejected the statement" : EngineErrorText.redact(e.getMessage(), sql.sql());
            throw new ExecutionException(text, e.sqlState(), e.timedOut(), null);
        }
    }

    @Override
    public ResultTable run(ApprovedSql sql, ExecutionLimits limits) {
        ResultTable table = run(sql, limits, policy.declared().isOpen());
        if (policy.declared().masked().isEmpty()) return table;
        io.askdb.catalog.Catalog full = fullCatalog.catalog();
        Policy effective = policy.of(full);
        ParsedQuery parsed = parser.parse(new GuardRequest(sql.sql(), sql.dialect(), full, sql.rowCap()));
        Map<String, Masking> tainted = parsed.parsed()
                ? new PolicyAnalysis(parsed, full, effective).lineage().tainted() : null;
        List<Masking> perColumn = new ArrayList<>();
        for (ResultColumn c : table.columns()) {
            perColumn.add(tainted == null ? Masking.REDACT : tainted.get(c.name().toLowerCase(Locale.ROOT)));
        }
        if (perColumn.stream().allMatch(Objects::isNull)) return table;
        List<ResultColumn> columns = new ArrayList<>();
        for (int i = 0; i < table.columns().size(); i++) {
            ResultColumn c = table.columns().get(i);
            columns.add(perColumn.get(i) == null ? c : new ResultColumn(c.name(), "masked", java.sql.Types.VARCHAR));
        }
        List<List<Object>> rows = new ArrayList<>();
        for (List<Object> row : table.rows()) {
            List<Object> out = new ArrayList<>(row.size());
            for (int i = 0; i < row.size(); i++) out.add(perColumn.get(i) == null ? row.get(i) : perColumn.get(i).apply(row.get(i)));
            rows.add(out);
        }
        return new ResultTable(columns, rows, table.truncated(), table.elapsedMs(), table.truncatedBy(), table.totalRowCount());
    }
}
