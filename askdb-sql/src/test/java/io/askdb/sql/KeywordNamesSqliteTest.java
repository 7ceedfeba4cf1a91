package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.Refusal;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.Validation;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Case N06 (shared/cases/public-reports-2.md, data copied here): valid SQLite naming columns that
 * JSqlParser takes for keywords is approved, quoted, and answers on a real SQLite file; what SQLite
 * itself would refuse, and truly malformed SQL, is still refused at the real position.
 */
class KeywordNamesSqliteTest {
    /** Words SQLite accepts as bare column names that JSqlParser 5.4 reads as keywords (case N06). */
    static final List<String> N06_WORDS = List.of("sample", "window", "prior", "fetch", "full", "inner", "outer", "cross",
            "natural", "minus", "pivot", "unpivot");

    @TempDir
    static Path dir;
    private static ReadOnlyConnectionSource source;
    private static Catalog catalog;

    @BeforeAll
    static void create() throws SQLException {
        Path file = dir.resolve("n06.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE lab_results (id INTEGER PRIMARY KEY, sample TEXT NOT NULL, analyte TEXT NOT NULL, value REAL NOT NULL)");
            s.executeUpdate("INSERT INTO lab_results VALUES (1,'S-01','lead',2.0),(2,'S-01','zinc',8.0),(3,'S-02','lead',4.5),"
                    + "(4,'S-02','zinc',3.5),(5,'S-03','lead',1.0)");
            s.executeUpdate("CREATE TABLE rentals (id INTEGER PRIMARY KEY, \"window\" TEXT NOT NULL, full INTEGER NOT NULL, prior REAL)");
            s.executeUpdate("INSERT INTO rentals VALUES (1,'morning',1,10.0),(2,'evening',0,12.5),(3,'morning',1,NULL)");
            s.executeUpdate("CREATE TABLE visits (visitor TEXT NOT NULL, duration_s INTEGER NOT NULL)");
            s.executeUpdate("INSERT INTO visits VALUES ('ann',30),('bo',10),('cy',20)");
            StringBuilder words = new StringBuilder("CREATE TABLE words (k INTEGER");
            for (String w : N06_WORDS) words.append(", \"").append(w).append("\" TEXT");
            s.executeUpdate(words.append(')').toString());
            s.executeUpdate("INSERT INTO words VALUES (1" + ", 'v'".repeat(N06_WORDS.size()) + ")");
        }
        source = ReadOnlyConnectionSource.of(file.toString(), null);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
    }

    private static GuardResult check(String sql) {
        return Fixtures.GUARD.check(new GuardRequest(sql, Dialect.SQLITE, catalog, 1000));
    }

    private static ResultTable run(ApprovedSql sql) {
        return new JdbcSqlExecutor(source).run(sql, new ExecutionLimits(Duration.ofSeconds(5), 1000));
    }

    @Test
    void should_answer_average_per_sample_when_n06_names_column_sample() {
        ApprovedSql a = approved(check("SELECT sample, AVG(value) AS avg_value FROM lab_results GROUP BY sample ORDER BY sample"));
        assertThat(a.sql()).isEqualTo("SELECT `sample`, AVG(value) AS avg_value FROM lab_results GROUP BY `sample` ORDER BY `sample` LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("S-01", 5.0), List.of("S-02", 4.0), List.of("S-03", 1.0));
    }

    @Test
    void should_count_full_rentals_per_window_when_n06_names_window_and_full() {
        ApprovedSql a = approved(check("SELECT window, COUNT(*) AS n FROM rentals WHERE full = 1 GROUP BY window"));
        assertThat(a.sql()).isEqualTo("SELECT `window`, COUNT(*) AS n FROM rentals WHERE `full` = 1 GROUP BY `window` LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("morning", 2L));
    }

    @Test
    void should_order_by_alias_prior_when_n06_alias_is_a_keyword() {
        ApprovedSql a = approved(check("SELECT visitor, duration_s AS prior FROM visits ORDER BY prior DESC"));
        assertThat(a.sql()).isEqualTo("SELECT visitor, duration_s AS `prior` FROM visits ORDER BY prior DESC LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("ann", 30L), List.of("cy", 20L), List.of("bo", 10L));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sample", "window", "prior", "fetch", "full", "inner", "outer", "cross", "natural", "minus", "pivot", "unpivot"})
    void should_run_every_n06_word_as_a_bare_column_when_sqlite_accepts_it(String w) {
        ApprovedSql a = approved(check("SELECT " + w + ", COUNT(*) AS n FROM words WHERE " + w + " = 'v' GROUP BY " + w
                + " ORDER BY " + w));
        assertThat(run(a).rows()).containsExactly(List.of("v", 1L));
    }

    @Test
    void should_keep_join_keywords_bare_when_a_column_has_their_name() {
        ApprovedSql a = approved(check("SELECT r.window, l.sample FROM rentals r FULL JOIN lab_results l ON l.id = r.id WHERE r.full = 1"
                + " ORDER BY r.id"));
        assertThat(a.sql()).isEqualTo("SELECT r.`window`, l.`sample` FROM rentals r FULL JOIN lab_results l ON l.id = r.id"
                + " WHERE r.`full` = 1 ORDER BY r.id LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("morning", "S-01"), List.of("morning", "S-02"));
    }

    @Test
    void should_leave_strings_and_comments_alone_when_quoting() {
        ApprovedSql a = approved(check("SELECT window /* window */, 'full window' AS note FROM rentals WHERE full = 1 -- full\n"));
        assertThat(a.sql()).isEqualTo("SELECT `window` /* window */, 'full window' AS note FROM rentals WHERE `full` = 1 LIMIT 1001");
        assertThat(run(a).rows()).containsExactly(List.of("morning", "full window"), List.of("morning", "full window"));
    }

    @Test
    void should_validate_the_same_statement_when_the_compliance_validator_reads_it() {
        Validation v = new CatalogComplianceValidator().validate(
                "SELECT window, COUNT(*) AS n FROM rentals WHERE full = 1 GROUP BY window", catalog);
        assertThat(v).isInstanceOf(Validation.Valid.class);
        assertThat(((Validation.Valid) v).shape().tables()).extracting(t -> t.name()).containsExactly("rentals");
    }

    @Test
    void should_still_refuse_a_hidden_column_when_its_name_is_a_parser_keyword() {
        io.askdb.policy.Policy policy = new io.askdb.policy.Policy(List.of(),
                List.of(new io.askdb.policy.NamePattern("rentals.window")), List.of(), List.of());
        io.askdb.guard.SqlGuard guard = StandardGuard.create(policy, () -> catalog);
        Catalog visible = policy.visible(catalog);
        Refusal alias = refused(guard.check(new GuardRequest("SELECT r.window AS window FROM rentals r", Dialect.SQLITE, visible, 1000)));
        assertThat(alias.rule()).isEqualTo("policy-hidden-column");
        Refusal bare = refused(guard.check(new GuardRequest("SELECT window FROM rentals", Dialect.SQLITE, visible, 1000)));
        assertThat(bare.rule()).isEqualTo("policy-hidden-column");
        assertThat(approved(guard.check(new GuardRequest("SELECT full FROM rentals WHERE id = 1", Dialect.SQLITE, visible, 1000))).sql())
                .isEqualTo("SELECT `full` FROM rentals WHERE id = 1 LIMIT 1001");
    }

    @Test
    void should_refuse_a_second_statement_whatever_the_names_in_the_first() {
        Refusal r = refused(check("SELECT window FROM rentals; DELETE FROM rentals"));
        assertThat(r.rule()).isEqualTo("multiple-statements");
    }

    @Test
    void should_refuse_with_the_real_position_when_a_quoted_statement_is_still_malformed() {
        Refusal r = refused(check("SELECT sample, AVG(value) AS avg_value FROM lab_results GROUP BY sample ORDER BY"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.message()).isEqualTo("The SQL could not be parsed: unexpected the end of the statement at line 1, column 80."
                + " Write one SQLite SELECT statement.");
        assertThat(r.position()).isEqualTo(79);
    }

    @Test
    void should_name_the_word_and_suggest_quotes_when_it_names_nothing_known() {
        Refusal r = refused(check("SELECT visitor,\n  lateral FROM visits"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.message()).isEqualTo("The SQL could not be parsed: near 'lateral' at line 2, column 3, which askdb's SQL parser"
                + " reads as a keyword (lateral names no table, column or alias askdb knows); if it names a column, table or alias,"
                + " write it quoted as `lateral`. Write one SQLite SELECT statement.");
        assertThat(r.position()).isEqualTo(18);
    }

    @Test
    void should_keep_jsqlparser_position_when_the_error_is_plain_syntax() {
        Refusal r = refused(check("SELECT visitor, FROM visits"));
        assertThat(r.message()).isEqualTo("The SQL could not be parsed: unexpected ',' at line 1, column 15."
                + " Write one SQLite SELECT statement.");
    }
}
