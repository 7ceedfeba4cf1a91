package io.askdb.jdbc;

import static io.askdb.jdbc.Approvals.approve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteExecutorTest {
    @TempDir
    static Path dir;
    static Path chinook;

    @BeforeAll
    static void copyChinook() throws Exception {
        chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
    }

    private static JdbcSqlExecutor executor(Path db) {
        return new JdbcSqlExecutor(ReadOnlyConnectionSource.of(db.toString(), null));
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @Test
    void should_return_25_genres_and_leave_the_file_unchanged_when_grouping_tracks() throws Exception {
        String before = sha256(chinook);
        ResultTable result = executor(chinook).run(approve("SELECT g.Name AS genre, COUNT(*) AS tracks FROM Track t"
                + " JOIN Genre g ON g.GenreId = t.GenreId GROUP BY g.Name ORDER BY tracks DESC, genre", Dialect.SQLITE), ExecutionLimits.DEFAULT);
        assertThat(result.rowCount()).isEqualTo(25);
        assertThat(result.truncated()).isFalse();
        assertThat(result.columns()).extracting(c -> c.name()).containsExactly("genre", "tracks");
        assertThat(result.rows().get(0)).containsExactly("Rock", 1297L);
        assertThat(sha256(chinook)).isEqualTo(before);
    }

    @Test
    void should_cap_rows_and_flag_truncation_when_table_has_200000_events() throws Exception {
        Path db = SqliteFiles.create(dir.resolve("c25.db"),
                "CREATE TABLE events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL)",
                "WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v+1 FROM n WHERE v < 200000) INSERT INTO events"
                        + " SELECT v, CASE v % 3 WHEN 0 THEN 'click' WHEN 1 THEN 'view' ELSE 'buy' END, printf('%080d', v) FROM n");
        ResultTable all = executor(db).run(approve("SELECT * FROM events", Dialect.SQLITE, 100), ExecutionLimits.DEFAULT);
        assertThat(all.rowCount()).isEqualTo(100);
        assertThat(all.truncated()).isTrue();
        assertThat(all.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(all.totalRowCount()).isEqualTo(200_000L);
        assertThat(all.rows().get(99)).containsExactly(100L, "view", String.format("%080d", 100));
        ResultTable smallerLimit = executor(db).run(approve("SELECT id FROM events", Dialect.SQLITE, 100),
                new ExecutionLimits(Duration.ofSeconds(5), 7));
        assertThat(smallerLimit.rowCount()).isEqualTo(7);
        assertThat(smallerLimit.truncated()).isTrue();
        assertThat(smallerLimit.totalRowCount()).isEqualTo(200_000L);
        ResultTable kinds = executor(db).run(approve("SELECT kind, COUNT(*) AS n FROM events GROUP BY kind ORDER BY kind",
                Dialect.SQLITE, 100), ExecutionLimits.DEFAULT);
        assertThat(kinds.rows()).containsExactly(List.of("buy", 66667L), List.of("click", 66666L), List.of("view", 66667L));
        assertThat(kinds.truncated()).isFalse();
        assertThat(kinds.truncatedBy()).isEqualTo(Truncation.NONE);
        ResultTable uncounted = executor(db).run(Approvals.approveCountingWith("SELECT id FROM events", Dialect.SQLITE, 100,
                "SELECT COUNT(*) FROM no_such_table"), ExecutionLimits.DEFAULT);
        assertThat(uncounted.rowCount()).isEqualTo(100);
        assertThat(uncounted.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(uncounted.totalRowCount()).isNull();
    }

    @Test
    void should_keep_the_total_unknown_and_the_preview_when_the_count_is_not_above_the_rows_shown() throws Exception {
        Path db = SqliteFiles.create(dir.resolve("twelve.db"), "CREATE TABLE t (id INTEGER PRIMARY KEY)",
                "WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v+1 FROM n WHERE v < 12) INSERT INTO t SELECT v FROM n");

        ResultTable shown = executor(db).run(Approvals.approveCountingWith("SELECT id FROM t", Dialect.SQLITE, 10, "SELECT 3"),
                ExecutionLimits.DEFAULT);

        assertThat(shown.rows()).hasSize(10);
        assertThat(shown.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(shown.totalRowCount()).isNull();
    }

    @Test
    void should_refuse_attach_when_connection_comes_from_the_read_only_source() throws Exception {
        Path other = SqliteFiles.create(dir.resolve("other.db"),
                "CREATE TABLE secrets (k TEXT, v TEXT)", "INSERT INTO secrets VALUES ('api_token','not-a-real-token')");
        try (Connection c = ReadOnlyConnectionSource.of(chinook.toString(), null).open(); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("ATTACH DATABASE '" + other + "' AS x"))
                    .hasMessageContaining("too many attached databases");
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM pragma_database_list")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(1);
            }
            assertThatThrownBy(() -> st.execute("PRAGMA user_version = 7")).hasMessageContaining("readonly");
        }
    }

    @Test
    void should_fail_delete_and_keep_both_rows_when_guard_is_bypassed() throws Exception {
        Path db = SqliteFiles.create(dir.resolve("c28.db"),
                "CREATE TABLE company (id INTEGER PRIMARY KEY, name TEXT NOT NULL)", "INSERT INTO company VALUES (1,'Acme'),(2,'Globex')");
        try (Connection c = ReadOnlyConnectionSource.of(db.toString(), null).open(); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.execute("DELETE FROM company")).hasMessageContaining("readonly");
            assertThatThrownBy(() -> st.execute("WITH gone AS (SELECT id FROM company) DELETE FROM company WHERE id IN (SELECT id FROM gone)"))
                    .hasMessageContaining("readonly");
        }
        assertThatThrownBy(() -> executor(db).run(approve("DELETE FROM company", Dialect.SQLITE), ExecutionLimits.DEFAULT))
                .isInstanceOf(ExecutionException.class);
        ResultTable count = executor(db).run(approve("SELECT COUNT(*) FROM company", Dialect.SQLITE), ExecutionLimits.DEFAULT);
        assertThat(count.rows()).containsExactly(List.of(2L));
    }

    @Test
    void should_map_sqlite_values_when_columns_hold_blob_real_null_and_text() throws Exception {
        Path db = SqliteFiles.create(dir.resolve("types.db"),
                "CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT, d DATE, big INTEGER)",
                "INSERT INTO t VALUES (42, 2.5, 'héllo', x'00FF10', NULL, '2024-02-14', 9223372036854775807)");
        ResultTable result = executor(db).run(approve("SELECT i, r, s, b, n, d, big, 1.0/0 AS inf FROM t", Dialect.SQLITE),
                ExecutionLimits.DEFAULT);
        List<Object> row = result.rows().get(0);
        assertThat(row.subList(0, 3)).containsExactly(42L, 2.5, "héllo");
        assertThat(row.get(3)).isEqualTo(Map.of("base64", "AP8Q", "length", 3L, "truncated", false));
        assertThat(row.get(4)).isNull();
        assertThat(row.get(5)).isEqualTo("2024-02-14");
        assertThat(row.get(6)).isEqualTo(Long.MAX_VALUE);
        assertThat(row.get(7)).isNull();
    }

    @Test
    void should_report_the_database_message_when_a_table_is_unknown() {
        assertThatThrownBy(() -> executor(chinook).run(approve("SELECT * FROM Nope", Dialect.SQLITE), ExecutionLimits.DEFAULT))
                .isInstanceOf(ExecutionException.class)
                .hasMessage("no such table: Nope")
                .satisfies(e -> assertThat(((ExecutionException) e).timedOut()).isFalse());
    }

    @Test
    void should_flag_timeout_when_a_query_runs_past_the_limit() {
        String slow = "WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v+1 FROM n) SELECT COUNT(*) FROM n";
        assertThatThrownBy(() -> executor(chinook).run(approve(slow, Dialect.SQLITE), new ExecutionLimits(Duration.ofSeconds(1), 10)))
                .isInstanceOf(ExecutionException.class)
                .satisfies(e -> assertThat(((ExecutionException) e).timedOut()).isTrue());
    }

    @Test
    void should_refuse_with_configuration_error_when_the_file_does_not_exist() {
        Path missing = dir.resolve("missing.sqlite");
        assertThatThrownBy(() -> ReadOnlyConnectionSource.of(missing.toString(), null))
                .isInstanceOf(AskdbException.class)
                .hasMessageContaining("'" + missing + "' does not exist")
                .hasMessageContaining("Point --db at")
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION));
        assertThat(Files.exists(missing)).isFalse();
        assertThatThrownBy(() -> ReadOnlyConnectionSource.of("jdbc:sqlite:" + missing, null))
                .isInstanceOf(AskdbException.class).hasMessageContaining("does not exist");
        assertThatThrownBy(() -> ReadOnlyConnectionSource.of(dir.resolve("data.csv").toString(), null))
                .isInstanceOf(AskdbException.class).hasMessageContaining("neither a JDBC URL nor a database file");
    }
}
