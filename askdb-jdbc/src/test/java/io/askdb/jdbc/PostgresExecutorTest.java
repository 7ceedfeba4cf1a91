package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PostgresExecutorTest {
    static ReadOnlyConnectionSource source;
    static JdbcSqlExecutor executor;

    @BeforeAll
    static void setUp() throws Exception {
        String url = SharedPostgres.database("executor_cases",
                "CREATE TABLE \"Riskitems\" (\"RiskId\" integer PRIMARY KEY, \"Title\" text NOT NULL, \"Severity\" text NOT NULL)",
                "INSERT INTO \"Riskitems\" VALUES (1,'Vendor lock-in','High'),(2,'Key staff leaves','Medium'),(3,'Data center outage','High')",
                "CREATE SCHEMA sales",
                "CREATE TABLE sales.orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL)",
                "INSERT INTO sales.orders VALUES (1,'EU',100.00),(2,'US',250.00),(3,'EU',50.00)",
                "CREATE SCHEMA crm", "CREATE SCHEMA billing",
                "CREATE TABLE crm.test (id integer PRIMARY KEY, name text NOT NULL)",
                "CREATE TABLE billing.test (id integer PRIMARY KEY, amount numeric(10,2) NOT NULL, paid boolean NOT NULL)",
                "INSERT INTO crm.test VALUES (1,'Acme'),(2,'Globex')",
                "INSERT INTO billing.test VALUES (1,100.00,true),(2,40.00,false),(3,10.00,true)",
                "CREATE TABLE sale (sale_date date NOT NULL, amount_eur numeric(10,2) NOT NULL)",
                "INSERT INTO sale VALUES ('2024-01-05',19.99),('2024-02-12',5.00),('2024-02-14',120.50)",
                "CREATE MATERIALIZED VIEW monthly_sales AS SELECT date_trunc('month', sale_date)::date AS month,"
                        + " SUM(amount_eur) AS total_eur FROM sale GROUP BY 1",
                "CREATE TABLE deployments (id INT PRIMARY KEY, team VARCHAR(20) NOT NULL, duration_min DECIMAL(8,2) NOT NULL,"
                        + " succeeded SMALLINT NOT NULL)",
                "INSERT INTO deployments VALUES (1,'core',12.50,1),(2,'core',7.25,0),(3,'web',30.00,1),(4,'web',10.10,1)",
                "CREATE TABLE company (id INTEGER PRIMARY KEY, name TEXT NOT NULL)",
                "INSERT INTO company VALUES (1,'Acme'),(2,'Globex')");
        source = ReadOnlyConnectionSource.of(url, SharedPostgres.credentials());
        executor = new JdbcSqlExecutor(source);
    }

    private static ResultTable run(String sql) {
        return executor.run(approve(sql, Dialect.POSTGRESQL), ExecutionLimits.DEFAULT);
    }

    @Test
    void should_count_mixed_case_table_when_identifiers_are_quoted() {
        assertThat(run("SELECT COUNT(*) FROM \"Riskitems\"").rows()).containsExactly(List.of(3L));
        assertThat(run("SELECT COUNT(*) FROM \"Riskitems\" WHERE \"Severity\" = 'High'").rows()).containsExactly(List.of(2L));
    }

    @Test
    void should_sum_per_region_when_table_is_outside_public() {
        ResultTable r = run("SELECT region, SUM(amount) AS total FROM sales.orders GROUP BY region ORDER BY region");
        assertThat(r.rows()).hasSize(2);
        assertThat(r.rows().get(0).get(0)).isEqualTo("EU");
        assertThat((BigDecimal) r.rows().get(0).get(1)).isEqualByComparingTo("150.00");
        assertThat(r.rows().get(1).get(0)).isEqualTo("US");
        assertThat((BigDecimal) r.rows().get(1).get(1)).isEqualByComparingTo("250.00");
    }

    @Test
    void should_answer_from_each_schema_when_two_tables_share_a_name() {
        assertThat((BigDecimal) run("SELECT SUM(amount) FROM billing.test WHERE paid").rows().get(0).get(0)).isEqualByComparingTo("110.00");
        assertThat(run("SELECT COUNT(*) FROM crm.test").rows()).containsExactly(List.of(2L));
    }

    @Test
    void should_read_materialized_view_months_and_totals() {
        ResultTable r = run("SELECT month, total_eur FROM monthly_sales ORDER BY month");
        assertThat(r.rows()).containsExactly(List.of("2024-01-01", new BigDecimal("19.99")),
                List.of("2024-02-01", new BigDecimal("125.50")));
    }

    @Test
    void should_keep_decimals_exact_without_scientific_notation_when_averaging_numeric() {
        ResultTable r = run("SELECT team, AVG(duration_min) AS avg_duration_min, AVG(succeeded) AS success_rate,"
                + " SUM(duration_min) * 0 + 10 AS ten FROM deployments GROUP BY team ORDER BY team");
        assertThat(r.rows()).extracting(row -> row.get(1).toString()).containsExactly("9.875", "20.05");
        assertThat(r.rows()).extracting(row -> row.get(2).toString()).containsExactly("0.5", "1");
        assertThat(r.rows()).extracting(row -> row.get(3).toString()).containsExactly("10.00", "10.00");
    }

    @Test
    void should_map_postgres_types_to_json_safe_values() {
        ResultTable r = run("SELECT DATE '2024-02-14' AS d, TIMESTAMP '2024-02-14 10:30:00' AS ts,"
                + " TIMESTAMPTZ '2024-02-14 10:30:00+00' AS tstz, TIME '08:15:00' AS t,"
                + " 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS u, '\\x00ff10'::bytea AS b, ARRAY[1,2,3] AS arr,"
                + " '{\"k\": [1, 2]}'::jsonb AS j, INTERVAL '1 day 2 hours' AS iv, true AS yes, NULL::text AS nothing,"
                + " 'NaN'::float8 AS nan, 2.5::float4 AS f, 12345678901234567890::numeric AS huge, 7::smallint AS small");
        List<Object> row = r.rows().get(0);
        assertThat(row.get(0)).isEqualTo("2024-02-14");
        assertThat(row.get(1)).isEqualTo("2024-02-14T10:30:00");
        assertThat((String) row.get(2)).matches("2024-02-14T10:30:00(Z|\\+00:00)");
        assertThat(row.get(3)).isEqualTo("08:15:00");
        assertThat(row.get(4)).isEqualTo("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");
        assertThat(row.get(5)).isEqualTo(Map.of("base64", "AP8Q", "length", 3L, "truncated", false));
        assertThat(row.get(6)).isEqualTo(List.of(1L, 2L, 3L));
        assertThat(row.get(7)).isEqualTo("{\"k\": [1, 2]}");
        assertThat(row.get(8)).isEqualTo("1 day 02:00:00");
        assertThat(row.get(9)).isEqualTo(true);
        assertThat(row.get(10)).isNull();
        assertThat(row.get(11)).isEqualTo("NaN");
        assertThat(row.get(12)).isEqualTo(2.5);
        assertThat(row.get(13)).isEqualTo(new BigDecimal("12345678901234567890"));
        assertThat(row.get(14)).isEqualTo(7L);
    }

    @Test
    void should_reject_writes_and_keep_both_rows_when_guard_is_bypassed() throws Exception {
        assertThatThrownBy(() -> run("WITH moved AS (DELETE FROM company WHERE id = 2 RETURNING name) SELECT name FROM moved"))
                .isInstanceOf(ExecutionException.class)
                .hasMessageContaining("in a read-only transaction")
                .satisfies(e -> assertThat(((ExecutionException) e).sqlState()).isEqualTo("25006"));
        try (Connection c = source.open(); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("DELETE FROM company")).hasMessageContaining("read-only transaction");
        }
        assertThat(run("SELECT COUNT(*) FROM company").rows()).containsExactly(List.of(2L));
    }

    @Test
    void should_report_sqlstate_and_timeout_when_the_statement_fails() {
        assertThatThrownBy(() -> run("SELECT * FROM riskitems"))
                .isInstanceOf(ExecutionException.class)
                .hasMessageStartingWith("relation \"riskitems\" does not exist")
                .satisfies(e -> assertThat(((ExecutionException) e).sqlState()).isEqualTo("42P01"));
        assertThatThrownBy(() -> executor.run(approve("SELECT pg_sleep(5)", Dialect.POSTGRESQL), new ExecutionLimits(Duration.ofSeconds(1), 10)))
                .isInstanceOf(ExecutionException.class)
                .satisfies(e -> assertThat(((ExecutionException) e).timedOut()).isTrue())
                .satisfies(e -> assertThat(((ExecutionException) e).sqlState()).isEqualTo("57014"));
    }

    @Test
    void should_fail_as_unavailable_without_credentials_in_message_when_server_is_unreachable() {
        Properties creds = new Properties();
        creds.setProperty("user", "alice");
        creds.setProperty("password", "s3cret-pw");
        JdbcSqlExecutor down = new JdbcSqlExecutor(ReadOnlyConnectionSource.of("jdbc:postgresql://127.0.0.1:1/none?connectTimeout=2", creds));
        assertThatThrownBy(() -> down.run(approve("SELECT 1", Dialect.POSTGRESQL), ExecutionLimits.DEFAULT))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Could not use the PostgreSQL database: ")
                .hasMessageNotContaining("s3cret-pw")
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.DATABASE_UNAVAILABLE));
    }
}
