package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.check;
import static io.askdb.sql.Fixtures.checkWithoutCatalog;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import io.askdb.guard.Refusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every refusal rule of the lexical, statement-kind and query-shape layers, refused and approved. */
class GuardRulesTest {

    @Test
    void should_refuse_with_second_statement_named_when_select_then_delete() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT 1; DELETE FROM Album"));
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.message()).isEqualTo("Only one statement may run; this SQL holds 2 statements (the second starts at"
                + " position 10: DELETE FROM Album). askdb only reads data: send one SELECT.");
        assertThat(r.position()).isEqualTo(10);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 WHERE 1 = ?", "SELECT 1 WHERE 1 = :id"})
    void should_refuse_as_invalid_when_the_query_has_an_unbound_parameter(String sql) {
        Refusal r = refused(checkWithoutCatalog(Dialect.SQLITE, sql));
        assertThat(r.rule()).isEqualTo("unbound-parameter");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(r.message()).contains("binds no parameters");
    }

    @Test
    void should_approve_when_only_empty_statements_and_comments_follow() {
        assertThat(approved(check(Dialect.SQLITE, "SELECT 1;; -- done")).sql()).isEqualTo("SELECT 1 LIMIT 1001");
    }

    @Test
    void should_refuse_empty_statement_when_it_precedes_the_query() {
        Refusal r = refused(check(Dialect.SQLITE, "; SELECT 1"));
        assertThat(r.rule()).isEqualTo("empty-statement");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
    }

    @Test
    void should_refuse_drop_as_not_a_query_when_chinook_album() {
        Refusal r = refused(check(Dialect.SQLITE, "DROP TABLE Album"));
        assertThat(r).isEqualTo(new Refusal("not-a-query", Refusal.Kind.SAFETY, "DROP statements are refused: askdb only runs a"
                + " single read-only query (SELECT, WITH ... SELECT, VALUES).", 0));
    }

    @Test
    void should_refuse_in_every_dialect_when_backslash_string_hides_drop() {
        String sql = "SELECT '\\'; DROP TABLE t; --'";
        // MySQL reads one string by default but two statements under NO_BACKSLASH_ESCAPES: the guard cannot know the mode.
        assertThat(refused(checkWithoutCatalog(Dialect.MYSQL, sql)).rule()).isEqualTo("ambiguous-escape");
        assertThat(refused(checkWithoutCatalog(Dialect.SQLITE, sql)).rule()).isEqualTo("multiple-statements");
    }

    @Test
    void should_approve_backslashes_when_both_readings_end_the_string_at_the_same_quote() {
        String sql = "SELECT 'C:\\\\temp\\\\' AS p";
        assertThat(approved(checkWithoutCatalog(Dialect.MYSQL, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
        assertThat(approved(checkWithoutCatalog(Dialect.SQLITE, "SELECT 'a\\b' AS p")).sql()).isEqualTo("SELECT 'a\\b' AS p LIMIT 1001");
    }

    @Test
    void should_approve_nested_comment_when_postgresql_and_refuse_when_sqlite() {
        String sql = "/* /* */ ; DROP TABLE t */ SELECT 1";
        assertThat(approved(checkWithoutCatalog(Dialect.POSTGRESQL, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
        Refusal r = refused(checkWithoutCatalog(Dialect.SQLITE, sql));
        assertThat(r.rule()).isEqualTo("not-a-query");
        assertThat(r.message()).startsWith("DROP statements");
    }

    @Test
    void should_treat_minus_minus_one_as_arithmetic_when_mysql() {
        assertThat(approved(checkWithoutCatalog(Dialect.MYSQL, "SELECT 1 --1")).sql()).isEqualTo("SELECT 1 --1 LIMIT 1001");
        assertThat(approved(checkWithoutCatalog(Dialect.SQLITE, "SELECT 1 --comment")).sql()).isEqualTo("SELECT 1 LIMIT 1001");
    }

    @Test
    void should_approve_hostile_quoted_identifier_as_one_name_when_quotes_are_doubled() {
        String sql = "SELECT \"a\"\"; DROP TABLE x; --\" FROM Album";
        assertThat(approved(check(Dialect.SQLITE, sql)).sql()).isEqualTo(sql + " LIMIT 1001");
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 /*! ; DROP TABLE t */", "SELECT 1 /*!50000 UNION SELECT 2 */", "SELECT /*+ SET_VAR(x=1) */ 1"})
    void should_refuse_executable_comment_when_mysql(String sql) {
        Refusal r = refused(checkWithoutCatalog(Dialect.MYSQL, sql));
        assertThat(r.rule()).isEqualTo("executable-comment");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
    }

    @Test
    void should_approve_bang_comment_as_plain_comment_when_sqlite() {
        assertThat(approved(checkWithoutCatalog(Dialect.SQLITE, "SELECT 1 /*! x */")).sql()).isEqualTo("SELECT 1 LIMIT 1001");
    }

    @Test
    void should_refuse_with_position_when_string_unterminated() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT name FROM Album WHERE Title = 'abc"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(r.message()).isEqualTo("The string literal starting at position 37 is never closed; close it or remove it.");
    }

    @Test
    void should_refuse_as_validity_when_backslash_quote_in_sqlite_string() {
        assertThat(refused(checkWithoutCatalog(Dialect.SQLITE, "SELECT 'it\\''s'")).rule()).isEqualTo("ambiguous-escape");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SET search_path = evil|SET", "EXPLAIN ANALYZE SELECT 1|EXPLAIN ANALYZE", "CALL p()|CALL", "DO $$ BEGIN END $$|DO",
        "LISTEN x|LISTEN", "NOTIFY x|NOTIFY", "RESET ALL|RESET", "VACUUM|VACUUM", "ANALYZE t|ANALYZE", "BEGIN|BEGIN",
        "COMMIT|COMMIT", "INSTALL httpfs|INSTALL", "LOAD httpfs|LOAD", "DETACH x|DETACH", "INSERT INTO t VALUES (1)|INSERT",
        "UPDATE t SET a = 1|UPDATE", "CREATE TABLE t (a int)|CREATE", "TRUNCATE t|TRUNCATE", "GRANT ALL ON t TO u|GRANT"})
    void should_name_statement_kind_when_refusing_non_query(String sql, String kind) {
        Refusal r = refused(checkWithoutCatalog(Dialect.POSTGRESQL, sql));
        assertThat(r.rule()).isEqualTo("not-a-query");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
        assertThat(r.message()).startsWith(kind + " statements are refused");
    }

    @Test
    void should_refuse_as_validity_when_markdown_or_prose_precedes_sql() {
        Refusal r = refused(checkWithoutCatalog(Dialect.SQLITE, "sql\nSELECT 1"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * INTO newt FROM Album", "SELECT AlbumId FROM Album INTO OUTFILE '/tmp/x'"})
    void should_refuse_select_into_when_it_writes(String sql) {
        Refusal r = refused(check(Dialect.MYSQL, sql));
        assertThat(r.rule()).isEqualTo("select-into");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.SAFETY);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"UPDATE|UPDATE", "SHARE|SHARE", "NO KEY UPDATE|NO KEY UPDATE", "KEY SHARE|KEY SHARE"})
    void should_refuse_locking_clause_when_for_update_or_share(String clause, String named) {
        Refusal r = refused(check(Dialect.POSTGRESQL, "SELECT * FROM Album FOR " + clause));
        assertThat(r.rule()).isEqualTo("locking-clause");
        assertThat(r.message()).startsWith("FOR " + named + " locks rows");
    }

    @Test
    void should_refuse_locking_clause_when_nested_in_subquery() {
        Refusal r = refused(check(Dialect.POSTGRESQL, "SELECT * FROM (SELECT * FROM Album FOR UPDATE) a"));
        assertThat(r.rule()).isEqualTo("locking-clause");
    }

    @Test
    void should_refuse_writable_cte_when_unused_and_nested() {
        Refusal r = refused(check(Dialect.POSTGRESQL, "SELECT * FROM (WITH x AS (INSERT INTO company VALUES (3, 'z') RETURNING id)"
                + " SELECT 1) s"));
        assertThat(r.rule()).isEqualTo("data-modifying-cte");
    }

    @Test
    void should_approve_queries_when_read_only_shapes() {
        assertThat(approved(check(Dialect.POSTGRESQL, "VALUES (1, 2), (3, 4)")).sql())
                .isEqualTo("SELECT * FROM (\nVALUES (1, 2), (3, 4)\n) AS askdb_capped LIMIT 1001");
        assertThat(approved(check(Dialect.POSTGRESQL, "WITH c AS (SELECT id FROM company) SELECT id FROM c")).sql())
                .isEqualTo("WITH c AS (SELECT id FROM company) SELECT id FROM c LIMIT 1001");
        assertThat(approved(check(Dialect.POSTGRESQL,
                "SELECT c.name FROM company c, LATERAL (SELECT e.id FROM employee e WHERE e.id = c.id) x")).sql()).endsWith(" LIMIT 1001");
    }

    @Test
    void should_approve_backtick_identifiers_when_mysql() {
        assertThat(approved(check(Dialect.MYSQL, "SELECT `name`, `unit price` FROM `menu_items` WHERE `group` = 'Starters'")).sql())
                .isEqualTo("SELECT `name`, `unit price` FROM `menu_items` WHERE `group` = 'Starters' LIMIT 1001");
    }

    @Test
    void should_refuse_unparsable_with_position_when_syntax_is_wrong() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT name FROM Album garbage garbage"));
        assertThat(r.rule()).isEqualTo("unparsable");
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(r.message()).isEqualTo("The SQL could not be parsed: unexpected 'garbage' at line 1, column 32."
                + " Write one SQLite SELECT statement.");
        assertThat(r.position()).isEqualTo(31);
    }

    @Test
    void should_refuse_top_as_validity_when_it_cannot_be_rewritten() {
        Refusal r = refused(check(Dialect.SQLITE, "SELECT * FROM (SELECT TOP 2 name FROM restaurants) x"));
        assertThat(r.rule()).isEqualTo("top-not-supported");
        assertThat(r.message()).isEqualTo("TOP is not SQLite syntax; use LIMIT n at the end of the query.");
    }

    @Test
    void should_say_what_why_and_what_to_do_when_refusing_explain_analyze() {
        Refusal r = refused(check(Dialect.POSTGRESQL, "EXPLAIN ANALYZE DELETE FROM Album"));
        assertThat(r).isEqualTo(new Refusal("not-a-query", Refusal.Kind.SAFETY, "EXPLAIN ANALYZE statements are refused (it runs"
                + " the statement it explains): askdb only runs a single read-only query (SELECT, WITH ... SELECT, VALUES).", 0));
    }

    @Test
    void should_refuse_unbounded_recursive_cte_when_sqlite_omits_the_recursive_keyword() {
        Refusal r = refused(check(Dialect.SQLITE, "WITH r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r"));
        assertThat(r.rule()).isEqualTo("recursive-cte");
        // repairable since issue 16: a counter bound (WHERE n < 10) makes the same query run
        assertThat(r.kind()).isEqualTo(Refusal.Kind.VALIDITY);
        assertThat(r.position()).isEqualTo(5);
        assertThat(r.message()).startsWith("The WITH clause 'r' is recursive and askdb cannot bound it:").endsWith("over a fixed number of levels.");
    }

    @Test
    void should_approve_a_cte_named_like_the_table_it_reads_when_postgresql_requires_the_recursive_keyword() {
        assertThat(approved(check(Dialect.POSTGRESQL, "WITH Album AS (SELECT * FROM Album) SELECT Title FROM Album")).sql())
                .isEqualTo("WITH Album AS (SELECT * FROM Album) SELECT Title FROM Album LIMIT 1001");
    }

    @Test
    void should_refuse_resolved_unicode_name_when_postgresql_escapes_a_dangerous_function() {
        Refusal r = refused(checkWithoutCatalog(Dialect.POSTGRESQL, "SELECT U&\"pg\\005fread_file\"('/etc/passwd')"));
        assertThat(r.rule()).isEqualTo("function-not-allowed");
        assertThat(r.message()).startsWith("Function pg_read_file at position 7 is not allowed");
    }

    @Test
    void should_accept_look_alike_name_when_the_catalog_holds_exactly_that_name() {
        io.askdb.catalog.Catalog catalog = new io.askdb.catalog.Catalog(Dialect.SQLITE, null,
                java.util.List.of(Fixtures.table(null, "ｶﾀﾛｸﾞ", "ｺｰﾄﾞ")));
        String sql = "SELECT ｺｰﾄﾞ FROM ｶﾀﾛｸﾞ";
        assertThat(approved(Fixtures.GUARD.check(new io.askdb.guard.GuardRequest(sql, Dialect.SQLITE, catalog, 1000))).sql())
                .isEqualTo(sql + " LIMIT 1001");
        assertThat(refused(checkWithoutCatalog(Dialect.SQLITE, sql)).rule()).isEqualTo("look-alike-characters");
    }
}
