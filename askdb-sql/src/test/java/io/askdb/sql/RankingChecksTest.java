package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.critic.CriticVerdict;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The limit-ties and nulls-ranked checks on the tables of case N01, on SQLite and PostgreSQL. */
class RankingChecksTest {
    private static final String[] N01 = {
            "CREATE TABLE sales_reps (id INTEGER PRIMARY KEY, name TEXT NOT NULL, region TEXT NOT NULL)",
            "CREATE TABLE deals (id INTEGER PRIMARY KEY, rep_id INTEGER NOT NULL REFERENCES sales_reps(id), amount REAL NOT NULL,"
                    + " closed_on TEXT NOT NULL)",
            "INSERT INTO sales_reps VALUES (1,'Ava Stone','North'),(2,'Ben Cole','South'),(3,'Cy Park','North'),(4,'Di Lane','West')",
            "INSERT INTO deals VALUES (1,1,500,'2024-01-10'),(2,2,300,'2024-01-12'),(3,2,200,'2024-02-01'),(4,3,250,'2024-02-03'),"
                    + "(5,4,100,'2024-02-05'),(6,1,0,'2024-02-07')",
            "CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, stock INTEGER)",
            "INSERT INTO products VALUES (1,'Desk',5),(2,'Lamp',NULL),(3,'Chair',2),(4,'Mug',40),(5,'Rug',3)"};
    private static final String MOST_DEALS = "SELECT r.name, COUNT(d.id) AS deals FROM sales_reps r JOIN deals d ON d.rep_id = r.id"
            + " GROUP BY r.id, r.name ORDER BY deals DESC LIMIT 1";

    @TempDir
    static Path dir;
    static CriticDatabase sqlite;
    static CriticDatabase postgres;

    @BeforeAll
    static void setUp() throws Exception {
        sqlite = CriticDatabase.sqlite(dir, N01);
        postgres = CriticDatabase.postgres(N01);
    }

    private static List<String> caveats(CriticVerdict verdict) {
        assertThat(verdict).isInstanceOf(CriticVerdict.Accepted.class);
        return ((CriticVerdict.Accepted) verdict).caveats();
    }

    private static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        assertThat(verdict).isInstanceOf(CriticVerdict.Rejected.class);
        return (CriticVerdict.Rejected) verdict;
    }

    @Test
    void should_state_the_tie_when_limit_1_keeps_one_of_two_reps_with_2_deals_case_N01() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            String kept = (String) db.run(MOST_DEALS).rows().get(0).get(0);
            String other = kept.equals("Ava Stone") ? "Ben Cole" : "Ava Stone";
            assertThat(caveats(db.review("Which sales rep has the most deals?", MOST_DEALS)))
                    .containsExactly("'" + other + "' ties with '" + kept + "' at deals = 2; LIMIT 1 kept only one of them.");
        }
    }

    @Test
    void should_state_the_tie_when_the_sort_key_is_not_in_the_select_list() {
        String sql = "SELECT r.name FROM sales_reps r JOIN deals d ON d.rep_id = r.id GROUP BY r.id, r.name ORDER BY COUNT(*) DESC LIMIT 1";
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(caveats(db.review("Which sales rep has the most deals?", sql))).singleElement().asString()
                    .containsAnyOf("'Ben Cole' ties with 'Ava Stone'", "'Ava Stone' ties with 'Ben Cole'")
                    .endsWith(" at COUNT(*) = 2; LIMIT 1 kept only one of them.");
        }
    }

    @Test
    void should_state_the_tie_when_a_name_breaks_it_as_the_offline_planner_orders() {
        String sql = "SELECT r.name, COUNT(d.id) AS deals FROM sales_reps r JOIN deals d ON d.rep_id = r.id"
                + " GROUP BY r.id, r.name ORDER BY deals DESC, r.name ASC, r.id ASC LIMIT 1";
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(caveats(db.review("Which sales rep has the most deals?", sql)))
                    .containsExactly("'Ben Cole' ties with 'Ava Stone' at deals = 2; LIMIT 1 kept only one of them.");
        }
    }

    @Test
    void should_add_no_caveat_when_the_row_after_the_limit_differs() {
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(caveats(db.review("Which rep closed the largest deal?", "SELECT r.name, d.amount FROM sales_reps r"
                    + " JOIN deals d ON d.rep_id = r.id ORDER BY d.amount DESC LIMIT 2"))).isEmpty();
            assertThat(caveats(db.review("Which 3 reps have the most deals?", "SELECT r.name, COUNT(d.id) AS deals FROM sales_reps r"
                    + " JOIN deals d ON d.rep_id = r.id GROUP BY r.id, r.name ORDER BY deals DESC, r.name LIMIT 2"))).isEmpty();
        }
    }

    @Test
    void should_count_the_rows_cut_at_a_three_way_tie() {
        String sql = "SELECT d.id, r.region FROM deals d JOIN sales_reps r ON r.id = d.rep_id ORDER BY r.region LIMIT 1";
        for (CriticDatabase db : List.of(sqlite, postgres)) {
            assertThat(caveats(db.review("Which deal comes first by region?", sql))).singleElement().asString()
                    .matches("[146] and [146] tie with [146] at region = 'North'; LIMIT 1 kept 1 of the 3 rows with that value\\.");
        }
    }

    @Test
    void should_prove_null_stock_is_not_the_lowest_on_sqlite_and_fix_it_case_N01() {
        String sql = "SELECT name, stock FROM products ORDER BY stock ASC LIMIT 2";
        CriticVerdict.Rejected r = rejected(sqlite.review("Which 2 products have the lowest stock?", sql));

        assertThat(r.check()).isEqualTo("nulls-ranked");
        assertThat(r.conclusive()).isTrue();
        assertThat(r.fixedSql()).isEqualTo("SELECT name, stock FROM products WHERE stock IS NOT NULL ORDER BY stock ASC LIMIT 2");
        assertThat(sqlite.run(r.fixedSql()).rows()).containsExactly(List.of("Chair", 2L), List.of("Rug", 3L));
        assertThat(r.feedback()).isEqualTo("The SQL ranks by stock ascending and SQLite puts NULL first in ascending order, so LIMIT 2"
                + " kept 1 row whose stock is NULL (unknown, not the lowest): 'Lamp'. Leave rows without a stock out of the ranking"
                + " (WHERE stock IS NOT NULL), i.e. run: " + r.fixedSql());
    }

    @Test
    void should_prove_null_stock_is_not_the_highest_on_postgresql_where_null_sorts_first_descending() {
        CriticVerdict.Rejected r = rejected(postgres.review("Which product has the highest stock?",
                "SELECT name FROM products ORDER BY stock DESC LIMIT 1"));

        assertThat(r.check()).isEqualTo("nulls-ranked");
        assertThat(r.feedback()).contains("PostgreSQL puts NULL first in descending order").contains("'Lamp'");
        assertThat(postgres.run(r.fixedSql()).rows()).containsExactly(List.of("Mug"));
    }

    @Test
    void should_accept_a_ranking_where_the_engine_sorts_null_last_or_the_key_has_no_null() {
        assertThat(caveats(postgres.review("Which 2 products have the lowest stock?",
                "SELECT name, stock FROM products ORDER BY stock ASC LIMIT 2"))).isEmpty();
        assertThat(caveats(sqlite.review("Which product has the highest stock?", "SELECT name FROM products ORDER BY stock DESC LIMIT 1")))
                .isEmpty();
        assertThat(caveats(sqlite.review("Which 2 products have the lowest stock?",
                "SELECT name, stock FROM products ORDER BY stock ASC NULLS FIRST LIMIT 2"))).isEmpty();
        assertThat(caveats(sqlite.review("Which 2 reps closed the smallest deals?", "SELECT r.name, d.amount FROM sales_reps r"
                + " JOIN deals d ON d.rep_id = r.id ORDER BY d.amount LIMIT 2"))).isEmpty();
    }

    @Test
    void should_keep_rows_whose_null_key_displaces_no_ranked_row() {
        assertThat(caveats(sqlite.review("Which products have the lowest stock?",
                "SELECT name, stock FROM products WHERE stock IS NULL OR stock > 30 ORDER BY stock LIMIT 5"))).isEmpty();
    }
}
