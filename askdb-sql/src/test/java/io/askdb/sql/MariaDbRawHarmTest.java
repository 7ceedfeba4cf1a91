package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guard's refusals of MySQL-specific classes matter: each statement here is first refused by
 * the guard (with the rule named), then run anyway on a real MariaDB ({@link MariaDbServer},
 * skipped when it is not installed) as the all-privileges account, and the harm it would have
 * done is observed: a table dropped by a hidden second statement (raw, with multi-statements on,
 * as the mariadb client sends them), a file written or read, a sleep, a lock held. LOAD_FILE,
 * SLEEP, BENCHMARK and GET_LOCK run through askdb's own read-only executor with the guard
 * bypassed: the read-only session does not stop them, only the guard does. INTO OUTFILE and
 * DUMPFILE write their file in askdb's read-only session too; only the executor's
 * {@code executeQuery} stops them, in MySQL Connector/J before anything is sent. Paths point into
 * the server's {@code secure_file_priv} directory and sleeps last half a second instead of the
 * corpus's five.
 */
class MariaDbRawHarmTest {
    private static final SqlGuard NO_GUARD = new LayeredSqlGuard(List.of(request -> Optional.empty()), (request, cap) -> request.sql());
    private static final String SECRET = "askdb-secret-42";
    private static MariaDbServer server;
    private static int demonstrations;
    private WatchedMariaDb db;
    private Map<String, String> before;
    private String files;

    @BeforeAll
    static void start() {
        server = MariaDbServer.startOrSkip("harm");
    }

    @AfterAll
    static void stop() {
        if (server == null) return;
        server.close();
        System.out.printf("MariaDB raw-harm demonstrations: %d refused statements shown to do harm%n", demonstrations);
    }

    @BeforeEach
    void fresh() throws SQLException, IOException {
        try (Connection c = server.admin(false); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS harm");
            st.execute("CREATE DATABASE harm");
        }
        try (var old = Files.list(server.files())) {
            for (var f : old.toList()) Files.delete(f);
        }
        Files.writeString(server.files().resolve("secret.txt"), SECRET);
        files = server.files().toString();
        db = new WatchedMariaDb(server);
        before = db.snapshot();
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void should_read_a_file_when_an_executable_comment_hides_a_union() throws SQLException {
        String sql = "SELECT 1 /*!50000 UNION SELECT LOAD_FILE('" + files + "/secret.txt') */";
        refused(sql, "executable-comment");
        assertThat(rawRows(sql)).containsExactly("1", SECRET);
    }

    @Test
    void should_sleep_when_a_mariadb_executable_comment_holds_a_sleep() throws SQLException {
        String sql = "SELECT /*M! SLEEP(0.5), */ 1";
        refused(sql, "executable-comment");
        long started = System.nanoTime();
        assertThat(rawRows(sql)).containsExactly("0");
        assertThat((System.nanoTime() - started) / 1_000_000).isGreaterThanOrEqualTo(500);
    }

    @Test
    void should_drop_a_table_when_dashes_without_a_space_are_not_a_comment() throws SQLException {
        String sql = "SELECT 1 --1; DROP TABLE Genre";
        refused(sql, "multiple-statements");
        assertThat(rawRows(sql)).containsExactly("2");
        assertDropped("Genre");
    }

    @Test
    void should_drop_a_table_when_a_hash_comment_ends_at_the_newline() throws SQLException {
        String sql = "SELECT 1 #\n; DROP TABLE Album";
        refused(sql, "multiple-statements");
        rawRows(sql);
        assertDropped("Album");
    }

    @Test
    void should_drop_a_table_when_a_backslash_escapes_the_closing_quote() throws SQLException {
        String sql = "SELECT '\\' , '; DROP TABLE Genre; -- '";
        refused(sql, "multiple-statements");
        assertThat(rawRows(sql)).containsExactly("' , ");
        assertDropped("Genre");
    }

    @Test
    void should_drop_a_table_when_a_doubled_backslash_ends_the_string() throws SQLException {
        String sql = "SELECT 'x\\\\'; DROP TABLE Album";
        refused(sql, "multiple-statements");
        assertThat(rawRows(sql)).containsExactly("x\\");
        assertDropped("Album");
    }

    @Test
    void should_write_a_file_when_into_outfile_runs_in_a_read_only_session() throws SQLException {
        String sql = "SELECT * FROM Album INTO OUTFILE '" + files + "/x'";
        refused(sql, "select-into");
        readOnlySession(sql);
        assertThat(server.files().resolve("x")).exists().content().contains("Let's Dance").hasLineCount(3);
        assertThat(db.snapshot().get("secure_file_priv files")).isNotEqualTo(before.get("secure_file_priv files"));
    }

    @Test
    void should_write_a_file_when_into_dumpfile_runs_in_a_read_only_session() throws SQLException {
        String sql = "SELECT Title FROM Album LIMIT 1 INTO DUMPFILE '" + files + "/x'";
        refused(sql, "select-into");
        readOnlySession(sql);
        assertThat(server.files().resolve("x")).exists().hasContent("For Those About To Rock");
    }

    @Test
    void should_stop_into_outfile_in_the_driver_when_the_executor_asks_for_a_result_set() {
        String sql = "SELECT * FROM Album INTO OUTFILE '" + files + "/x'";
        ApprovedSql bypass = Fixtures.approved(NO_GUARD.check(new GuardRequest(sql, Dialect.MYSQL, null, 10)));
        assertThatThrownBy(() -> db.runOrThrow(bypass, MariaDbServer.ADMIN)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("cannot issue statements that do not produce result sets");
        assertThat(server.files().resolve("x")).doesNotExist();
    }

    @Test
    void should_return_a_file_when_load_file_runs_in_the_read_only_session() {
        String sql = "SELECT LOAD_FILE('" + files + "/secret.txt')";
        refused(sql, "function-not-allowed");
        ResultTable result = unguarded(sql);
        assertThat(text(result.rows().get(0).get(0))).isEqualTo(SECRET);
        demonstrations++;
    }

    @Test
    void should_hold_the_connection_when_sleep_and_benchmark_run_in_the_read_only_session() {
        String sleep = "SELECT SLEEP(0.5)";
        String benchmark = "SELECT BENCHMARK(1000000, MD5('x'))";
        refused(sleep, "function-not-allowed");
        refused(benchmark, "function-not-allowed");
        assertThat(unguarded(sleep).elapsedMs()).isGreaterThanOrEqualTo(500);
        assertThat(unguarded(benchmark).elapsedMs()).isGreaterThanOrEqualTo(50);
        demonstrations += 2;
    }

    @Test
    void should_take_a_lock_others_wait_for_when_get_lock_runs_in_the_read_only_session() throws SQLException {
        String sql = "SELECT GET_LOCK('x', 10)";
        refused(sql, "function-not-allowed");
        assertThat(db.run(Fixtures.approved(NO_GUARD.check(new GuardRequest(sql, Dialect.MYSQL, null, 10)))))
                .isEqualTo("left in the session: locks:x");
        try (Connection holder = ReadOnlyConnectionSource.of(server.url(), MariaDbServer.credentials(MariaDbServer.ADMIN)).open();
                Connection other = server.admin(false)) {
            assertThat(WatchedDatabase.rows(holder, sql)).isEqualTo("1\n");
            String holderId = WatchedDatabase.rows(holder, "SELECT CONNECTION_ID()");
            assertThat(WatchedDatabase.rows(other, "SELECT IS_USED_LOCK('x')")).isEqualTo(holderId);
            assertThat(WatchedDatabase.rows(other, "SELECT GET_LOCK('x', 0)")).isEqualTo("0\n");
            assertThat(db.snapshot().get("user locks")).contains("x");
        }
        demonstrations++;
    }

    private static void refused(String sql, String rule) {
        var result = Fixtures.GUARD.check(new GuardRequest(sql, Dialect.MYSQL, ChinookSchema.catalog(Dialect.MYSQL), Fixtures.CAP));
        assertThat(result).as("the guard refuses %s", sql).isInstanceOf(Refusal.class);
        assertThat(((Refusal) result).rule()).as("%s", ((Refusal) result).message()).isEqualTo(rule);
    }

    /** Runs a statement as the administrator, several statements at once, and returns the first result's first column. */
    private static List<String> rawRows(String sql) throws SQLException {
        List<String> first = new ArrayList<>();
        try (Connection c = server.admin(true); Statement st = c.createStatement()) {
            boolean isResult = st.execute(sql);
            if (isResult) {
                try (ResultSet rs = st.getResultSet()) {
                    while (rs.next()) first.add(rs.getString(1));
                }
            }
            while (st.getMoreResults() || st.getUpdateCount() != -1) {
                // drain every further result: the server runs each statement of the batch
            }
        }
        demonstrations++;
        return first;
    }

    /** Runs a statement with {@code execute} on a connection from askdb's read-only source, as the administrator. */
    private static void readOnlySession(String sql) throws SQLException {
        try (Connection c = ReadOnlyConnectionSource.of(server.url(), MariaDbServer.credentials(MariaDbServer.ADMIN)).open();
                Statement st = c.createStatement()) {
            assertThat(WatchedDatabase.rows(c, "SELECT @@tx_read_only")).isEqualTo("1\n");
            st.execute(sql);
        }
        demonstrations++;
    }

    /**
     * Runs a statement the guard refused through askdb's read-only executor, as the administrator.
     *
     * @return the result, or null when the driver found no result set (INTO OUTFILE answers with an update count)
     */
    private ResultTable unguarded(String sql) {
        ApprovedSql bypass = Fixtures.approved(NO_GUARD.check(new GuardRequest(sql, Dialect.MYSQL, null, 10)));
        try {
            return db.runOrThrow(bypass, MariaDbServer.ADMIN);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The text of a cell: askdb's executor gives binary values (LOAD_FILE is a LONGBLOB) as a map with base64. */
    private static String text(Object cell) {
        if (cell instanceof Map<?, ?> m) return new String(java.util.Base64.getDecoder().decode((String) m.get("base64")), java.nio.charset.StandardCharsets.UTF_8);
        return String.valueOf(cell);
    }

    private void assertDropped(String table) {
        Map<String, String> after = db.snapshot();
        assertThat(before.get("tables")).contains("harm|" + table + "|");
        assertThat(after.get("tables")).doesNotContain("harm|" + table + "|");
        assertThat(after.get("write counters")).isNotEqualTo(before.get("write counters"));
    }
}
