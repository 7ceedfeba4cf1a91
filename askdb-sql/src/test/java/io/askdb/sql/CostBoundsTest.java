package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.EngineCostGuard;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cost bounds of issue 16 on real engines (SQLite, DuckDB and H2 files, embedded PostgreSQL):
 * what the guard used to approve and only the timeout stopped is refused before it runs, naming the
 * bound and the setting; a recursive CTE bounded by a counter runs and gives its rows; legitimate
 * large-ish statements still run.
 */
class CostBoundsTest {
    private static final String[] STAFF = {
        "CREATE TABLE staff (id INTEGER PRIMARY KEY, name VARCHAR(20), manager INTEGER)",
        "INSERT INTO staff VALUES (1, 'Ada', NULL), (2, 'Ben', 1), (3, 'Cy', 1), (4, 'Di', 2), (5, 'Ed', 4), (6, 'Flo', 5), (7, 'Gus', 6)",
        "CREATE TABLE item (id INTEGER PRIMARY KEY, label VARCHAR(20))"};
    private static final String FILL = "INSERT INTO item SELECT n, 'item' FROM (WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 400) SELECT n FROM c) s";
    private static final String TREE = "WITH RECURSIVE chain(id, name, depth) AS (SELECT id, name, 0 FROM staff WHERE manager IS NULL"
            + " UNION ALL SELECT s.id, s.name, chain.depth + 1 FROM staff s JOIN chain ON s.manager = chain.id WHERE chain.depth < 3)"
            + " SELECT name, depth FROM chain ORDER BY depth, name";
    @TempDir
    static Path dir;
    static List<CriticDatabase> engines = new ArrayList<>();
    static List<String> names = new ArrayList<>();
    static CriticDatabase postgres;
    static CriticDatabase duckdb;

    @BeforeAll
    static void engines() throws Exception {
        String[] setup = java.util.stream.Stream.concat(java.util.Arrays.stream(STAFF), java.util.stream.Stream.of(FILL)).toArray(String[]::new);
        engines.add(CriticDatabase.sqlite(dir, setup));
        names.add("SQLite");
        Path duck = dir.resolve("cost.duckdb");
        duckdb = CriticDatabase.at("jdbc:duckdb:" + duck, duck.toString(), setup);
        engines.add(duckdb);
        names.add("DuckDB");
        String h2 = "jdbc:h2:" + dir.resolve("cost-h2").toAbsolutePath();
        engines.add(CriticDatabase.at(h2, h2, setup));
        names.add("H2");
        postgres = CriticDatabase.postgres(java.util.stream.Stream.concat(java.util.Arrays.stream(setup), java.util.stream.Stream.of("ANALYZE")).toArray(String[]::new));
        engines.add(postgres);
        names.add("PostgreSQL");
    }

    private static GuardResult check(CriticDatabase db, String sql) {
        return Fixtures.GUARD.check(new GuardRequest(sql, db.catalog.dialect(), db.catalog, 100));
    }

    private static Refusal refused(CriticDatabase db, String sql) {
        GuardResult r = check(db, sql);
        assertThat(r).as(sql).isInstanceOf(Refusal.class);
        return (Refusal) r;
    }

    @Test
    void should_refuse_a_huge_series_naming_the_bound_when_generate_series_or_range_is_given_1e12() {
        for (String sql : List.of("SELECT count(*) FROM generate_series(1, 1e12)", "SELECT count(*) FROM generate_series(1, 1000000000000)")) {
            Refusal r = refused(postgres, sql);
            assertThat(r.rule()).isEqualTo("cost-bound");
            assertThat(r.message()).contains("generate_series", "1.00e+12", "askdb.max-scan-rows = 20000000", "ASKDB_MAX_SCAN_ROWS");
        }
        Refusal range = refused(duckdb, "SELECT count(*) FROM range(1e12)");
        assertThat(range.rule()).isEqualTo("cost-bound");
        assertThat(range.message()).contains("range(...) makes 1.00e+12 rows", "--max-scan-rows");
        assertThat(refused(duckdb, "SELECT len(range(1000000000000))").rule()).isEqualTo("cost-bound");
    }

    @Test
    void should_refuse_four_copies_of_a_table_cross_joined_on_every_engine() {
        for (int i = 0; i < engines.size(); i++) {
            Refusal r = refused(engines.get(i), "SELECT count(*) FROM item a, item b, item c CROSS JOIN item d");
            assertThat(r.rule()).as(names.get(i)).isEqualTo("cost-bound");
            assertThat(r.message()).as(names.get(i)).contains("25,600,000,000 rows", "askdb.max-scan-rows");
        }
    }

    @Test
    void should_run_joins_on_keys_and_a_two_table_cross_join_when_they_stay_under_the_bound() {
        for (int i = 0; i < engines.size(); i++) {
            CriticDatabase db = engines.get(i);
            assertThat(db.rows("SELECT count(*) FROM item a, item b")).as(names.get(i)).isEqualTo("[[160000]]");
            assertThat(db.rows("SELECT count(*) FROM item a, item b, item c, item d WHERE a.id = b.id AND b.id = c.id AND c.id = d.id"))
                    .as(names.get(i)).isEqualTo("[[400]]");
            assertThat(db.rows("SELECT count(*) FROM item a JOIN item b ON a.id = b.id JOIN item c ON c.id = b.id JOIN item d ON d.id = c.id"))
                    .as(names.get(i)).isEqualTo("[[400]]");
        }
    }

    @Test
    void should_count_equalities_through_parentheses_expressions_derived_tables_ctes_and_using_when_the_bound_is_tight() {
        // 400-row item table, a bound of 1,000 rows: any product of two copies is 160,000
        SqlGuard tight = StandardGuard.create(new CostBounds(1_000, 1_000_000));
        java.util.Map<String, String> joined = new java.util.LinkedHashMap<>();
        joined.put("SELECT count(*) FROM (item a JOIN item b ON a.id = b.id) JOIN item c ON c.id = b.id", "[[400]]");
        joined.put("SELECT count(*) FROM item a JOIN item b ON a.id = b.id + 1", "[[399]]");
        joined.put("SELECT count(*) FROM item a JOIN (SELECT id AS k FROM item) s ON k = a.id", "[[400]]");
        joined.put("WITH s(k) AS (SELECT id FROM item) SELECT count(*) FROM item, s WHERE k = id", "[[400]]");
        joined.put("SELECT count(*) FROM item a JOIN staff USING (id) JOIN item b USING (id)", "[[7]]");
        joined.put("SELECT count(*) FROM (SELECT id FROM item UNION ALL SELECT id FROM item UNION ALL SELECT id FROM item) u", "[[1200]]");
        for (int i = 0; i < engines.size(); i++) {
            CriticDatabase db = engines.get(i);
            for (var e : joined.entrySet()) {
                GuardResult r = tight.check(new GuardRequest(e.getKey(), db.catalog.dialect(), db.catalog, 100));
                assertThat(r).as(names.get(i) + ": " + e.getKey()).isInstanceOf(ApprovedSql.class);
                assertThat(db.rows(e.getKey())).as(names.get(i) + ": " + e.getKey()).isEqualTo(e.getValue());
            }
            for (String cross : List.of("SELECT count(*) FROM item a JOIN item b ON a.id = a.id",
                    "SELECT count(*) FROM item a, item b WHERE a.id = 1 OR b.id = 1",
                    "SELECT count(*) FROM (item a JOIN item b ON a.id = b.id) JOIN item c ON c.id > b.id")) {
                GuardResult r = tight.check(new GuardRequest(cross, db.catalog.dialect(), db.catalog, 100));
                assertThat(r).as(names.get(i) + ": " + cross).isInstanceOf(Refusal.class);
                assertThat(((Refusal) r).message()).as(cross).contains("160,000 rows", "askdb.max-scan-rows = 1000");
            }
        }
    }

    @Test
    void should_refuse_a_900_MB_string_when_printf_or_repeat_is_given_a_huge_width() {
        CriticDatabase sqlite = engines.get(0);
        Refusal r = refused(sqlite, "SELECT printf('%.*c', 900000000, 'x')");
        assertThat(r.rule()).isEqualTo("cost-bound");
        assertThat(r.message()).contains("printf", "900,000,00", "askdb.max-value-bytes = 100000", "ASKDB_MAX_VALUE_BYTES");
        assertThat(refused(sqlite, "SELECT printf('%900000000d', 1)").rule()).isEqualTo("cost-bound");
        assertThat(refused(sqlite, "SELECT replace(printf('%.*c', 5000, 'x'), 'x', printf('%.*c', 5000, 'y'))").rule()).isEqualTo("cost-bound");
        assertThat(refused(postgres, "SELECT repeat(repeat('x', 10000), 10000)").rule()).isEqualTo("cost-bound");
        assertThat(refused(postgres, "SELECT lpad('x', 900000000)").rule()).isEqualTo("cost-bound");
        assertThat(refused(duckdb, "SELECT length(repeat('ab', 900000000))").rule()).isEqualTo("cost-bound");
        assertThat(sqlite.rows("SELECT length(printf('%.*c', 1000, 'x')), printf('%5.2f', 3.14159)")).isEqualTo("[[1000,  3.14]]");
        assertThat(postgres.rows("SELECT length(repeat('ab', 50000)), lpad('7', 3, '0')")).isEqualTo("[[100000, 007]]");
    }

    @Test
    void should_run_a_counter_cte_bounded_by_a_literal_and_return_1_to_5_on_every_engine() {
        String sql = "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT n FROM c ORDER BY n";
        for (int i = 0; i < engines.size(); i++) {
            assertThat(engines.get(i).rows(sql)).as(names.get(i)).isEqualTo("[[1], [2], [3], [4], [5]]");
        }
        assertThat(engines.get(0).rows("WITH c(n) AS (SELECT 1 UNION ALL SELECT n + 2 FROM c WHERE n <= 8) SELECT count(*), max(n) FROM c"))
                .isEqualTo("[[5, 9]]");
    }

    @Test
    void should_run_a_tree_walk_bounded_by_depth_with_a_row_cap_written_into_its_recursive_query() {
        for (int i = 0; i < engines.size(); i++) {
            CriticDatabase db = engines.get(i);
            GuardResult r = check(db, TREE);
            assertThat(r).as(names.get(i)).isInstanceOf(ApprovedSql.class);
            String executed = ((ApprovedSql) r).sql();
            assertThat(executed).as(names.get(i)).contains(i == 0 ? "chain.depth < 3 LIMIT 20000000)" : "chain.depth < 3 LIMIT 6666666)");
            assertThat(db.rows(TREE)).as(names.get(i)).isEqualTo("[[Ada, 0], [Ben, 1], [Cy, 1], [Di, 2], [Ed, 3]]");
        }
    }

    @Test
    void should_refuse_recursion_without_a_counter_bound_naming_why() {
        for (String sql : List.of(
                "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT n FROM c LIMIT 5",
                "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n - 1 FROM c WHERE n < 5) SELECT n FROM c",
                "WITH RECURSIVE c(n) AS (SELECT id FROM staff UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT n FROM c",
                "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5 OR n > 0) SELECT n FROM c")) {
            Refusal r = refused(postgres, sql);
            assertThat(r.rule()).as(sql).isEqualTo("recursive-cte");
            assertThat(r.message()).as(sql).contains("cannot bound it", "WHERE depth < 10");
        }
        Refusal deep = refused(postgres, "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 1e12) SELECT count(*) FROM c");
        assertThat(deep.rule()).isEqualTo("cost-bound");
        assertThat(deep.message()).contains("may iterate", "askdb.max-scan-rows");
    }

    @Test
    void should_refuse_on_the_engine_estimate_when_postgresql_or_duckdb_plan_more_than_the_ceiling() {
        SqlGuard pg = new EngineCostGuard(Fixtures.GUARD, postgres.source,
                postgres.catalog.dialect(), Duration.ofSeconds(5), 1e5, 100_000_000L);
        String heavy = "SELECT count(*) FROM generate_series(1, 10000000) g";
        GuardResult r = pg.check(new GuardRequest(heavy, postgres.catalog.dialect(), postgres.catalog, 100));
        assertThat(r).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).rule()).isEqualTo("cost-bound");
        assertThat(((Refusal) r).message()).contains("PostgreSQL estimates its cost at 125,000", "askdb.max-cost = 100,000", "ASKDB_MAX_COST");
        assertThat(pg.check(new GuardRequest("SELECT count(*) FROM item", postgres.catalog.dialect(), postgres.catalog, 100)))
                .isInstanceOf(ApprovedSql.class);
        SqlGuard duck = new EngineCostGuard(Fixtures.GUARD, duckdb.source,
                duckdb.catalog.dialect(), Duration.ofSeconds(5), 1e7, 100_000L);
        GuardResult d = duck.check(new GuardRequest("SELECT count(*) FROM item a, item b", duckdb.catalog.dialect(), duckdb.catalog, 100));
        assertThat(d).isInstanceOf(Refusal.class);
        assertThat(((Refusal) d).message()).contains("DuckDB estimates", "160,000 rows", "askdb.max-scan-rows = 100000");
        ResultTable ok = duckdb.executor.run((ApprovedSql) duck.check(new GuardRequest("SELECT count(*) FROM item a JOIN item b ON a.id = b.id",
                duckdb.catalog.dialect(), duckdb.catalog, 100)), ExecutionLimits.DEFAULT);
        assertThat(ok.rows().toString()).isEqualTo("[[400]]");
    }
}
