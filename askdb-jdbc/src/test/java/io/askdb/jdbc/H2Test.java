package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2Test {
    private static final String URL = "jdbc:h2:mem:askdb_h2_test;DB_CLOSE_DELAY=-1";
    static Connection keeper;
    @TempDir
    static Path dir;

    @BeforeAll
    static void setUp() throws Exception {
        keeper = DriverManager.getConnection(URL);
        try (Statement st = keeper.createStatement()) {
            st.execute("CREATE TABLE company (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL)");
            st.execute("INSERT INTO company VALUES (1,'Acme'),(2,'Globex')");
            st.execute("CREATE SCHEMA crm");
            st.execute("CREATE TABLE crm.company (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES public.company(id))");
            st.execute("CREATE TABLE \"x\"\"; DROP TABLE company; --\" (\"a \"\"b\" VARCHAR(10), \"order\" VARCHAR(10))");
            st.execute("INSERT INTO \"x\"\"; DROP TABLE company; --\" VALUES ('q\"', 'first')");
            st.execute("CREATE TABLE types (d DECIMAL(8,2), dt DATE, ts TIMESTAMP, tz TIMESTAMP WITH TIME ZONE, u UUID,"
                    + " b BOOLEAN, bin VARBINARY(8), arr INTEGER ARRAY, n VARCHAR(5), dbl DOUBLE PRECISION)");
            st.execute("INSERT INTO types VALUES (12.50, DATE '2024-02-14', TIMESTAMP '2024-02-14 10:30:00',"
                    + " TIMESTAMP WITH TIME ZONE '2024-02-14 10:30:00+02:00', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', TRUE,"
                    + " X'00FF10', ARRAY[1,2], NULL, 1.5)");
        }
    }

    @AfterAll
    static void tearDown() throws Exception {
        keeper.close();
    }

    @Test
    void should_read_schemas_keys_and_hostile_names_when_reading_h2() {
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(URL, null), CatalogOptions.DEFAULT).catalog();
        assertThat(catalog.defaultSchema()).isEqualTo("PUBLIC");
        assertThat(catalog.tables()).extracting(t -> t.id().displayName()).containsExactly(
                "CRM.COMPANY", "PUBLIC.COMPANY", "PUBLIC.TYPES", "PUBLIC.x\"; DROP TABLE company; --");
        assertThat(catalog.table(new TableId("CRM", "COMPANY")).orElseThrow().foreignKeys().get(0).target())
                .isEqualTo(new TableId("PUBLIC", "COMPANY"));
        assertThat(catalog.table(new TableId("PUBLIC", "x\"; DROP TABLE company; --")).orElseThrow().columns())
                .extracting(Column::name, Column::sampleValues)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("a \"b", List.of("q\"")),
                        org.assertj.core.groups.Tuple.tuple("order", List.of("first")));
        assertThat(catalog.table(new TableId("PUBLIC", "COMPANY")).orElseThrow().rowEstimate()).isEqualTo(2);
    }

    @Test
    void should_map_h2_types_to_json_safe_values() {
        ResultTable r = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(URL, null))
                .run(approve("SELECT * FROM types", Dialect.H2), ExecutionLimits.DEFAULT);
        assertThat(r.rows().get(0)).containsExactly(new BigDecimal("12.50"), "2024-02-14", "2024-02-14T10:30:00",
                "2024-02-14T10:30:00+02:00", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", true,
                Map.of("base64", "AP8Q", "length", 3L, "truncated", false), List.of(1L, 2L), null, 1.5);
    }

    @Test
    void should_keep_rows_when_a_write_reaches_the_executor_or_a_read_only_file() throws Exception {
        JdbcSqlExecutor executor = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(URL, null));
        assertThatThrownBy(() -> executor.run(approve("DELETE FROM company", Dialect.H2), ExecutionLimits.DEFAULT))
                .isInstanceOf(ExecutionException.class);
        assertThat(executor.run(approve("SELECT COUNT(*) FROM company", Dialect.H2), ExecutionLimits.DEFAULT).rows())
                .containsExactly(List.of(2L));
        String fileUrl = "jdbc:h2:file:" + dir.resolve("h2db");
        try (Connection c = DriverManager.getConnection(fileUrl); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE company (id INTEGER PRIMARY KEY)");
            st.execute("INSERT INTO company VALUES (1),(2)");
        }
        try (Connection c = ReadOnlyConnectionSource.of(fileUrl, null).open(); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("DELETE FROM company")).hasMessageContaining("read only");
        }
    }
}
