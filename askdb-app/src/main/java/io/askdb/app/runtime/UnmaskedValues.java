package io.askdb.app.runtime;

import io.askdb.catalog.Table;
import io.askdb.jdbc.DistinctValueOptions;
import io.askdb.jdbc.DistinctValueReader;
import io.askdb.jdbc.DistinctValues;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.StoredColumn;
import io.askdb.linking.ValueBatch;
import io.askdb.linking.ValueSource;
import io.askdb.policy.Policy;
import java.util.List;

/**
 * The distinct values of a database's text columns, read by askdb-jdbc's reader with
 * {@link DistinctValueOptions#DEFAULT}, without the columns the access policy hides or masks:
 * their values never enter a value index or a prompt.
 */
final class UnmaskedValues implements ValueSource {
    private final DistinctValueReader reader;
    private final Policy policy;

    UnmaskedValues(ReadOnlyConnectionSource source, Policy policy) {
        this.reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
        this.policy = policy;
    }

    @Override
    public ValueBatch read(List<Table> tables) {
        DistinctValues read = reader.read(unmasked(tables));
        List<StoredColumn> columns = read.columns().stream().map(c -> new StoredColumn(c.table(), c.column(), c.values())).toList();
        return new ValueBatch(columns, read.notReached());
    }

    private List<Table> unmasked(List<Table> tables) {
        if (policy.isOpen()) return tables;
        return tables.stream().filter(t -> !policy.hidesTable(t.id())).map(t -> new Table(t.id(), t.kind(), t.comment(),
                t.columns().stream().filter(c -> !policy.hidesColumn(t.id(), c.name()) && policy.masking(t.id(), c.name()).isEmpty())
                        .toList(), t.primaryKey(), t.foreignKeys(), t.rowEstimate())).toList();
    }
}
