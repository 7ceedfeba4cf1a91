package io.askdb.app.runtime;

import io.askdb.catalog.Table;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.StoredColumn;
import io.askdb.linking.ValueBatch;
import io.askdb.linking.ValueSource;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.policy.Policy;
import io.askdb.policy.PolicyLineage;
import java.util.List;

/**
 * The distinct values of a database's text columns, read by askdb-jdbc's reader with
 * {@link DistinctValueOptions#DEFAULT}, without the columns the access policy hides or masks:
 * their values never enter a value index or a prompt. When views are among the tables, the policy
 * is first followed through them ({@link PolicyLineage}) over a fresh read of the full catalog
 * (without samples), so a view column that shows a masked column is skipped too.
 */
final class UnmaskedValues implements ValueSource {
    private final DistinctValueReader reader;
    private final ReadOnlyConnectionSource source;
    private final Policy policy;
    private final PolicyLineage lineage;

    UnmaskedValues(ReadOnlyConnectionSource source, Policy policy, PolicyLineage lineage) {
        this.reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
        this.source = source;
        this.policy = policy;
        this.lineage = lineage;
    }

    @Override
    public ValueBatch read(List<Table> tables) {
        DistinctValues read = reader.read(unmasked(tables));
        List<StoredColumn> columns = read.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList();
        return new ValueBatch(columns, read.notReached());
    }

    private List<Table> unmasked(List<Table> tables) {
        if (policy.isOpen()) return tables;
        Policy policy = tables.stream().anyMatch(Table::derived)
                ? lineage.effective(this.policy, new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog()) : this.policy;
        return tables.stream().filter(t -> !policy.hidesTable(t.id())).map(t -> t.withColumns(
                t.columns().stream().filter(c -> !policy.hidesColumn(t.id(), c.name()) && policy.masking(t.id(), c.name()).isEmpty())
                        .toList())).toList();
    }
}
