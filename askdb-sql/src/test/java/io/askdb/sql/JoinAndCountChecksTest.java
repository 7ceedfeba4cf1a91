package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.critic.CriticVerdict;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The left-join-where and count-nullable checks on a small shop, on SQLite and PostgreSQL. */
class JoinAndCountChecksTest {
    private static final String[] SHOP = {
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT)",
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), year INTEGER NOT NULL,"
                    + " total REAL NOT NULL, coupon TEXT)",
            "CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, manager_id INTEGER, email TEXT)",
            "INSERT INTO customers VALUES (1,'Ana Tor','Lisbon'),(2,'Ben Ode',NULL),(3,'Cy Park','Porto')",
            "INSERT INTO orders VALUES (1,1,2024,30.0,'SPRING'),(2,1,2023,20.0,NULL),(3,2,2023,50.0,NULL)",
            "INSERT INTO employees VALUES (1,'Ida Chen',NULL,'ida@x.io'),(2,'Jon Park',1,NULL),(3,'Kim Roe',1,'kim@x.io')"};
    private static final String PER_CUSTOMER = "SELECT c.name, COUNT(o.id) AS orders FROM customers c LEFT JOIN orders o"
            + " ON o.customer_id = c.id WHERE o.year = 2024 GROUP BY c.id, c.name ORDER BY c.name";

    @TempDir
    static Path dir;
    static CriticDatabase sqlite;
    static CriticDatabase postgres;

    @BeforeAll
    static void setUp() throws Exception {
        sqlite = CriticDatabase.sqlite(dir, SHOP);
        postgres = CriticDatabase.postgres(SHOP);
    }

    private static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        assertThat(verdict).isInstanceOf(CriticVerdict.Rejected.class);
        return (CriticVerdict.Rejected) verdict;
    }

    @Test
    void should_doubt_a_where_on_the_right_table_of_a_left_join_and_give_the_on_clause_rewrite() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            CriticVerdict.Rejected r = rejected(db.review("How many 2024 orders does each customer have, including customers with none?",
                    PER_CUSTOMER));

            assertThat(r.check()).isEqualTo("left-join-where");
            assertThat(r.conclusive()).isFalse();
            String fixed = "SELECT c.name, COUNT(o.id) AS orders FROM customers c LEFT JOIN orders o ON (o.customer_id = c.id)"
                    + " AND o.year = 2024 GROUP BY c.id, c.name ORDER BY c.name";
            assertThat(r.feedback()).isEqualTo("The WHERE condition o.year = 2024 reads orders (alias o), the right-hand side of a LEFT JOIN,"
                    + " and is false on the NULLs the join supplies for rows without a match, so those rows are dropped and the LEFT JOIN"
                    + " acts as an inner join (WHERE o.year = 2024). To keep them, move the condition into the join: ON (o.customer_id = c.id)"
                    + " AND o.year = 2024 (the result is then 3 rows instead of ('Ana Tor', 1)), i.e. run: " + fixed
                    + ". If only rows with a match are wanted, write an inner JOIN instead.");
            assertThat(db.run(fixed).rows()).containsExactly(List.of("Ana Tor", 1L), List.of("Ben Ode", 0L), List.of("Cy Park", 0L));
        }
    }

    @Test
    void should_doubt_a_right_table_condition_inside_a_cte_whose_other_side_calls_a_function() {
        CriticVerdict.Rejected r = rejected(sqlite.review("Which coupons did each customer use?", "WITH used AS (SELECT c.name, o.coupon"
                + " FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.coupon = UPPER('spring')) SELECT * FROM used"));

        assertThat(r.check()).isEqualTo("left-join-where");
        assertThat(r.feedback()).contains("ON (o.customer_id = c.id) AND o.coupon = UPPER('spring')")
                .contains("the result is then 3 rows instead of ('Ana Tor', 'SPRING')");
    }

    @Test
    void should_accept_a_left_join_filtered_on_the_left_table_or_with_is_null_on_the_right() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(db.review("How many orders does each Lisbon customer have?", "SELECT c.name, COUNT(o.id) FROM customers c"
                    + " LEFT JOIN orders o ON o.customer_id = c.id WHERE c.city = 'Lisbon' GROUP BY c.id, c.name"))
                    .isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("Which customers have no orders?", "SELECT c.name FROM customers c LEFT JOIN orders o"
                    + " ON o.customer_id = c.id WHERE o.id IS NULL")).isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("Which customers used the SPRING coupon or have no orders?", "SELECT c.name FROM customers c"
                    + " LEFT JOIN orders o ON o.customer_id = c.id WHERE o.coupon = 'SPRING' OR o.id IS NULL ORDER BY c.name"))
                    .isEqualTo(CriticVerdict.accepted());
        }
    }

    @Test
    void should_doubt_counting_a_column_with_nulls_for_a_how_many_question() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            CriticVerdict.Rejected r = rejected(db.review("How many employees are there?", "SELECT COUNT(manager_id) FROM employees"));

            assertThat(r.check()).isEqualTo("count-nullable");
            assertThat(r.conclusive()).isFalse();
            assertThat(r.feedback()).isEqualTo("COUNT(manager_id) counts the rows whose employees.manager_id is not NULL, and 1 row that the"
                    + " query reads (same FROM and WHERE) have NULL there, so they are not counted. The question asks how many rows: count"
                    + " them with COUNT(*) instead of COUNT(manager_id), unless only rows with a manager_id are meant.");
        }
    }

    @Test
    void should_accept_count_star_a_not_null_column_a_column_without_nulls_and_a_count_the_question_names() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(db.review("How many employees are there?", "SELECT COUNT(*) FROM employees")).isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("How many employees are there?", "SELECT COUNT(name) FROM employees")).isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("How many employees report to Ida?", "SELECT COUNT(manager_id) FROM employees WHERE manager_id = 1"))
                    .isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("How many employees have an email?", "SELECT COUNT(email) FROM employees")).isEqualTo(CriticVerdict.accepted());
            assertThat(db.review("How many orders does each customer have?", "SELECT c.name, COUNT(o.coupon) FROM customers c"
                    + " LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name")).isEqualTo(CriticVerdict.accepted());
        }
    }
}
