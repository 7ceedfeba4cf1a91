package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.validation.QueryShape;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatabaseDryRunTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    /** Never ends when run: counts without a bound. */
    private static final String ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c";
    @TempDir
    Path dir;

    private static Validation.Invalid invalid(Validation v) {
        assertThat(v).isInstanceOf(Validation.Invalid.class);
        return (Validation.Invalid) v;
    }

    private DatabaseDryRun chinook() throws Exception {
        Path copy = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        return new DatabaseDryRun(ReadOnlyConnectionSource.of(copy.toString(), null), TIMEOUT);
    }

    @Test
    void should_pass_valid_sql_and_catch_a_wrong_argument_count_when_dry_running_on_sqlite() throws Exception {
        DatabaseDryRun dryRun = chinook();
        assertThat(dryRun.check(approve("SELECT Name FROM Track WHERE Milliseconds > 300000", Dialect.SQLITE)))
                .isEqualTo(new Validation.Valid(QueryShape.UNKNOWN));
        assertThat(invalid(dryRun.check(approve("SELECT substr(Name) FROM Track", Dialect.SQLITE))).violations())
                .containsExactly(new Violation(Violation.Kind.DRY_RUN, "", "The SQLite database rejected the SQL without running it:"
                        + " wrong number of arguments to function substr(). Fix the statement so that the database accepts it.", "", -1));
    }

    @Test
    void should_not_execute_the_query_when_dry_running_an_endless_query_on_sqlite() throws Exception {
        long started = System.nanoTime();
        assertThat(chinook().check(approve(ENDLESS, Dialect.SQLITE))).isEqualTo(new Validation.Valid(QueryShape.UNKNOWN));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void should_catch_a_wrong_argument_count_and_pass_valid_sql_when_dry_running_on_h2() throws Exception {
        String url = "jdbc:h2:mem:askdb_dry_run;DB_CLOSE_DELAY=-1";
        try (Connection keeper = DriverManager.getConnection(url); Statement st = keeper.createStatement()) {
            st.execute("CREATE TABLE company (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL)");
            DatabaseDryRun dryRun = new DatabaseDryRun(ReadOnlyConnectionSource.of(url, null), TIMEOUT);
            assertThat(dryRun.check(approve("SELECT name FROM company", Dialect.H2))).isInstanceOf(Validation.Valid.class);
            Violation v = invalid(dryRun.check(approve("SELECT ABS(id, 2) FROM company", Dialect.H2))).violations().get(0);
            assertThat(v.kind()).isEqualTo(Violation.Kind.DRY_RUN);
            assertThat(v.message()).startsWith("The H2 database rejected the SQL without running it:"
                    + " Syntax error in SQL statement \"SELECT ABS(id[*], 2) FROM company LIMIT 1001\"");
            assertThat(invalid(dryRun.check(approve("SELECT no_such_function(id) FROM company", Dialect.H2))).violations().get(0).message())
                    .contains("Function \"NO_SUCH_FUNCTION\" not found");
        }
    }

    @Test
    void should_catch_a_function_without_that_signature_and_not_execute_when_dry_running_on_duckdb() throws Exception {
        Path file = dir.resolve("test.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE company (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL)");
        }
        DatabaseDryRun dryRun = new DatabaseDryRun(ReadOnlyConnectionSource.of(file.toString(), null), TIMEOUT);
        assertThat(dryRun.check(approve("SELECT name FROM company", Dialect.DUCKDB))).isInstanceOf(Validation.Valid.class);
        long started = System.nanoTime();
        assertThat(dryRun.check(approve(ENDLESS, Dialect.DUCKDB))).isInstanceOf(Validation.Valid.class);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        Violation v = invalid(dryRun.check(approve("SELECT abs(id, 2) FROM company", Dialect.DUCKDB))).violations().get(0);
        assertThat(v.message()).startsWith("The DuckDB database rejected the SQL without running it: Binder Error: No function matches");
    }

    @Test
    void should_catch_type_and_signature_errors_without_side_effects_when_dry_running_on_postgresql() throws Exception {
        String url = SharedPostgres.database("dry_run_cases", "CREATE TABLE company (id integer PRIMARY KEY, name text NOT NULL)",
                "CREATE SEQUENCE ticket");
        DatabaseDryRun dryRun = new DatabaseDryRun(ReadOnlyConnectionSource.of(url, SharedPostgres.credentials()), TIMEOUT);
        assertThat(dryRun.check(approve("SELECT name FROM company WHERE id = 1", Dialect.POSTGRESQL))).isInstanceOf(Validation.Valid.class);
        assertThat(invalid(dryRun.check(approve("SELECT name FROM company WHERE id = 'x'", Dialect.POSTGRESQL))).violations())
                .extracting(Violation::message).containsExactly("The PostgreSQL database rejected the SQL without running it:"
                        + " invalid input syntax for type integer: \"x\" at character 37 of the SQL (SQLSTATE 22P02)."
                        + " Fix the statement so that the database accepts it.");
        assertThat(invalid(dryRun.check(approve("SELECT length(name, 2) FROM company", Dialect.POSTGRESQL))).violations().get(0).message())
                .contains("function length(text, integer) does not exist");
        assertThat(dryRun.check(approve("SELECT nextval('ticket'), pg_sleep(60)", Dialect.POSTGRESQL))).isInstanceOf(Validation.Valid.class);
        try (Connection c = DriverManager.getConnection(url, SharedPostgres.credentials()); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT is_called FROM ticket")) {
            rs.next();
            assertThat(rs.getBoolean(1)).as("the sequence was never advanced").isFalse();
        }
    }

    @Test
    void should_throw_database_unavailable_when_the_database_cannot_be_reached() {
        DatabaseDryRun dryRun = new DatabaseDryRun(ReadOnlyConnectionSource.of("jdbc:postgresql://127.0.0.1:1/none", null), TIMEOUT);
        assertThatThrownBy(() -> dryRun.check(approve("SELECT 1", Dialect.POSTGRESQL)))
                .isInstanceOf(AskdbException.class).extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.DATABASE_UNAVAILABLE);
    }

    @Test
    void should_refuse_sql_approved_for_another_dialect() throws Exception {
        DatabaseDryRun dryRun = chinook();
        assertThatThrownBy(() -> dryRun.check(approve("SELECT 1", Dialect.H2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("approved for H2 but this dry run checks SQLite");
    }
}
