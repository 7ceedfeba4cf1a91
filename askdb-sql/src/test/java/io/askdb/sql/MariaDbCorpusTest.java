package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The MySQL corpora, live on a real MariaDB ({@link MariaDbServer}, skipped when it is not
 * installed): every legitimate MySQL statement is approved and returns, through askdb's read-only
 * executor as the SELECT-only account, the rows it returns as written; every adversarial MySQL
 * statement the guard approves, and every approved MySQL input of the Jazzer raw-text corpus
 * ({@code GuardFuzzTestInputs/should_change_nothing_when_the_guard_approves_raw_text}, first byte
 * 3 modulo 5), runs through the executor as the all-privileges account and changes nothing
 * ({@link WatchedMariaDb#snapshot()}).
 */
class MariaDbCorpusTest {
    private static final String RAW_INPUTS = "/io/askdb/sql/GuardFuzzTestInputs/should_change_nothing_when_the_guard_approves_raw_text";
    private static final AtomicInteger CHECKED = new AtomicInteger();
    private static final AtomicInteger APPROVED = new AtomicInteger();
    private static final AtomicInteger CHANGES = new AtomicInteger();
    private static MariaDbServer server;
    private static WatchedMariaDb db;
    private static Map<String, String> baseline;

    @BeforeAll
    static void start() throws SQLException {
        server = MariaDbServer.startOrSkip("chinook");
        db = new WatchedMariaDb(server);
        baseline = db.snapshot();
    }

    @AfterAll
    static void stop() {
        if (db != null) db.close();
        if (server == null) return;
        server.close();
        System.out.printf("MariaDB live corpus: %d statements checked, %d approved and run through the executor, %d changes detected%n",
                CHECKED.get(), APPROVED.get(), CHANGES.get());
    }

    static Stream<CorpusEntry> legit() {
        return CorpusEntry.read(CorpusEntry.LEGIT).stream().filter(e -> e.dialect() == Dialect.MYSQL && e.runsOn("mariadb"));
    }

    static Stream<CorpusEntry> approvedAttacks() {
        return CorpusEntry.read(CorpusEntry.ADVERSARIAL).stream().filter(e -> e.dialect() == Dialect.MYSQL && e.allow() && e.runsOn("mariadb"));
    }

    static Stream<Path> rawInputs() throws IOException, URISyntaxException {
        Path dir = Path.of(MariaDbCorpusTest.class.getResource(RAW_INPUTS).toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> mysqlInput(f)).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("legit")
    void should_return_the_rows_of_the_statement_as_written_when_a_legitimate_statement_runs_approved(CorpusEntry e) throws SQLException {
        ApprovedSql approved = Fixtures.approved(GuardCorpusTest.check(e));
        int written = rowsAsReader(e.sql());
        ResultTable result = db.runOrThrow(approved, MariaDbServer.READER);
        count(true);
        assertThat(written).as("%s returns rows on the fixture", e).isPositive();
        assertThat(result.rows()).as("%s ran as %s", e, approved.sql()).hasSize(written);
        assertThat(result.truncated()).isFalse();
        assertUnchanged(approved);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("approvedAttacks")
    void should_change_nothing_when_an_adversarial_statement_the_guard_approves_runs_as_administrator(CorpusEntry e) {
        ApprovedSql approved = Fixtures.approved(GuardCorpusTest.check(e));
        ResultTable result = db.runOrThrow(approved, MariaDbServer.ADMIN);
        count(true);
        assertThat(result.columns()).as("%s ran as %s", e, approved.sql()).isNotEmpty();
        assertUnchanged(approved);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rawInputs")
    void should_change_nothing_when_the_guard_approves_a_stored_fuzz_input(Path input) throws IOException {
        byte[] bytes = Files.readAllBytes(input);
        String sql = new String(bytes, 1, bytes.length - 1, StandardCharsets.UTF_8).replace("@DIR@", server.files().toString());
        GuardResult result = Fixtures.GUARD.check(new GuardRequest(sql, Dialect.MYSQL, ChinookSchema.catalog(Dialect.MYSQL), Fixtures.CAP));
        if (!(result instanceof ApprovedSql approved)) {
            count(false);
            return;
        }
        String stopped = db.run(approved);
        count(true);
        assertThat(stopped).as("%s approved %s (ran as %s)", input.getFileName(), sql, approved.sql()).isNull();
        assertUnchanged(approved);
    }

    @Test
    void should_hold_every_mysql_statement_of_the_corpora_when_run_live() throws IOException, URISyntaxException {
        assertThat(legit()).hasSize(16);
        assertThat(approvedAttacks()).hasSize(4);
        assertThat(rawInputs().count()).isGreaterThanOrEqualTo(50);
    }

    @Test
    void should_run_through_the_plain_executor_with_mariadbs_own_statement_timeout() throws Exception {
        JdbcSqlExecutor plain = new JdbcSqlExecutor(ReadOnlyConnectionSource.of(server.url(), MariaDbServer.credentials(MariaDbServer.READER)));
        ApprovedSql titles = Fixtures.approved(Fixtures.check(Dialect.MYSQL, "SELECT Title FROM Album ORDER BY Title"));
        assertThat(plain.run(titles, new ExecutionLimits(Duration.ofSeconds(2), 10)).rowCount()).isPositive();
    }

    private static void assertUnchanged(ApprovedSql approved) {
        Map<String, String> after = db.snapshot();
        if (!after.equals(baseline)) CHANGES.incrementAndGet();
        assertThat(after).as("MariaDB changed after %s", approved.sql()).isEqualTo(baseline);
    }

    private static void count(boolean approved) {
        CHECKED.incrementAndGet();
        APPROVED.addAndGet(approved ? 1 : 0);
    }

    private static int rowsAsReader(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(server.url(), MariaDbServer.credentials(MariaDbServer.READER));
                Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = 0;
            while (rs.next()) n++;
            return n;
        }
    }

    private static boolean mysqlInput(Path f) {
        try {
            byte[] b = Files.readAllBytes(f);
            return b.length > 1 && (b[0] & 0xff) % 5 == 3;
        } catch (IOException e) {
            return false;
        }
    }
}
