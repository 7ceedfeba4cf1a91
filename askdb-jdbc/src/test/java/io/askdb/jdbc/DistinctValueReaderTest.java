package io.askdb.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DistinctValueReaderTest {
    @TempDir
    Path dir;

    private static Map<String, ColumnValues> byColumn(DistinctValues values) {
        return values.columns().stream().collect(Collectors.toMap(c -> c.table().name() + "." + c.column(), c -> c));
    }

    @Test
    void should_read_names_and_skip_keys_when_reading_a_chinook_copy() throws Exception {
        Path copy = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"), StandardCopyOption.REPLACE_EXISTING);
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(copy.toString(), null);
        Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        DistinctValues values = new DistinctValueReader(source, DistinctValueOptions.DEFAULT).read(catalog.tables());
        Map<String, ColumnValues> columns = byColumn(values);
        assertThat(columns.get("Artist.Name").values()).hasSize(275).contains("Led Zeppelin", "AC/DC", "Iron Maiden");
        assertThat(columns.get("Customer.FirstName").values()).contains("Luís", "Helena");
        assertThat(columns.get("Track.Composer").values()).contains("Jimi Hendrix");
        assertThat(columns.get("Playlist.Name").values()).hasSize(14).contains("Grunge", "Heavy Metal Classic");
        assertThat(columns).doesNotContainKeys("Artist.ArtistId", "Album.ArtistId", "InvoiceLine.InvoiceLineId");
        assertThat(values.notReached()).isEmpty();
    }

    @Test
    void should_keep_at_most_max_values_and_mark_truncated_when_a_column_has_more() throws Exception {
        Path file = SqliteFiles.create(dir.resolve("t.sqlite"),
                "CREATE TABLE t (code TEXT, note TEXT, label TEXT)",
                "INSERT INTO t VALUES ('a', 'short', 'x'), ('b', '" + "long text ".repeat(20) + "', 'x'), ('c', NULL, 'y')");
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), null);
        Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        DistinctValues values = new DistinctValueReader(source, new DistinctValueOptions(2, 100, Duration.ofSeconds(5)))
                .read(catalog.tables());
        Map<String, ColumnValues> columns = byColumn(values);
        assertThat(columns.get("t.code").values()).hasSize(2);
        assertThat(columns.get("t.code").truncated()).isTrue();
        assertThat(columns.get("t.label").values()).containsExactlyInAnyOrder("x", "y");
        assertThat(columns.get("t.label").truncated()).isFalse();
        assertThat(columns).as("half of note's values are over 100 characters: free text").doesNotContainKey("t.note");
    }

    @Test
    void should_quote_hostile_names_and_read_schemas_when_reading_h2() throws Exception {
        String url = "jdbc:h2:mem:askdb_distinct_h2;DB_CLOSE_DELAY=-1";
        try (Connection keeper = DriverManager.getConnection(url); Statement st = keeper.createStatement()) {
            st.execute("CREATE SCHEMA crm");
            st.execute("CREATE TABLE crm.\"Order \"\"x\" (id INTEGER PRIMARY KEY, \"select\" VARCHAR(20), customer_id INTEGER)");
            st.execute("INSERT INTO crm.\"Order \"\"x\" VALUES (1, 'Paris', 7), (2, 'Paris', 8), (3, 'Lyon', 9)");
            ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(url, null);
            Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
            DistinctValueReader reader = new DistinctValueReader(source, DistinctValueOptions.DEFAULT);
            Table order = catalog.table(new TableId("CRM", "Order \"x")).orElseThrow();
            assertThat(reader.sql(order, order.column("select").orElseThrow()))
                    .isEqualTo("SELECT DISTINCT \"select\" FROM \"CRM\".\"Order \"\"x\" WHERE \"select\" IS NOT NULL LIMIT 20001");
            DistinctValues values = reader.read(List.of(order));
            assertThat(values.columns()).singleElement().satisfies(c -> {
                assertThat(c.column()).isEqualTo("select");
                assertThat(c.values()).containsExactlyInAnyOrder("Paris", "Lyon");
            });
        }
    }

    @Test
    void should_read_values_when_reading_duckdb() throws Exception {
        Path file = dir.resolve("v.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE city (city_id INTEGER PRIMARY KEY, name VARCHAR, country VARCHAR)");
            st.execute("INSERT INTO city VALUES (1, 'São Paulo', 'Brazil'), (2, 'Paris', 'France'), (3, 'Lyon', 'France')");
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), null);
        Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        Map<String, ColumnValues> columns = byColumn(new DistinctValueReader(source, DistinctValueOptions.DEFAULT).read(catalog.tables()));
        assertThat(columns.keySet()).containsExactlyInAnyOrder("city.name", "city.country");
        assertThat(columns.get("city.country").values()).containsExactlyInAnyOrder("Brazil", "France");
        assertThat(columns.get("city.name").values()).contains("São Paulo");
    }

    @Test
    void should_report_columns_not_reached_when_the_budget_is_spent() throws Exception {
        Path file = SqliteFiles.create(dir.resolve("b.sqlite"), "CREATE TABLE t (a TEXT, b TEXT)", "CREATE TABLE u (c TEXT)",
                "INSERT INTO t VALUES ('x', 'y')");
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), null);
        Catalog catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        DistinctValueReader reader = new DistinctValueReader(source, Dialect.SQLITE, DistinctValueOptions.DEFAULT);
        long now = System.nanoTime();
        DistinctValues values = reader.read(catalog.tables(), now, now - 1);
        assertThat(values.columns()).isEmpty();
        assertThat(values.notReached()).isEqualTo(Map.of(new TableId(null, "t"), List.of("a", "b"), new TableId(null, "u"), List.of("c")));
        assertThatThrownBy(() -> new DistinctValueOptions(10, 100, Duration.ofMillis(10)))
                .hasMessageContaining("DistinctValueOptions.budget must be at least 1 second");
    }
}
