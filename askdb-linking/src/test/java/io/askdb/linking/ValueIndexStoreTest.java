package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValueIndexStoreTest {
    @TempDir
    Path dir;

    private static Catalog withTables(Catalog c, List<Table> tables) {
        return new Catalog(c.dialect(), c.defaultSchema(), tables);
    }

    private static Table grown(Table t) {
        return new Table(t.id(), t.kind(), t.comment(), t.columns(), t.primaryKey(), t.foreignKeys(), t.rowEstimate() + 100);
    }

    @Test
    void should_read_only_changed_tables_when_the_index_is_refreshed() {
        Catalog catalog = ChinookValues.catalog();
        AtomicInteger read = new AtomicInteger();
        ValueSource source = ChinookValues.source(read);
        ValueIndexStats first = ValueIndexStore.open(dir).index(catalog, source, IndexProgress.NONE);
        assertThat(first.rebuilt()).isEqualTo(11);
        assertThat(first.values()).isGreaterThan(5_000);
        assertThat(read).hasValue(11);

        ValueIndexStats again = ValueIndexStore.open(dir).index(catalog, source, IndexProgress.NONE);
        assertThat(List.of(again.reused(), again.rebuilt(), again.removed(), again.values()))
                .containsExactly(11, 0, 0, first.values());
        assertThat(read).as("nothing read from the database when nothing changed").hasValue(11);

        List<Table> tables = new ArrayList<>(catalog.tables());
        tables.replaceAll(t -> t.id().name().equals("Genre") ? grown(t) : t);
        tables.removeIf(t -> t.id().name().equals("Playlist"));
        ValueIndexStats changed = ValueIndexStore.open(dir).index(withTables(catalog, tables), source, IndexProgress.NONE);
        assertThat(List.of(changed.tables(), changed.reused(), changed.rebuilt(), changed.removed())).containsExactly(10, 9, 1, 1);
        assertThat(changed.values()).as("the 14 distinct playlist names are gone").isEqualTo(first.values() - 14);
        assertThat(read).hasValue(12);
    }

    @Test
    void should_read_tables_again_when_their_columns_were_not_reached() {
        Catalog catalog = ChinookValues.catalog();
        AtomicInteger read = new AtomicInteger();
        ValueSource full = ChinookValues.source(read);
        ValueSource outOfTime = tables -> {
            ValueBatch b = full.read(tables);
            List<StoredColumn> kept = b.columns().stream().filter(c -> !c.table().name().equals("Track")).toList();
            return new ValueBatch(kept, Map.of(new TableId(null, "Track"), List.of("Name", "Composer")));
        };
        ValueIndexStats partial = ValueIndexStore.open(dir).index(catalog, outOfTime, IndexProgress.NONE);
        assertThat(partial.notReached()).isEqualTo(Map.of(new TableId(null, "Track"), List.of("Name", "Composer")));
        ValueIndexStats next = ValueIndexStore.open(dir).index(catalog, full, IndexProgress.NONE);
        assertThat(List.of(next.reused(), next.rebuilt())).containsExactly(10, 1);
        assertThat(next.notReached()).isEmpty();
        assertThat(next.values()).isGreaterThan(partial.values() + 3_000);
    }
}
