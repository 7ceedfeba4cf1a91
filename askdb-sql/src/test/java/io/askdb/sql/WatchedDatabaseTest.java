package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.SqlGuard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzz test's oracle can fail: statements no guard stopped (a guard with one layer that
 * approves everything) change what the watched databases record, or are reported as writes the
 * read-only PostgreSQL session had to stop.
 */
class WatchedDatabaseTest {
    private static final SqlGuard NO_GUARD = new LayeredSqlGuard(List.of(request -> Optional.empty()), (request, cap) -> request.sql());

    @TempDir
    Path dir;

    private static ApprovedSql unchecked(Dialect dialect, String sql) {
        return (ApprovedSql) NO_GUARD.check(new GuardRequest(sql, dialect, null, 10));
    }

    @Test
    void should_record_audit_rows_and_changed_rows_when_sqlite_runs_a_delete() throws Exception {
        Path home = Files.createDirectory(dir.resolve("sqlite"));
        try (WatchedSqlite db = new WatchedSqlite(home)) {
            Map<String, String> before = db.snapshot();
            db.run(unchecked(Dialect.SQLITE, "DELETE FROM Album WHERE AlbumId = 1"));
            Map<String, String> after = db.snapshot();
            assertThat(before.get("audit")).isEqualTo("0\n");
            assertThat(after.get("audit")).isEqualTo("1\n");
            assertThat(after.get("rows Album")).isNotEqualTo(before.get("rows Album"));
        }
    }

    @Test
    void should_record_the_pragma_and_the_attached_file_when_sqlite_runs_them() throws Exception {
        Path home = Files.createDirectory(dir.resolve("sqlite"));
        try (WatchedSqlite db = new WatchedSqlite(home)) {
            Map<String, String> before = db.snapshot();
            db.run(unchecked(Dialect.SQLITE, "PRAGMA user_version = 7"));
            db.run(unchecked(Dialect.SQLITE, "ATTACH '" + home.resolve("fz.db") + "' AS fz"));
            Map<String, String> after = db.snapshot();
            assertThat(after.get("user_version")).isEqualTo("7\n");
            assertThat(after.get("database_list")).contains("fz");
            assertThat(after.get("files")).isNotEqualTo(before.get("files"));
        }
    }

    @Test
    void should_record_the_file_and_the_setting_when_duckdb_copies_and_sets() throws Exception {
        try (WatchedDuckDb db = new WatchedDuckDb(dir)) {
            Map<String, String> before = db.snapshot();
            db.run(unchecked(Dialect.DUCKDB, "COPY Album TO '" + dir.resolve("fz.csv") + "'"));
            db.run(unchecked(Dialect.DUCKDB, "SET threads = 2"));
            Map<String, String> after = db.snapshot();
            assertThat(after.get("files")).contains("fz.csv").isNotEqualTo(before.get("files"));
            assertThat(after.get("settings")).isNotEqualTo(before.get("settings"));
            assertThat(after.get("rows Album")).isEqualTo(before.get("rows Album"));
        }
    }

    @Test
    void should_report_a_stopped_write_or_session_residue_when_postgres_runs_unguarded_statements() {
        assumeTrue(FuzzEngines.postgresEnabled(), "ASKDB_FUZZ_POSTGRES=0 leaves PostgreSQL out");
        WatchedDatabase db = FuzzEngines.get().database(Dialect.POSTGRESQL);
        Map<String, String> before = db.snapshot();
        assertThat(db.run(unchecked(Dialect.POSTGRESQL, "DELETE FROM Album"))).startsWith("read-only transaction stopped it");
        assertThat(db.run(unchecked(Dialect.POSTGRESQL, "SELECT pg_advisory_lock(42)"))).isEqualTo("left in the session: locks:1");
        assertThat(db.run(unchecked(Dialect.POSTGRESQL, "SELECT set_config('work_mem', '1MB', false)"))).isNull();
        assertThat(db.run(unchecked(Dialect.POSTGRESQL, "SELECT 1 AS x"))).isNull();
        assertThat(db.snapshot()).isEqualTo(before);
    }
}
