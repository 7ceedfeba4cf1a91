package io.askdb.linking;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * Where the value index gets a database's distinct values from: in the app, askdb-jdbc's
 * {@code DistinctValueReader}. Called only for the tables whose definition changed since the
 * index was last written.
 *
 * @since 0.2
 */
@FunctionalInterface
public interface ValueSource {
    /**
     * @param tables the tables to read; not null, possibly empty
     * @return their columns' distinct values and the columns not reached
     * @throws io.askdb.error.AskdbException when the database cannot be reached
     */
    ValueBatch read(List<Table> tables);
}
