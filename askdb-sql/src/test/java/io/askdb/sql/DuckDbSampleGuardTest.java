package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB sample clauses JSqlParser 5.4 cannot read (row counts, reservoir, a clause after WHERE,
 * GROUP BY or HAVING), on a real DuckDB file with an access policy: {@code Plain} holds 1000 rows
 * (id 1..1000, grp = id % 10); {@code Reading} 1000 rows with {@code tenant = id % 4}, filtered to
 * the caller's tenant, and a hidden {@code secret} column. DuckDB samples a query's FROM result
 * before its WHERE ("Samples": the clause samples once the FROM clause is resolved), which is what
 * the counts below rely on.
 */
class DuckDbSampleGuardTest {
    private static final Caller TENANT_1 = Caller.of("tenant", "1");
    private static PolicyEngines.Engine duckdb;

    @BeforeAll
    static void engine() throws Exception {
        Path dir = Files.createTempDirectory("askdb-samples");
        dir.toFile().deleteOnExit();
        Path file = dir.resolve("samples.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE Plain AS SELECT range::INTEGER AS id, (range % 10)::INTEGER AS grp FROM range(1, 1001)");
            s.execute("CREATE TABLE Reading AS SELECT range::INTEGER AS id, (range % 4)::INTEGER AS tenant, range * 1.5 AS val,"
                    + " 'secret-' || range AS secret FROM range(1, 1001)");
        }
        Policy policy = new Policy(List.of(), List.of(new NamePattern("Reading.secret")), List.of(),
                List.of(new RowFilter(new NamePattern("Reading"), "tenant", "tenant")));
        duckdb = PolicyEngines.engine("DuckDB", file.toString(), policy);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "SELECT id FROM Plain USING SAMPLE 5 ROWS | 5",
            "SELECT id FROM Plain USING SAMPLE 5 | 5",
            "SELECT id FROM Plain USING SAMPLE reservoir(7 ROWS) REPEATABLE (1) | 7",
            "SELECT id FROM Plain using sample RESERVOIR ( 3 rows ) repeatable ( 9 ) | 3",
            "SELECT id FROM Plain USING SAMPLE (4 ROWS) | 4",
            "SELECT id FROM Plain USING SAMPLE 6 ROWS (reservoir, 3) | 6",
            "SELECT id FROM Plain TABLESAMPLE 6 ROWS | 6",
            "SELECT p.id FROM Plain p TABLESAMPLE reservoir(20%) | 200",
            "SELECT id FROM Plain USING SAMPLE 10 PERCENT (reservoir) | 100",
            "SELECT id FROM Plain USING SAMPLE 100 PERCENT (bernoulli) | 1000",
            "SELECT id FROM Plain WHERE id > 0 USING SAMPLE 5 ROWS ORDER BY id | 5",
            "FROM Plain SELECT id WHERE grp >= 0 USING SAMPLE 8 | 8",
            "SELECT id FROM Plain WHERE id <= 500 USING SAMPLE 100% (bernoulli) | 500",
            "SELECT a.id FROM Plain a TABLESAMPLE 3 ROWS JOIN Plain b TABLESAMPLE 100% (bernoulli) ON a.id = b.id | 3",
            "SELECT x.id FROM (SELECT id FROM Plain USING SAMPLE 50 ROWS) x USING SAMPLE 5 ROWS | 5",
            "SELECT id FROM Plain USING SAMPLE 3 ROWS UNION ALL SELECT id FROM Plain USING SAMPLE 2 ROWS | 5"})
    void should_return_the_sample_size_when_a_duckdb_sample_is_approved(String sql, int rows) {
        GuardResult approved = duckdb.check(sql, Caller.ANONYMOUS);

        assertThat(approved).isInstanceOf(ApprovedSql.class);
        assertThat(duckdb.run(sql, Caller.ANONYMOUS).rows()).hasSize(rows);
    }

    @Test
    void should_sample_before_the_aggregate_when_the_clause_follows_group_by_and_having() {
        String sql = "SELECT grp, count(*) AS n FROM Plain WHERE id > 0 GROUP BY grp HAVING count(*) > 0 USING SAMPLE 8 ROWS";

        long total = duckdb.run(sql, Caller.ANONYMOUS).rows().stream().mapToLong(r -> ((Number) r.get(1)).longValue()).sum();

        assertThat(total).isEqualTo(8);
    }

    @Test
    void should_write_the_row_cap_after_the_sample_clause_when_the_statement_has_no_limit() {
        ApprovedSql approved = (ApprovedSql) duckdb.check("SELECT id FROM Plain WHERE id > 5 USING SAMPLE 5 ROWS ORDER BY id", Caller.ANONYMOUS);

        assertThat(approved.sql()).isEqualTo("SELECT id FROM Plain WHERE id > 5 USING SAMPLE 5 ROWS ORDER BY id LIMIT 1001");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT id FROM Plain USING SAMPLE reservoir(10 ROWS) REPEATABLE (42) ORDER BY id",
            "SELECT id FROM Plain USING SAMPLE 5 ROWS (reservoir, 3) ORDER BY id",
            "SELECT id FROM Plain TABLESAMPLE reservoir(5 ROWS) REPEATABLE (9) ORDER BY id",
            "SELECT id FROM Plain USING SAMPLE 10 PERCENT (bernoulli, 7) ORDER BY id"})
    void should_return_the_same_rows_when_a_seeded_sample_runs_twice(String sql) {
        List<List<Object>> first = duckdb.run(sql, Caller.ANONYMOUS).rows();
        List<List<Object>> second = duckdb.run(sql, Caller.ANONYMOUS).rows();

        assertThat(first).isNotEmpty().isEqualTo(second);
    }

    @Test
    void should_sample_only_the_callers_rows_when_the_sampled_table_is_row_filtered() {
        List<List<Object>> tenants = duckdb.run("SELECT DISTINCT tenant FROM Reading USING SAMPLE 1000 ROWS", TENANT_1).rows();
        List<List<Object>> count = duckdb.run("SELECT count(*) FROM Reading WHERE id > 0 USING SAMPLE 1000 ROWS", TENANT_1).rows();
        List<List<Object>> joined = duckdb.run("SELECT count(*) FROM Reading r TABLESAMPLE 1000 ROWS JOIN Plain p ON p.id = r.id", TENANT_1).rows();

        assertThat(tenants).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(1L);
        assertThat(count).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(250L);
        assertThat(joined).extracting(r -> ((Number) r.get(0)).longValue()).containsExactly(250L);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "SELECT id FROM Reading WHERE secret = 'x' USING SAMPLE 5 ROWS | policy-hidden-column",
            "SELECT id FROM Reading r TABLESAMPLE 5 ROWS WHERE r.secret LIKE 's%' | policy-hidden-column",
            "SELECT id, (SELECT max(secret) FROM Reading) FROM Plain USING SAMPLE reservoir(5 ROWS) REPEATABLE (1) | policy-hidden-column",
            "SELECT getenv('HOME') FROM Plain USING SAMPLE 5 ROWS | function-not-allowed",
            "SELECT id FROM Plain WHERE grp = 1 GROUP BY id HAVING max(getenv('x')) > '' USING SAMPLE 5 | function-not-allowed",
            "SELECT * FROM read_csv('/etc/passwd') USING SAMPLE 5 ROWS | table-function"})
    void should_refuse_a_hidden_name_or_forbidden_call_when_it_stands_beside_a_sample_clause(String sql, String rule) {
        GuardResult result = duckdb.check(sql, TENANT_1);

        assertThat(result).isInstanceOf(Refusal.class);
        assertThat(((Refusal) result).rule()).isEqualTo(rule);
    }

    @Test
    void should_refuse_a_sample_of_a_row_filtered_table_when_the_caller_has_no_tenant() {
        GuardResult result = duckdb.check("SELECT count(*) FROM Reading USING SAMPLE 5 ROWS", Caller.ANONYMOUS);

        assertThat(((Refusal) result).rule()).isEqualTo("policy-row-filter");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT id FROM Plain USING SAMPLE (SELECT 5) ROWS",
            "SELECT id FROM Plain USING SAMPLE (SELECT count(secret) FROM Reading) ROWS",
            "SELECT id FROM Plain USING SAMPLE 5 ROWS (reservoir, id)",
            "SELECT id FROM Plain USING SAMPLE reservoir(grp ROWS)",
            "SELECT id FROM Plain USING SAMPLE getenv(5 ROWS)",
            "SELECT id FROM Plain USING SAMPLE 5 ROWS (getenv)",
            "SELECT id FROM Plain USING SAMPLE reservoir(5 ROWS) REPEATABLE (id)",
            "SELECT id FROM Plain USING SAMPLE 5 ROWS (reservoir, (SELECT 1))",
            "SELECT id FROM Plain TABLESAMPLE 1 + 4 ROWS",
            "SELECT id FROM Plain USING SAMPLE -5 ROWS",
            "SELECT id FROM Plain USING SAMPLE '5' ROWS",
            "SELECT id FROM Plain USING SAMPLE ? ROWS",
            "SELECT id TABLESAMPLE 5 ROWS FROM Plain",
            "SELECT id FROM Plain WHERE id IN (1, 2 USING SAMPLE 5 ROWS)"})
    void should_refuse_as_unparsable_when_a_sample_clause_holds_more_than_literals_or_stands_nowhere(String sql) {
        GuardResult result = duckdb.check(sql, Caller.ANONYMOUS);

        assertThat(result).isInstanceOf(Refusal.class);
        assertThat(((Refusal) result).rule()).isEqualTo("unparsable");
    }

    @Test
    void should_read_sample_words_as_text_when_they_stand_in_a_string_or_comment() {
        String sql = "SELECT 'USING SAMPLE 5 ROWS' AS s FROM Plain /* USING SAMPLE 1 */ WHERE id <= 3";

        assertThat(duckdb.run(sql, Caller.ANONYMOUS).rows()).hasSize(3);
    }
}
