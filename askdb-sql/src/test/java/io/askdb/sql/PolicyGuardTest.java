package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The access policy on real SQLite (Chinook), DuckDB and H2 databases, each statement checked and, when approved, run. */
class PolicyGuardTest {
    private static List<PolicyEngines.Engine> engines;

    static synchronized List<PolicyEngines.Engine> engines() throws Exception {
        if (engines == null) {
            Path dir = Files.createTempDirectory("askdb-policy");
            dir.toFile().deleteOnExit();
            engines = PolicyEngines.all(dir);
        }
        return engines;
    }

    private static Stream<Arguments> cross(String... sqls) throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (PolicyEngines.Engine e : engines()) {
            for (String sql : sqls) out.add(Arguments.of(e, sql));
        }
        return out.stream();
    }

    static Stream<Arguments> hiddenColumn() throws Exception {
        return cross(
                "SELECT Company FROM Customer",                                                     // select list
                "SELECT FirstName FROM Customer WHERE Company = 'Embraer'",                         // WHERE
                "SELECT FirstName FROM Customer ORDER BY Company",                                  // ORDER BY
                "SELECT COUNT(*) FROM Customer GROUP BY Company",                                   // GROUP BY
                "SELECT Country FROM Customer GROUP BY Country HAVING MAX(Company) > 'A'",          // HAVING
                "SELECT i.Total FROM Invoice i JOIN Customer c ON c.CustomerId = i.CustomerId AND c.Company IS NOT NULL", // JOIN
                "SELECT UPPER(Company) FROM Customer",                                              // function argument
                "SELECT FirstName FROM Customer WHERE CustomerId IN (SELECT CustomerId FROM Customer WHERE Company LIKE 'E%')", // subquery
                "WITH c AS (SELECT Company AS x FROM Customer) SELECT x FROM c",                    // CTE
                "SELECT x FROM (SELECT Company x FROM Customer) d",                                 // derived table
                "SELECT \"Company\" FROM Customer",                                                 // quoted
                "SELECT cu.company FROM Customer AS cu",                                            // aliased, other case
                "SELECT COMPANY FROM customer",                                                     // unqualified, upper case
                "SELECT FirstName FROM Customer c WHERE EXISTS (SELECT 1 FROM Invoice i WHERE c.Company = 'x')", // correlated
                "SELECT a.FirstName FROM Customer a JOIN Customer b USING (Company)");                // JOIN USING
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("hiddenColumn")
    void should_refuse_hidden_column_when_referenced_in_any_clause(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-hidden-column");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.message()).contains("hidden by this database's access policy");
    }

    static Stream<Arguments> star() throws Exception {
        return cross("SELECT * FROM Customer", "SELECT c.* FROM Customer c", "SELECT d.FirstName FROM (SELECT * FROM Customer) d");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("star")
    void should_refuse_star_when_table_has_hidden_columns(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-star");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
    }

    static Stream<Arguments> wholeRow() throws Exception {
        return cross("SELECT c FROM Customer c", "SELECT Customer FROM Customer", "SELECT COUNT(c) FROM Customer c");
    }

    static Stream<Arguments> naturalJoin() throws Exception {
        return cross("SELECT a.FirstName FROM Customer a NATURAL JOIN Customer b", "SELECT Total FROM Invoice NATURAL JOIN Customer");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("naturalJoin")
    void should_refuse_natural_join_when_a_table_has_hidden_or_masked_columns(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-natural-join");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("wholeRow")
    void should_refuse_whole_row_reference_when_table_has_hidden_or_masked_columns(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-whole-row");
    }

    static Stream<Arguments> hiddenTable() throws Exception {
        return cross(
                "SELECT FirstName FROM Employee",
                "SELECT e.FirstName FROM employee e",
                "SELECT FirstName FROM main_or_public.Employee",
                "SELECT FirstName FROM Customer WHERE SupportRepId IN (SELECT EmployeeId FROM Employee)",
                "WITH s AS (SELECT EmployeeId FROM \"Employee\") SELECT COUNT(*) FROM s",
                "SELECT c.FirstName FROM Customer c JOIN Employee e ON e.EmployeeId = c.SupportRepId",
                "SELECT name FROM sqlite_master",
                "SELECT table_name FROM information_schema.tables",
                "SELECT tablename FROM pg_tables",
                "SELECT * FROM pg_catalog.pg_stats");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("hiddenTable")
    void should_refuse_hidden_table_when_referenced_anywhere(PolicyEngines.Engine engine, String sql) {
        sql = qualified(engine, sql, "Employee");
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-hidden-table");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.message()).endsWith("Ask about the tables `askdb schema` lists.");
    }

    static Stream<Arguments> maskedUse() throws Exception {
        return cross(
                "SELECT FirstName FROM Customer WHERE Email = 'luisg@embraer.com.br'",
                "SELECT FirstName FROM Customer WHERE Email LIKE 'l%'",
                "SELECT FirstName FROM Customer ORDER BY Email",
                "SELECT Email AS e FROM Customer ORDER BY e",
                "SELECT Email FROM Customer ORDER BY 1",
                "SELECT COUNT(*) FROM Customer GROUP BY Email",
                "SELECT LOWER(Email) FROM Customer",
                "SELECT FirstName FROM Customer WHERE 'luisg@embraer.com.br' IN (SELECT Email FROM Customer)",
                "SELECT e FROM (SELECT Email AS e FROM Customer) d WHERE e LIKE 'a%'",
                "WITH m AS (SELECT Email FROM Customer) SELECT COUNT(*) FROM m WHERE Email > 'm'",
                "SELECT Email FROM Customer UNION SELECT 'x@example.com'",
                "SELECT c.FirstName FROM Customer c JOIN Customer d ON c.Email = d.Email");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("maskedUse")
    void should_refuse_masked_column_when_compared_sorted_or_grouped(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, PolicyEngines.CUSTOMER_2);
        assertThat(r.rule()).isEqualTo("policy-masked-column");
    }

    static Stream<Arguments> maskedShown() throws Exception {
        return cross(
                "SELECT Email FROM Customer WHERE CustomerId = 1",
                "SELECT c.Email AS contact FROM Customer c WHERE c.CustomerId = 1",
                "SELECT e FROM (SELECT Email AS e, CustomerId FROM Customer) d WHERE d.CustomerId = 1",
                "WITH m AS (SELECT CustomerId, Email FROM Customer) SELECT m.Email FROM m WHERE m.CustomerId = 1");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("maskedShown")
    void should_show_email_masked_when_masked_column_is_selected(PolicyEngines.Engine engine, String sql) {
        ResultTable t = engine.run(sql, PolicyEngines.CUSTOMER_2);
        assertThat(t.rows()).containsExactly(List.of("l***@embraer.com.br"));
    }

    static Stream<Arguments> rowFiltered() throws Exception {
        return cross(
                "SELECT DISTINCT CustomerId FROM Invoice",
                "SELECT DISTINCT b.CustomerId FROM Invoice a JOIN Invoice b ON a.BillingCountry = b.BillingCountry",
                "SELECT DISTINCT i.CustomerId FROM Invoice AS i, Invoice j WHERE i.InvoiceId = j.InvoiceId",
                "WITH x AS (SELECT * FROM Invoice) SELECT DISTINCT CustomerId FROM x",
                "SELECT DISTINCT CustomerId FROM Invoice i WHERE EXISTS (SELECT 1 FROM Invoice j WHERE j.InvoiceId = i.InvoiceId)",
                "SELECT DISTINCT CustomerId FROM (SELECT CustomerId FROM Invoice WHERE CustomerId <> 2 OR 1 = 1) t",
                "SELECT DISTINCT CustomerId FROM Invoice WHERE CustomerId IN (SELECT CustomerId FROM Invoice) OR 1 = 1",
                "SELECT DISTINCT CustomerId FROM main_or_public.Invoice");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("rowFiltered")
    void should_return_only_callers_rows_when_invoice_is_row_filtered(PolicyEngines.Engine engine, String sql) {
        sql = qualified(engine, sql, "Invoice");
        ResultTable t = engine.run(sql, PolicyEngines.CUSTOMER_2);
        assertThat(t.rows()).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(2L);
    }

    /** Writes {@code main_or_public.T} as the engine's schema and the table's catalogued name, both quoted ({@code main} in SQLite). */
    private static String qualified(PolicyEngines.Engine engine, String sql, String table) {
        io.askdb.catalog.TableId id = engine.full().resolve(null, table).get(0).id();
        String schema = id.schema() == null ? "main" : "\"" + id.schema() + "\"";
        return sql.replace("main_or_public." + table, schema + ".\"" + id.name() + "\"");
    }

    static Stream<Arguments> noCaller() throws Exception {
        return cross("SELECT COUNT(*) FROM Invoice");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("noCaller")
    void should_refuse_filtered_table_when_caller_has_no_attribute(PolicyEngines.Engine engine, String sql) {
        Refusal r = (Refusal) engine.check(sql, Caller.ANONYMOUS);
        assertThat(r.rule()).isEqualTo("policy-row-filter");
        assertThat(r.message()).contains("'customer' caller attribute");
        Refusal quote = (Refusal) engine.check(sql, Caller.of("customer", "2\\' OR 1=1"));
        assertThat(quote.message()).contains("backslash");
    }

    static Stream<Arguments> visible() throws Exception {
        return cross("SELECT FirstName, LastName FROM Customer WHERE Country = 'Brazil' ORDER BY FirstName LIMIT 1");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("visible")
    void should_approve_visible_columns_when_nothing_hidden_is_used(PolicyEngines.Engine engine, String sql) {
        assertThat(engine.check(sql, Caller.ANONYMOUS)).isInstanceOf(ApprovedSql.class);
        assertThat(engine.visible().table(engine.full().resolve(null, "Customer").get(0).id()).orElseThrow().columns())
                .extracting(c -> c.name().toLowerCase()).contains("email").doesNotContain("company");
        assertThat(engine.visible().resolve(null, "Employee")).isEmpty();
    }

    /**
     * Case C25 with an access policy: the total of a row-capped result counts only the rows the
     * caller's row filter lets through (customer 2's invoices, not all of them), on every engine.
     */
    @ParameterizedTest
    @MethodSource("engines")
    void should_count_only_the_callers_rows_when_the_row_cap_cuts_a_row_filtered_result(PolicyEngines.Engine engine) {
        ApprovedSql approved = (ApprovedSql) engine.check("SELECT InvoiceId FROM Invoice ORDER BY InvoiceId", PolicyEngines.CUSTOMER_2);

        ResultTable first = engine.executor().run(approved, new ExecutionLimits(Duration.ofSeconds(10), 1));

        assertThat(first.rowCount()).isEqualTo(1);
        assertThat(first.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(first.totalRowCount()).isEqualTo(engine.name().equals("SQLite") ? 7L : 2L);
    }
}
