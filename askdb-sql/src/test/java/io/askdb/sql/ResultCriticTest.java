package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.QueryShape;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The critic on real SQLite files holding the tables of cases C16, C18 and C20 and a small shop. */
class ResultCriticTest {
    private static final ResultCritic CRITIC = new ResultCritic();
    @TempDir
    static Path dir;
    static Catalog catalog;
    static JdbcSqlExecutor executor;

    @BeforeAll
    static void setUp() throws Exception {
        Path file = dir.resolve("cases.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, shipping_fee REAL NOT NULL)");
            st.execute("CREATE TABLE order_items (order_id INTEGER NOT NULL REFERENCES orders(order_id), product TEXT NOT NULL,"
                    + " qty INTEGER NOT NULL, unit_price REAL NOT NULL)");
            st.execute("INSERT INTO orders VALUES (1,'Ana Tor',10.0),(2,'Ben Ode',5.0),(3,'Ana Tor',0.0)");
            st.execute("INSERT INTO order_items VALUES (1,'Lamp',1,40.0),(1,'Bulb',4,2.5),(1,'Shade',1,15.0),(2,'Mug',2,8.0),(3,'Pen',10,1.0)");
            st.execute("CREATE TABLE mutations (sample_id TEXT NOT NULL, gene TEXT NOT NULL, mutation_status TEXT NOT NULL)");
            st.execute("INSERT INTO mutations VALUES ('S1','PALB2','GERMLINE'),('S2','ATM','Germline'),('S3','ATM','SOMATIC'),"
                    + "('S4','PALB2','germline'),('S5','BRCA1','GERMLINE')");
            st.execute("CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL)");
            st.execute("INSERT INTO clients VALUES (1,'Alice Moor','New York'),(2,'Bob Lane','Los Angeles'),(3,'Carl Dune','Chicago'),"
                    + "(4,'Dana Reef','Houston'),(5,'Eve Stone','Phoenix')");
            st.execute("CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT NOT NULL, revenue REAL NOT NULL)");
            st.execute("INSERT INTO stores VALUES (1,'São Paulo',120.0),(2,'Sao Paulo',30.0),(3,'Bogotá',80.0),(4,'Zürich',55.0),"
                    + "(5,'Montréal',40.0),(6,'São Paulo',10.0)");
            st.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, billing_state TEXT, total REAL)");
            st.execute("INSERT INTO invoices VALUES (1,'Ana Tor',NULL,3.96),(2,'Ana Tor',NULL,1.98),(3,'Ben Ode','CA',5.94)");
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), null);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        executor = new JdbcSqlExecutor(source);
    }

    /** Guards, runs and reviews the SQL as the agent would. */
    private static CriticVerdict review(String question, String sql) {
        ApprovedSql approved = Fixtures.approved(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, 100)));
        ResultTable result = executor.run(approved, ExecutionLimits.DEFAULT);
        return CRITIC.review(new CriticRequest(question, sql, result, QueryShape.UNKNOWN, catalog));
    }

    private static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        assertThat(verdict).isInstanceOf(CriticVerdict.Rejected.class);
        return (CriticVerdict.Rejected) verdict;
    }

    @Test
    void should_reject_count_shape_when_a_how_many_question_gets_one_row_per_customer() {
        CriticVerdict.Rejected r = rejected(review("How many customers ordered more than 1 item?",
                "SELECT o.customer FROM orders o JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer HAVING SUM(i.qty) > 1"));
        assertThat(r.check()).isEqualTo("count-shape");
        assertThat(r.feedback()).isEqualTo("The question asks for a count (\"How many customers ordered more than 1 item?\") but the SQL"
                + " returned 2 rows instead of one number. Return a single count: wrap the query as SELECT COUNT(*) FROM (<query>) AS matches,"
                + " or count in the outer SELECT without grouping by the counted items.");
    }

    @Test
    void should_accept_when_the_count_is_wrapped_or_the_question_asks_per_group() {
        assertThat(review("How many customers ordered more than 1 item?", "SELECT COUNT(*) FROM (SELECT o.customer FROM orders o"
                + " JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer HAVING SUM(i.qty) > 1) AS m"))
                .isEqualTo(CriticVerdict.accepted());
        assertThat(review("How many orders does each customer have?", "SELECT customer, COUNT(*) FROM orders GROUP BY customer"))
                .isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_reject_fan_out_when_case_c16_sums_the_shipping_fee_over_order_items() {
        CriticVerdict.Rejected r = rejected(review("For each customer, what were total shipping fees and total item revenue?",
                "SELECT o.customer, SUM(o.shipping_fee) AS shipping, SUM(i.qty * i.unit_price) AS revenue FROM orders o"
                        + " JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer"));
        assertThat(r.check()).isEqualTo("fan-out");
        assertThat(r.feedback()).isEqualTo("SUM(o.shipping_fee) adds orders.shipping_fee once per matching order_items row, because each"
                + " orders row joins many order_items rows (order_items.order_id references orders), so the total is multiplied."
                + " Aggregate order_items per orders row in a subquery first (GROUP BY order_items.order_id) and join that result,"
                + " or sum orders.shipping_fee from orders without the join to order_items.");
    }

    @Test
    void should_accept_when_items_are_aggregated_per_order_before_the_join() {
        assertThat(review("For each customer, what were total shipping fees and total item revenue?",
                "SELECT o.customer, SUM(o.shipping_fee) AS shipping, SUM(i.revenue) AS revenue FROM orders o JOIN"
                        + " (SELECT order_id, SUM(qty * unit_price) AS revenue FROM order_items GROUP BY order_id) i"
                        + " ON i.order_id = o.order_id GROUP BY o.customer")).isEqualTo(CriticVerdict.accepted());
        assertThat(review("What is the item revenue per customer?", "SELECT o.customer, SUM(i.qty * i.unit_price) FROM orders o"
                + " JOIN order_items i ON i.order_id = o.order_id GROUP BY o.customer")).isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_reject_an_empty_result_when_the_literal_differs_from_stored_values_only_in_case() {
        CriticVerdict.Rejected r = rejected(review("Show samples with somatic mutations",
                "SELECT sample_id FROM mutations WHERE mutation_status = 'Somatic'"));
        assertThat(r.check()).isEqualTo("empty-result");
        assertThat(r.feedback()).isEqualTo("The result is empty. The SQL compares mutations.mutation_status with 'Somatic', which is"
                + " not a stored value; the column stores 'SOMATIC' (sampled values, quoted as data). Use the stored spelling, or compare"
                + " case-insensitively (e.g. LOWER(mutations.mutation_status) = LOWER('Somatic')), and run the query again.");
    }

    @Test
    void should_reject_a_filter_that_keeps_one_of_several_stored_spellings_case_c18() {
        CriticVerdict.Rejected r = rejected(review("Show samples where PALB2 or ATM have germline mutations.",
                "SELECT sample_id, gene FROM mutations WHERE gene IN ('PALB2', 'ATM') AND mutation_status = 'GERMLINE'"));

        assertThat(r.check()).isEqualTo("case-variants");
        assertThat(r.feedback()).isEqualTo("The SQL keeps only the spelling 'GERMLINE' of mutations.mutation_status, which also"
                + " stores 'Germline', 'germline' (sampled values, quoted as data): those rows are missed. Include every spelling"
                + " (mutations.mutation_status IN ('GERMLINE', 'Germline', 'germline')) or compare case-insensitively"
                + " (e.g. LOWER(mutations.mutation_status) = LOWER('GERMLINE')).");
    }

    @Test
    void should_accept_a_filter_that_names_every_stored_spelling_case_c18() {
        assertThat(review("Show samples where PALB2 or ATM have germline mutations.",
                "SELECT sample_id, gene FROM mutations WHERE gene IN ('PALB2', 'ATM')"
                        + " AND mutation_status IN ('GERMLINE', 'Germline', 'germline')")).isEqualTo(CriticVerdict.accepted());
        assertThat(review("Show somatic samples", "SELECT sample_id FROM mutations WHERE mutation_status = 'SOMATIC'"))
                .isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_doubt_a_zero_count_whose_literal_is_a_stored_value_written_with_other_spacing() {
        CriticVerdict.Rejected r = rejected(review("How many clients are from NewYork?", "SELECT COUNT(*) FROM clients WHERE city = 'NewYork'"));

        assertThat(r.check()).isEqualTo("empty-result");
        assertThat(r.conclusive()).isFalse();
        assertThat(r.feedback()).contains("compares clients.city with 'NewYork', which is not a stored value; the column stores 'New York'");
    }

    @Test
    void should_accept_a_zero_count_for_a_city_that_is_not_stored() {
        assertThat(review("How many clients are from Radom?", "SELECT COUNT(*) FROM clients WHERE city = 'Radom'"))
                .isEqualTo(CriticVerdict.accepted());
        assertThat(review("How many clients are from Chicago?", "SELECT COUNT(*) FROM clients WHERE city = 'Chicago'"))
                .isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_accept_an_empty_result_when_case_c20_asks_for_a_city_that_is_not_stored() {
        assertThat(review("Which clients are from Radom?", "SELECT name FROM clients WHERE city = 'Radom'")).isEqualTo(CriticVerdict.accepted());
        assertThat(review("Is client 4 from Chicago?", "SELECT name FROM clients WHERE city IN ('Chicago') AND id = 4"))
                .isEqualTo(CriticVerdict.accepted());
        assertThat(rejected(review("Which clients are called Bob?", "SELECT city FROM clients WHERE name = 'Bob'")).feedback())
                .contains("compares clients.name with 'Bob', which is not a stored value; the column stores 'Bob Lane'");
    }

    @Test
    void should_reject_all_null_when_a_result_column_is_null_in_every_row() {
        CriticVerdict.Rejected r = rejected(review("List customers with their item products",
                "SELECT o.customer, i.product FROM orders o LEFT JOIN order_items i ON i.order_id = o.order_id + 100"));
        assertThat(r.check()).isEqualTo("all-null");
        assertThat(r.feedback()).startsWith("The result column product is NULL in all 3 rows.");
        assertThat(review("List customers with their item products",
                "SELECT o.customer, i.product FROM orders o LEFT JOIN order_items i ON i.order_id = o.order_id AND i.qty > 3"))
                .isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_accept_a_listing_of_stored_columns_whose_values_are_all_null_for_the_rows_asked() {
        assertThat(review("Show me Ana Tor's invoices", "SELECT id, billing_state, total FROM invoices WHERE customer = 'Ana Tor'"))
                .isEqualTo(CriticVerdict.accepted());
        assertThat(review("Show me Ana Tor's invoices", "SELECT i.* FROM (SELECT * FROM invoices WHERE customer = 'Ana Tor') AS i"))
                .isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_still_reject_all_null_when_an_aggregate_runs_over_no_rows() {
        CriticVerdict.Rejected r = rejected(review("Total of Cara's invoices", "SELECT SUM(total) AS total FROM invoices WHERE customer = 'Cara'"));
        assertThat(r.check()).isEqualTo("all-null");
        assertThat(r.conclusive()).isFalse();
    }

    @Test
    void should_accept_null_sums_beside_a_count_of_zero_that_says_no_rows_matched() {
        assertThat(review("How many invoices does Cara have and what is their total?",
                "SELECT COUNT(*) AS n, SUM(total) AS total FROM invoices WHERE customer = 'Cara'")).isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_reject_lower_on_both_sides_when_the_column_stores_the_value_with_other_accents_case_n05() {
        CriticVerdict.Rejected r = rejected(review("What is the total revenue of stores in Sao Paulo?",
                "SELECT SUM(revenue) AS total FROM stores WHERE LOWER(city) = LOWER('São Paulo')"));

        assertThat(r.check()).isEqualTo("case-variants");
        assertThat(r.feedback()).isEqualTo("The SQL keeps only the spelling 'São Paulo' of stores.city (in any case), which also stores"
                + " 'Sao Paulo' (sampled values, quoted as data): those rows are missed. Include every spelling"
                + " (stores.city IN ('São Paulo', 'Sao Paulo')).");
    }

    @Test
    void should_doubt_a_zero_count_through_lower_when_only_an_accented_spelling_is_stored() {
        CriticVerdict.Rejected r = rejected(review("How many stores are in Zurich?",
                "SELECT COUNT(*) FROM stores WHERE LOWER(city) = LOWER('Zurich')"));

        assertThat(r.check()).isEqualTo("empty-result");
        assertThat(r.feedback()).contains("the column stores 'Zürich'").doesNotContain("LOWER(stores.city) = LOWER");
    }

    @Test
    void should_accept_lower_on_both_sides_when_the_stored_spellings_differ_only_in_case() {
        assertThat(review("How many germline mutations are there?",
                "SELECT COUNT(*) FROM mutations WHERE LOWER(mutation_status) = LOWER('GERMLINE')")).isEqualTo(CriticVerdict.accepted());
        assertThat(review("What is the total revenue of stores in Sao Paulo?",
                "SELECT SUM(revenue) FROM stores WHERE city IN ('São Paulo', 'Sao Paulo')")).isEqualTo(CriticVerdict.accepted());
    }
}
