package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A database that is down, drops the connection mid-query, or is busy; results past the byte cap. */
class DatabaseFaultsTest {
    private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 100);
    private static String url;

    @BeforeAll
    static void database() throws Exception {
        url = SharedPostgres.database("faults", "CREATE TABLE t(id int)", "INSERT INTO t VALUES (1), (2)");
    }

    @Test
    void should_fail_with_database_unavailable_naming_what_to_check_when_the_server_is_down() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = s.getLocalPort();
        }
        ReadOnlyConnectionSource down = ReadOnlyConnectionSource.of("jdbc:postgresql://127.0.0.1:" + port + "/shop", SharedPostgres.credentials());
        assertThatThrownBy(() -> new JdbcSqlExecutor(down).run(approve("SELECT 1", Dialect.POSTGRESQL), LIMITS))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Could not use the PostgreSQL database: Connection to 127.0.0.1:" + port + " refused")
                .hasMessageEndingWith("Check that the database is running and reachable, and that --db and the credentials are right.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.DATABASE_UNAVAILABLE);
    }

    @Test
    void should_fail_clearly_and_answer_the_next_query_when_the_server_drops_the_connection_mid_query() throws Exception {
        JdbcSqlExecutor executor = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(url, SharedPostgres.credentials()));
        CompletableFuture<ResultTable> running = CompletableFuture.supplyAsync(
                () -> executor.run(approve("SELECT pg_sleep(30)", Dialect.POSTGRESQL), LIMITS));
        try (Connection admin = DriverManager.getConnection(url, SharedPostgres.credentials()); Statement st = admin.createStatement()) {
            int terminated = 0;
            for (int i = 0; i < 200 && terminated == 0; i++) {
                try (ResultSet rs = st.executeQuery("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                        + " WHERE query LIKE 'SELECT pg_sleep(30)%' AND pid <> pg_backend_pid()")) {
                    rs.next();
                    terminated = rs.getInt(1);
                }
                if (terminated == 0) Thread.sleep(25);
            }
            assertThat(terminated).isEqualTo(1);
        }
        assertThatThrownBy(() -> running.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("The connection to the database was closed by the server while the query ran: ")
                .hasMessageContaining("(SQLSTATE 57P01)")
                .hasMessageEndingWith("Nothing was changed; ask again: askdb opens a new connection for the next query.");
        ResultTable next = executor.run(approve("SELECT id FROM t ORDER BY id", Dialect.POSTGRESQL), LIMITS);
        assertThat(next.rows()).isEqualTo(List.of(List.of(1L), List.of(2L)));
    }

    @Test
    void should_refuse_a_second_query_as_busy_when_the_only_slot_stays_taken_past_the_wait() throws Exception {
        JdbcSqlExecutor executor = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(url, SharedPostgres.credentials()),
                Dialect.POSTGRESQL, new ExecutorOptions(10_000, 1, Duration.ofMillis(100)));
        CompletableFuture<ResultTable> first = CompletableFuture.supplyAsync(
                () -> executor.run(approve("SELECT 7 FROM pg_sleep(1)", Dialect.POSTGRESQL), LIMITS));
        Thread.sleep(200);
        long started = System.nanoTime();
        assertThatThrownBy(() -> executor.run(approve("SELECT 1", Dialect.POSTGRESQL), LIMITS))
                .isInstanceOf(AskdbException.class)
                .hasMessage("The PostgreSQL database is busy: 1 queries from askdb are already running on it and none finished"
                        + " within 100 ms. Ask again in a moment, or raise askdb.max-concurrent-queries (ASKDB_MAX_CONCURRENT_QUERIES).");
        assertThat((System.nanoTime() - started) / 1_000_000).isBetween(100L, 900L);
        assertThat(first.get(10, TimeUnit.SECONDS).rows()).isEqualTo(List.of(List.of(7L)));
        assertThat(executor.run(approve("SELECT 1", Dialect.POSTGRESQL), LIMITS).rowCount()).isEqualTo(1);
    }

    @Test
    void should_mark_the_result_truncated_when_the_rows_pass_the_byte_cap(@TempDir Path dir) throws Exception {
        Path file = SqliteFiles.create(dir.resolve("wide.sqlite"), "CREATE TABLE w(s TEXT)",
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) INSERT INTO w SELECT printf('%.200c', 'x') FROM n");
        JdbcSqlExecutor executor = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(file.toString(), null), Dialect.SQLITE,
                new ExecutorOptions(1_024, 4, Duration.ofSeconds(1)));
        ResultTable result = executor.run(approve("SELECT s FROM w", Dialect.SQLITE), LIMITS);
        assertThat(result.rowCount()).isEqualTo(5); // 202 bytes a row: the sixth would pass 1,024
        assertThat(result.truncated()).isTrue();
        assertThat(result.truncatedBy()).isEqualTo(io.askdb.execution.Truncation.BYTE_CAP);
        assertThat(result.totalRowCount()).isNull();
    }
}
