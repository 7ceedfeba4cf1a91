package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.critic.CriticVerdict;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The not-in-null, integer-division and text-numbers checks on real SQLite and PostgreSQL
 * databases holding the tables of issue 15 (employees with a top boss whose manager is NULL) and
 * of cases N02 and N04, each rule with a hit and near misses; and the SQLite double-quoted check.
 */
class SemanticChecksTest {
    static final String TABLES = """
            CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, manager_id INTEGER REFERENCES employees(id));
            INSERT INTO employees VALUES (1,'Ada Moss',NULL),(2,'Ben Cole',1),(3,'Cy Park',1),(4,'Dan Reed',2);
            CREATE TABLE teams (id INTEGER PRIMARY KEY, name TEXT NOT NULL, coach_id INTEGER);
            INSERT INTO teams VALUES (1,'Red',1),(2,'Blue',2);
            CREATE TABLE projects (id INTEGER PRIMARY KEY, title TEXT NOT NULL, lead_id INTEGER NOT NULL);
            INSERT INTO projects VALUES (1,'Atlas',2),(2,'Beacon',3);
            CREATE TABLE orders (id INTEGER PRIMARY KEY, channel TEXT NOT NULL, returned INTEGER NOT NULL, amount REAL NOT NULL);
            INSERT INTO orders VALUES (1,'web',1,10.0),(2,'web',0,20.0),(3,'web',0,5.0),(4,'web',1,7.5),(5,'store',0,3.0),
              (6,'store',0,4.0),(7,'store',1,8.0),(8,'web',0,1.5);
            CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price TEXT, made TEXT NOT NULL);
            INSERT INTO products VALUES (1,'Desk','249.00','2019'),(2,'Lamp','89.50','2021'),(3,'Chair','1200.00','2018'),
              (4,'Mug','9.99','2023'),(5,'Rug',NULL,'2020'),(6,'Shelf','100.00','2022');
            """;
    @TempDir
    static Path dir;
    static CriticDatabase sqlite;
    static CriticDatabase postgres;

    @BeforeAll
    static void setUp() throws Exception {
        sqlite = CriticDatabase.sqlite(dir, CriticDatabase.script(TABLES + """
                CREATE TABLE works (id INTEGER PRIMARY KEY, title TEXT NOT NULL, kind TEXT NOT NULL);
                INSERT INTO works VALUES (1,'Dune','novel'),(2,'title','label'),(3,'Emma','novel'),(4,'novel','novel'),(5,'kind','essay');
                """));
        postgres = CriticDatabase.postgres(CriticDatabase.script(TABLES));
    }

    static Stream<CriticDatabase> engines() {
        return Stream.of(sqlite, postgres);
    }

    /** @return the rows with every number rounded to one decimal, as text */
    private static String rounded(ResultTable t) {
        List<List<Object>> out = new ArrayList<>();
        for (List<Object> row : t.rows()) {
            List<Object> r = new ArrayList<>();
            for (Object v : row) r.add(v instanceof Number n ? new BigDecimal(n.toString()).setScale(1, RoundingMode.HALF_UP) : v);
            out.add(r);
        }
        return out.toString();
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_prove_not_in_over_a_subquery_that_returns_null_and_fix_it_to_the_two_employees_who_manage_nobody(CriticDatabase e) {
        CriticVerdict.Rejected r = CriticDatabase.rejected(e.review("Which employees manage nobody?",
                "SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees) ORDER BY name"));

        assertThat(r.check()).isEqualTo("not-in-null");
        assertThat(r.conclusive()).isTrue();
        assertThat(r.fixedSql()).isEqualTo("SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees"
                + " WHERE manager_id IS NOT NULL) ORDER BY name");
        assertThat(e.rows(r.fixedSql())).isEqualTo("[[Cy Park], [Dan Reed]]");
        assertThat(r.feedback()).startsWith("The SQL uses id NOT IN (SELECT manager_id FROM employees), but the subquery returns NULL for"
                + " manager_id").contains("The query returned 0 rows; the corrected query returns 2 rows, for example ('Cy Park')");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_accept_not_in_over_a_not_null_column_or_a_nullable_column_without_nulls(CriticDatabase e) {
        assertThat(e.review("Which employees lead no project?",
                "SELECT name FROM employees WHERE id NOT IN (SELECT lead_id FROM projects) ORDER BY name"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("Which employees coach no team?",
                "SELECT name FROM employees WHERE id NOT IN (SELECT coach_id FROM teams) ORDER BY name"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("Which employees manage nobody?", "SELECT name FROM employees WHERE id NOT IN"
                + " (SELECT manager_id FROM employees WHERE manager_id IS NOT NULL) ORDER BY name")).isInstanceOf(CriticVerdict.Accepted.class);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_prove_integer_division_of_a_return_rate_and_fix_it_to_33_3_and_40_percent_case_N04(CriticDatabase e) {
        CriticVerdict.Rejected r = CriticDatabase.rejected(e.review("What is the return rate per channel in percent?",
                "SELECT channel, SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders GROUP BY channel ORDER BY channel"));

        assertThat(r.check()).isEqualTo("integer-division");
        assertThat(r.fixedSql()).isEqualTo("SELECT channel, 1.0 * SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders"
                + " GROUP BY channel ORDER BY channel");
        assertThat(rounded(e.run(r.fixedSql(), 10))).isEqualTo("[[store, 33.3], [web, 40.0]]");
        assertThat(r.feedback()).startsWith("The SQL divides two integers (SUM(returned) / COUNT(*)), and " + e.catalog.dialect().displayName()
                + " truncates integer division").contains("e.g. 1.0 * SUM(returned) / COUNT(*)");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_accept_a_division_whose_operands_are_decimal_or_divide_evenly(CriticDatabase e) {
        assertThat(e.review("What is the average amount per order in each channel?",
                "SELECT channel, SUM(amount) / COUNT(*) AS avg_amount FROM orders GROUP BY channel ORDER BY channel"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("What is the return rate per channel in percent?",
                "SELECT channel, ROUND(100.0 * SUM(returned) / COUNT(*), 1) AS pct FROM orders GROUP BY channel ORDER BY channel"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("How many pairs of orders are there?", "SELECT COUNT(*) / 2 AS pairs FROM orders"))
                .isInstanceOf(CriticVerdict.Accepted.class);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_prove_a_share_of_two_counts_behind_nullif(CriticDatabase e) {
        CriticVerdict.Rejected r = CriticDatabase.rejected(e.review("What share of orders was returned?",
                "SELECT SUM(returned) / NULLIF(COUNT(*), 0) AS share FROM orders"));

        assertThat(r.conclusive()).isTrue();
        assertThat(r.fixedSql()).isEqualTo("SELECT 1.0 * SUM(returned) / NULLIF(COUNT(*), 0) AS share FROM orders");
        assertThat(rounded(e.run(r.fixedSql(), 10))).isEqualTo("[[0.4]]");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_only_doubt_a_whole_unit_conversion_by_a_literal_and_leave_a_bucket_key_alone(CriticDatabase e) {
        CriticVerdict.Rejected r = CriticDatabase.rejected(e.review("How many tens of orders does each channel have?",
                "SELECT channel, SUM(id) / 10 AS tens FROM orders GROUP BY channel ORDER BY channel"));

        assertThat(r.check()).isEqualTo("integer-division");
        assertThat(r.conclusive()).isFalse();
        assertThat(e.review("How many orders are there per block of 3 ids?",
                "SELECT id / 3 AS block, COUNT(*) AS n FROM orders GROUP BY id / 3 ORDER BY block")).isInstanceOf(CriticVerdict.Accepted.class);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_prove_prices_stored_as_text_sorted_as_text_and_fix_it_to_chair_desk_shelf_case_N02(CriticDatabase e) {
        CriticVerdict.Rejected r = CriticDatabase.rejected(e.review("What are the 3 most expensive products?",
                "SELECT name, price FROM products ORDER BY price DESC LIMIT 3"));

        assertThat(r.check()).isEqualTo("text-numbers");
        String type = e == sqlite ? "REAL" : "NUMERIC";
        assertThat(r.fixedSql()).isEqualTo("SELECT name, price FROM products ORDER BY CAST(price AS " + type + ") DESC LIMIT 3");
        // PostgreSQL sorts NULL first in descending order whether or not the key is cast; ranking NULLs is another check's job
        assertThat(e.rows(r.fixedSql())).isEqualTo(e == sqlite ? "[[Chair, 1200.00], [Desk, 249.00], [Shelf, 100.00]]"
                : "[[Rug, null], [Chair, 1200.00], [Desk, 249.00]]");
        assertThat(r.feedback()).startsWith("products.price is stored as text").contains("ORDER BY price DESC compares them as text");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_prove_max_and_comparisons_on_text_numbers(CriticDatabase e) {
        CriticVerdict.Rejected max = CriticDatabase.rejected(e.review("What is the highest price?", "SELECT MAX(price) FROM products"));
        CriticVerdict.Rejected over = CriticDatabase.rejected(e.review("Which products cost more than 95?",
                "SELECT name FROM products WHERE price > '95' ORDER BY name"));

        assertThat(max.check()).isEqualTo("text-numbers");
        assertThat(rounded(e.run(max.fixedSql(), 10))).isEqualTo("[[1200.0]]");
        assertThat(e.rows(over.fixedSql())).isEqualTo("[[Chair], [Desk], [Shelf]]");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_accept_text_columns_holding_words_or_numbers_of_one_width(CriticDatabase e) {
        assertThat(e.review("What are the last 3 products by name?", "SELECT name FROM products ORDER BY name DESC LIMIT 3"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("Which 2 products were made most recently?", "SELECT name, made FROM products ORDER BY made DESC LIMIT 2"))
                .isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(e.review("What is the highest price?", "SELECT MAX(CAST(price AS REAL)) FROM products".replace("REAL",
                e == sqlite ? "REAL" : "NUMERIC"))).isInstanceOf(CriticVerdict.Accepted.class);
    }

    @Test
    void should_prove_integer_division_on_h2_and_accept_the_same_sql_on_duckdb_whose_slash_divides_exactly_case_N04() throws Exception {
        String h2 = "jdbc:h2:" + dir.resolve("semantic-h2").toAbsolutePath();
        Path duck = dir.resolve("semantic.duckdb");
        String[] orders = CriticDatabase.script(TABLES.substring(TABLES.indexOf("CREATE TABLE orders"), TABLES.indexOf("CREATE TABLE products")));
        String faulty = "SELECT channel, SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders GROUP BY channel ORDER BY channel";
        CriticDatabase onH2 = CriticDatabase.at(h2, h2, orders);
        CriticDatabase onDuckDb = CriticDatabase.at("jdbc:duckdb:" + duck, duck.toString(), orders);

        CriticVerdict.Rejected r = CriticDatabase.rejected(onH2.review("What is the return rate per channel in percent?", faulty));
        assertThat(r.check()).isEqualTo("integer-division");
        assertThat(rounded(onH2.run(r.fixedSql(), 10))).isEqualTo("[[store, 33.3], [web, 40.0]]");
        assertThat(onDuckDb.review("What is the return rate per channel in percent?", faulty)).isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(rounded(onDuckDb.run(faulty, 10))).isEqualTo("[[store, 33.3], [web, 40.0]]");
    }

    @Test
    void should_prove_a_double_quoted_word_that_sqlite_read_as_the_column_itself() {
        CriticVerdict.Rejected r = CriticDatabase.rejected(sqlite.review("Which works have the placeholder title?",
                "SELECT w.id, w.kind FROM works w WHERE w.title = \"title\" ORDER BY w.id"));

        assertThat(r.check()).isEqualTo("sqlite-double-quoted");
        assertThat(r.fixedSql()).isEqualTo("SELECT w.id, w.kind FROM works w WHERE w.title = 'title' ORDER BY w.id");
        assertThat(sqlite.rows(r.fixedSql())).isEqualTo("[[2, label]]");
        assertThat(r.feedback()).startsWith("In w.title = \"title\" SQLite reads \"title\" as the column title, not as the text 'title'");
    }

    @Test
    void should_prove_a_double_quoted_word_the_question_quotes_as_a_value() {
        CriticVerdict.Rejected r = CriticDatabase.rejected(sqlite.review("Which works have the title 'kind' or 'Emma'?",
                "SELECT id FROM works WHERE title = \"kind\" OR title = \"Emma\" ORDER BY id"));

        assertThat(r.fixedSql()).isEqualTo("SELECT id FROM works WHERE title = 'kind' OR title = \"Emma\" ORDER BY id");
        assertThat(sqlite.rows(r.fixedSql())).isEqualTo("[[3], [5]]");
    }

    @Test
    void should_accept_a_double_quoted_real_column_compared_with_another_column() {
        assertThat(sqlite.review("Which works have a title equal to their kind?",
                "SELECT id FROM works w WHERE w.title = \"kind\" ORDER BY id")).isInstanceOf(CriticVerdict.Accepted.class);
        assertThat(sqlite.review("Which works are novels?", "SELECT id FROM works WHERE \"kind\" = 'novel' ORDER BY id"))
                .isInstanceOf(CriticVerdict.Accepted.class);
    }
}
