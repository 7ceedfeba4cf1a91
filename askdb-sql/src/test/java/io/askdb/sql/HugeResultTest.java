package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.execution.Truncation;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.ExecutorOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case C25 of shared/cases/public-reports.md (huge result set sent to the model; the table and its
 * SQL copied here): 200,000 events on SQLite, through the standard guard and the read-only JDBC
 * executor with a row cap of 100. The preview stops at the cap, and the guard's count statement
 * gives the total.
 */
class HugeResultTest {
    private static final int CAP = 100;

    @TempDir
    static Path dir;
    private static ReadOnlyConnectionSource source;
    private static Catalog catalog;
    private static final SqlGuard GUARD = StandardGuard.create();

    @BeforeAll
    static void createEvents() throws Exception {
        Path file = dir.resolve("c25.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL)");
            s.executeUpdate("WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v+1 FROM n WHERE v < 200000) INSERT INTO events"
                    + " SELECT v, CASE v % 3 WHEN 0 THEN 'click' WHEN 1 THEN 'view' ELSE 'buy' END, printf('%080d', v) FROM n");
        }
        source = ReadOnlyConnectionSource.of(file.toString(), null);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
    }

    private static ApprovedSql approve(String sql) {
        return (ApprovedSql) GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, CAP));
    }

    @Test
    void should_show_100_rows_of_200000_cut_by_the_row_cap_when_c25_asks_for_all_events() {
        ResultTable all = new JdbcSqlExecutor(source).run(approve("SELECT * FROM events ORDER BY id"), ExecutionLimits.DEFAULT);

        assertThat(all.rowCount()).isEqualTo(CAP);
        assertThat(all.rows().get(0)).containsExactly(1L, "view", String.format("%080d", 1));
        assertThat(all.rows().get(99)).containsExactly(100L, "view", String.format("%080d", 100));
        assertThat(all.truncated()).isTrue();
        assertThat(all.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(all.totalRowCount()).isEqualTo(200_000L);
    }

    @Test
    void should_count_every_event_under_the_smaller_cap_when_the_limits_cap_is_below_the_approved_one() {
        ResultTable seven = new JdbcSqlExecutor(source).run(approve("SELECT id FROM events WHERE kind = 'click'"),
                new ExecutionLimits(Duration.ofSeconds(10), 7));

        assertThat(seven.rowCount()).isEqualTo(7);
        assertThat(seven.truncatedBy()).isEqualTo(Truncation.ROW_CAP);
        assertThat(seven.totalRowCount()).isEqualTo(66_666L);
    }

    @Test
    void should_give_exact_group_counts_and_no_cut_when_c25_asks_how_many_events_of_each_kind() {
        ResultTable kinds = new JdbcSqlExecutor(source).run(approve("SELECT kind, COUNT(*) AS n FROM events GROUP BY kind ORDER BY kind"),
                ExecutionLimits.DEFAULT);

        assertThat(kinds.rows()).containsExactly(List.of("buy", 66667L), List.of("click", 66666L), List.of("view", 66667L));
        assertThat(kinds.truncatedBy()).isEqualTo(Truncation.NONE);
        assertThat(kinds.totalRowCount()).isEqualTo(3L);
    }

    @Test
    void should_report_the_byte_cap_and_no_total_when_the_cell_data_outgrows_the_byte_cap_first() {
        JdbcSqlExecutor small = new JdbcSqlExecutor(source, catalog.dialect(), new ExecutorOptions(1_024, 4, Duration.ofSeconds(10)));

        ResultTable cut = small.run(approve("SELECT * FROM events ORDER BY id"), ExecutionLimits.DEFAULT);

        assertThat(cut.rowCount()).isEqualTo(10);
        assertThat(cut.truncated()).isTrue();
        assertThat(cut.truncatedBy()).isEqualTo(Truncation.BYTE_CAP);
        assertThat(cut.totalRowCount()).isNull();
    }
}
