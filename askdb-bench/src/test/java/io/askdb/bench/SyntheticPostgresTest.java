package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

class SyntheticPostgresTest {
    @Test
    void should_create_the_tables_in_schema_askdb_bench_and_drop_it_on_close_when_given_a_postgres_url() throws Exception {
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().start()) {
            String url = pg.getJdbcUrl("postgres", "postgres") + "&user=postgres";
            Catalog catalog;
            try (SyntheticPostgres db = SyntheticPostgres.create(url, 30)) {
                catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(db.url(), db.credentials()), CatalogOptions.NO_SAMPLES)
                        .catalog();
                assertThat(db.description()).isEqualTo("the given PostgreSQL, schema askdb_bench");
            }

            assertThat(catalog.tables()).hasSize(30).allSatisfy(t -> assertThat(t.id().schema()).isEqualTo("askdb_bench"));
            assertThat(catalog.tables().stream().mapToInt(t -> t.foreignKeys().size()).sum()).isEqualTo(SyntheticSchema.foreignKeyCount(30));
            assertThat(catalog.tables().stream().mapToLong(Table::rowEstimate).sum()).isEqualTo(90);
            try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM information_schema.schemata WHERE schema_name = 'askdb_bench'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }
}
