package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DuckDbTest {
    @TempDir
    static Path dir;
    static Path file;

    @BeforeAll
    static void setUp() throws Exception {
        file = dir.resolve("test.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE company (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL)");
            st.execute("INSERT INTO company VALUES (1,'Acme'),(2,'Globex')");
            st.execute("CREATE SCHEMA crm");
            st.execute("CREATE TABLE crm.account (id INTEGER PRIMARY KEY)");
            st.execute("CREATE TABLE crm.company (id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES crm.account(id))");
            st.execute("CREATE VIEW names AS SELECT name FROM company");
            st.execute("CREATE TABLE types (d DECIMAL(10,2), dt DATE, ts TIMESTAMP, u UUID, b BOOLEAN, bl BLOB,"
                    + " l INTEGER[], h HUGEINT, n VARCHAR, iv INTERVAL)");
            st.execute("INSERT INTO types VALUES (12.50, DATE '2024-02-14', TIMESTAMP '2024-02-14 10:30:00',"
                    + " 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', true, '\\x00\\xFF'::BLOB, [1, 2, 3],"
                    + " 170141183460469231731687303715884105727, NULL, INTERVAL 3 DAY)");
        }
    }

    @Test
    void should_read_every_schema_of_the_current_database_when_reading_duckdb() {
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file.toString(), null), CatalogOptions.DEFAULT).catalog();
        assertThat(catalog.dialect()).isEqualTo(Dialect.DUCKDB);
        assertThat(catalog.defaultSchema()).isEqualTo("main");
        assertThat(catalog.tables()).extracting(t -> t.id().displayName() + ":" + t.kind()).containsExactly(
                "crm.account:TABLE", "crm.company:TABLE", "main.company:TABLE", "main.names:VIEW", "main.types:TABLE");
        Table company = catalog.table(new TableId("main", "company")).orElseThrow();
        assertThat(company.primaryKey()).containsExactly("id");
        assertThat(company.rowEstimate()).isEqualTo(2);
        assertThat(company.column("name").orElseThrow().sampleValues()).containsExactly("Acme", "Globex");
        assertThat(catalog.table(new TableId("crm", "company")).orElseThrow().foreignKeys().get(0).target())
                .isEqualTo(new TableId("crm", "account"));
    }

    @Test
    void should_map_duckdb_types_to_json_safe_values() {
        ResultTable r = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(file.toString(), null))
                .run(approve("SELECT * FROM types", Dialect.DUCKDB), ExecutionLimits.DEFAULT);
        List<Object> row = r.rows().get(0);
        assertThat(row.subList(0, 6)).containsExactly(new BigDecimal("12.50"), "2024-02-14", "2024-02-14T10:30:00",
                "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", true, Map.of("base64", "AP8=", "length", 2L, "truncated", false));
        assertThat(row.get(6)).isEqualTo(List.of(1L, 2L, 3L));
        assertThat(row.get(7)).isEqualTo(new BigDecimal("170141183460469231731687303715884105727"));
        assertThat(row.get(8)).isNull();
        assertThat(row.get(9)).isEqualTo("3 days");
    }

    @Test
    void should_refuse_writes_and_file_reads_when_opened_read_only() throws Exception {
        JdbcSqlExecutor executor = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(file.toString(), null));
        try (Connection c = ReadOnlyConnectionSource.of(file.toString(), null).open(); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("DELETE FROM company")).hasMessageContaining("read-only");
        }
        Path csv = java.nio.file.Files.writeString(dir.resolve("secret.csv"), "k,v\napi_token,not-a-real-token\n");
        assertThatThrownBy(() -> executor.run(approve("SELECT * FROM read_csv('" + csv + "')", Dialect.DUCKDB), ExecutionLimits.DEFAULT))
                .isInstanceOf(ExecutionException.class).hasMessageContaining("disabled by configuration");
        assertThat(executor.run(approve("SELECT COUNT(*) FROM company", Dialect.DUCKDB), ExecutionLimits.DEFAULT).rows())
                .containsExactly(List.of(2L));
    }
}
