package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB's positional reference {@code #n} on a real DuckDB file with an access policy:
 * {@code Staff(name, dept, salary, ssn)} with {@code salary} masked and {@code ssn} hidden, and an
 * unguarded {@code Plain(id)}. As a query's ORDER BY key {@code #n} is the n-th select item;
 * elsewhere the n-th column of the FROM clause.
 */
class DuckDbPositionalReferenceTest {
    private static PolicyEngines.Engine duckdb;

    @BeforeAll
    static void engine() throws Exception {
        Path dir = Files.createTempDirectory("askdb-positional");
        dir.toFile().deleteOnExit();
        Path file = dir.resolve("staff.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE Staff (name VARCHAR, dept VARCHAR, salary INTEGER, ssn VARCHAR)");
            s.execute("INSERT INTO Staff VALUES ('Ann', 'ops', 50000, '111-11-1111'), ('Bob', 'dev', 90000, '222-22-2222'),"
                    + " ('Cid', 'dev', 70000, '333-33-3333')");
            s.execute("CREATE TABLE Plain AS SELECT range::INTEGER AS id FROM range(1, 6)");
        }
        Policy policy = new Policy(List.of(), List.of(new NamePattern("Staff.ssn")),
                List.of(new MaskedColumn(new NamePattern("Staff.salary"), Masking.LAST4)), List.of());
        duckdb = PolicyEngines.engine("DuckDB", file.toString(), policy);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT name, salary FROM Staff ORDER BY #2 DESC LIMIT 1",
            "SELECT name, salary FROM Staff ORDER BY (#2) DESC LIMIT 1",
            "SELECT name, salary FROM Staff ORDER BY (2) DESC LIMIT 1",
            "SELECT name, salary FROM Staff ORDER BY #2 DESC NULLS LAST, #1",
            "SELECT name FROM Staff ORDER BY #3 + 0 DESC LIMIT 1",
            "SELECT name FROM Staff ORDER BY 0 - #3 LIMIT 1",
            "SELECT name FROM Staff QUALIFY row_number() OVER (ORDER BY #3 DESC) = 1",
            "SELECT name, max(name) OVER (ORDER BY #3) FROM Staff",
            "SELECT #4 FROM Staff",
            "SELECT name FROM Staff WHERE #3 > 60000",
            "SELECT s.name, #7 FROM Staff s JOIN Staff t ON s.name = t.name",
            "SELECT dept, count(*) FROM Staff GROUP BY #2"})
    void should_refuse_when_a_positional_reference_may_read_a_masked_or_hidden_column(String sql) {
        GuardResult r = duckdb.check(sql, Caller.ANONYMOUS);

        assertThat(r).as(sql).isInstanceOf(Refusal.class);
        assertThat(((Refusal) r).message()).containsAnyOf("position", "positional reference");
    }

    @Test
    void should_sort_by_the_unmasked_select_item_when_order_by_names_its_position() {
        ResultTable t = duckdb.run("SELECT name, dept FROM Staff ORDER BY #2, #1 DESC", Caller.ANONYMOUS);

        assertThat(t.rows()).extracting(row -> row.get(0)).containsExactly("Cid", "Bob", "Ann");
    }

    @Test
    void should_answer_when_a_positional_reference_reads_a_table_without_protected_columns() {
        ResultTable t = duckdb.run("SELECT id FROM Plain WHERE #1 > 3 ORDER BY #1 DESC", Caller.ANONYMOUS);

        assertThat(t.rows()).extracting(row -> ((Number) row.get(0)).intValue()).containsExactly(5, 4);
        assertThat(duckdb.check("SELECT id FROM Plain ORDER BY #1", Caller.ANONYMOUS)).isInstanceOf(ApprovedSql.class);
    }
}
