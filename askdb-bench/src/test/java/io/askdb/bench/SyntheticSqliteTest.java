package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SyntheticSqliteTest {
    @TempDir
    Path dir;

    private static Catalog read(Path file) {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file.toString(), null), CatalogOptions.NO_SAMPLES).catalog();
    }

    private static Table table(Catalog catalog, int i) {
        return catalog.table(new TableId(null, SyntheticSchema.tableName(i))).orElseThrow();
    }

    @Test
    void should_create_exactly_50_tables_of_8_columns_with_the_documented_foreign_keys_when_n_is_50() {
        Catalog catalog = read(SyntheticSqlite.ensure(dir, 50));

        assertThat(catalog.tables()).hasSize(50);
        assertThat(catalog.tables()).allSatisfy(t -> assertThat(t.columns()).hasSize(8));
        assertThat(catalog.tables().stream().mapToInt(t -> t.foreignKeys().size()).sum())
                .isEqualTo(SyntheticSchema.foreignKeyCount(50)).isEqualTo(65);
        assertThat(table(catalog, 0).foreignKeys()).isEmpty();
        assertThat(table(catalog, 1).foreignKeys()).extracting(ForeignKey::target)
                .containsExactly(new TableId(null, "sales_customer_0000"));
        assertThat(targets(table(catalog, 48))).containsExactlyInAnyOrder("finance_supplier_0047 parent_id", "support_order_0016 owner_id");
        assertThat(table(catalog, 3).columns()).extracting(c -> c.name())
                .containsExactly("id", "name", "email", "category", "city", "notes", "parent_id", "owner_id");
        assertThat(table(catalog, 3).primaryKey()).containsExactly("id");
    }

    private static List<String> targets(Table t) {
        return t.foreignKeys().stream().map(fk -> fk.target().name() + " " + fk.columns().get(0)).toList();
    }

    @Test
    void should_number_names_so_that_name_order_is_index_order_when_listing_tables() {
        assertThat(SyntheticSchema.tableName(0)).isEqualTo("sales_customer_0000");
        assertThat(SyntheticSchema.tableName(4999)).isEqualTo("travel_project_4999");
        assertThat(SyntheticSchema.indexOf("travel_project_4999")).isEqualTo(4999);
        assertThat(SyntheticSchema.indexOf("sales_customer_0001")).isEqualTo(-1);
        assertThat(SyntheticSchema.indexOf("Customer")).isEqualTo(-1);
        assertThat(SyntheticSchema.references(48)).containsExactly(47, 16);
        assertThat(SyntheticSchema.references(49)).containsExactly(48);
    }

    @Test
    void should_reuse_the_file_when_it_is_complete_and_rewrite_it_when_its_version_differs() throws Exception {
        Path file = SyntheticSqlite.ensure(dir, 20);
        FileTime old = FileTime.fromMillis(1_000_000L);
        Files.setLastModifiedTime(file, old);

        assertThat(SyntheticSqlite.ensure(dir, 20)).isEqualTo(file);
        assertThat(Files.getLastModifiedTime(file)).isEqualTo(old);

        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("PRAGMA user_version = 1");
        }
        assertThat(SyntheticSqlite.complete(file, 20)).isFalse();
        SyntheticSqlite.ensure(dir, 20);

        assertThat(SyntheticSqlite.complete(file, 20)).isTrue();
        assertThat(read(file).tables()).hasSize(20);
    }
}
