package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.critic.CriticVerdict;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The date-upper-bound check on the orders of case N03 (times of day as text and as TIMESTAMP), and on dates without times. */
class DateUpperBoundCheckTest {
    private static final String ROWS = "INSERT INTO orders VALUES (1,'Ana',10,'2023-12-31 22:00:00'),(2,'Ben',20,'2024-01-01 00:00:00'),"
            + "(3,'Ana',30,'2024-01-15 09:30:00'),(4,'Cy',40,'2024-02-29 23:59:00'),(5,'Ben',50,'2024-03-31 08:00:00'),"
            + "(6,'Ana',60,'2024-03-31 23:45:00'),(7,'Cy',70,'2024-04-01 00:00:00')";
    private static final String DAYS = "INSERT INTO shipments VALUES (1,'2024-01-02'),(2,'2024-03-31'),(3,'2024-04-01')";
    private static final String QUARTER = "SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders"
            + " WHERE placed_at BETWEEN '2024-01-01' AND '2024-03-31'";
    private static final String Q = "How many orders were placed in the first quarter of 2024 and what was their total amount?";

    @TempDir
    static Path dir;
    static CriticDatabase sqlite;
    static CriticDatabase postgres;
    static CriticDatabase postgresText;

    @BeforeAll
    static void setUp() throws Exception {
        sqlite = CriticDatabase.sqlite(dir, "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, amount REAL NOT NULL,"
                + " placed_at TEXT NOT NULL)", ROWS, "CREATE TABLE shipments (id INTEGER PRIMARY KEY, shipped_on TEXT NOT NULL)", DAYS);
        postgres = CriticDatabase.postgres("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, amount REAL NOT NULL,"
                + " placed_at TIMESTAMP NOT NULL)", ROWS, "CREATE TABLE shipments (id INTEGER PRIMARY KEY, shipped_on DATE NOT NULL)", DAYS);
        postgresText = CriticDatabase.postgres("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL,"
                + " amount DOUBLE PRECISION NOT NULL, placed_at TEXT NOT NULL)", ROWS);
    }

    private static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        assertThat(verdict).isInstanceOf(CriticVerdict.Rejected.class);
        return (CriticVerdict.Rejected) verdict;
    }

    @Test
    void should_prove_the_last_day_lost_and_run_the_half_open_range_case_N03() {
        for (CriticDatabase db : List.of(sqlite, postgres, postgresText)) {
            CriticVerdict.Rejected r = rejected(db.review(Q, QUARTER));

            assertThat(r.check()).isEqualTo("date-upper-bound");
            assertThat(r.conclusive()).isTrue();
            assertThat(r.fixedSql()).isEqualTo("SELECT COUNT(*) AS orders, SUM(amount) AS total FROM orders"
                    + " WHERE (placed_at >= '2024-01-01' AND placed_at < '2024-04-01')");
            assertThat(db.run(r.fixedSql()).rows()).containsExactly(List.of(5L, 200.0));
            assertThat(r.feedback()).isEqualTo("The SQL bounds a column that stores times of day with a bare date: placed_at BETWEEN"
                    + " '2024-01-01' AND '2024-03-31' ends at midnight at the start of that day, so the rows of the last day after midnight"
                    + " are left out (with them the result is (5, 200.0) instead of (3, 90.0)). Use a half-open bound on the next day:"
                    + " (placed_at >= '2024-01-01' AND placed_at < '2024-04-01'), i.e. run: " + r.fixedSql());
        }
    }

    @Test
    void should_rewrite_a_less_or_equal_bound_and_a_date_literal_to_the_next_day() {
        CriticVerdict.Rejected r = rejected(sqlite.review("Which orders were placed up to 31 March 2024 by Ben?",
                "SELECT id FROM orders WHERE customer = 'Ben' AND placed_at <= '2024-03-31' ORDER BY id"));
        assertThat(r.fixedSql()).isEqualTo("SELECT id FROM orders WHERE customer = 'Ben' AND placed_at < '2024-04-01' ORDER BY id");

        CriticVerdict.Rejected pg = rejected(postgres.review("How many orders until the end of February 2024?",
                "SELECT COUNT(*) FROM orders WHERE DATE '2024-02-29' >= placed_at"));
        assertThat(pg.fixedSql()).isEqualTo("SELECT COUNT(*) FROM orders WHERE DATE '2024-03-01' > placed_at");
        assertThat(postgres.run(pg.fixedSql()).rows()).containsExactly(List.of(4L));
    }

    @Test
    void should_accept_a_bare_date_bound_on_dates_without_times() {
        String sql = "SELECT COUNT(*) FROM shipments WHERE shipped_on BETWEEN '2024-01-01' AND '2024-03-31'";
        assertThat(sqlite.review("How many shipments in the first quarter of 2024?", sql)).isEqualTo(CriticVerdict.accepted());
        assertThat(postgres.review("How many shipments in the first quarter of 2024?", sql)).isEqualTo(CriticVerdict.accepted());
    }

    @Test
    void should_accept_a_bound_with_a_time_and_a_bound_that_loses_no_row_of_the_result() {
        assertThat(sqlite.review(Q, "SELECT COUNT(*) FROM orders WHERE placed_at BETWEEN '2024-01-01' AND '2024-03-31 23:59:59'"))
                .isEqualTo(CriticVerdict.accepted());
        assertThat(sqlite.review("How many orders did Ana place in January and February 2024?",
                "SELECT COUNT(*) FROM orders WHERE customer = 'Ana' AND placed_at BETWEEN '2024-01-01' AND '2024-02-29'"))
                .isEqualTo(CriticVerdict.accepted());
    }
}
