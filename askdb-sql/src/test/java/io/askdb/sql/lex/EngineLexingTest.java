package io.askdb.sql.lex;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lexer's per-engine rules added for issue 6: H2, DuckDB, U&amp; resolution, characters. */
class EngineLexingTest {

    private static LexedSql lex(Dialect d, String sql) {
        return new SqlLexer(d).lex(sql);
    }

    private static List<LexProblem.Rule> rules(Dialect d, String sql) {
        return lex(d, sql).problems().stream().map(LexProblem::rule).toList();
    }

    @Test
    void should_resolve_unicode_identifier_when_postgresql_or_h2() {
        String sql = "SELECT U&\"pg\\005fread_file\"('x')";
        for (Dialect d : List.of(Dialect.POSTGRESQL, Dialect.H2)) {
            LexedSql l = lex(d, sql);
            assertThat(l.problems()).isEmpty();
            assertThat(l.codeTokens().get(1).identifier()).isEqualTo("pg_read_file");
            assertThat(l.normalized()).isEqualTo("SELECT \"pg_read_file\"      ('x')");
        }
    }

    @Test
    void should_resolve_uescape_and_six_digit_escapes_when_postgresql() {
        LexedSql l = lex(Dialect.POSTGRESQL, "SELECT U&\"d!0061t!+000061\" UESCAPE '!' FROM t");
        assertThat(l.problems()).isEmpty();
        assertThat(l.codeTokens().get(1).identifier()).isEqualTo("data");
        assertThat(l.codeTokens().get(2).text()).isEqualTo("FROM");
    }

    @Test
    void should_read_u_ampersand_as_operator_when_duckdb_or_sqlite() {
        for (Dialect d : List.of(Dialect.DUCKDB, Dialect.SQLITE)) {
            assertThat(lex(d, "SELECT U&\"d\\0061t\"").codeTokens()).extracting(SqlToken::text)
                    .containsExactly("SELECT", "U", "&", "\"d\\0061t\"");
        }
    }

    @Test
    void should_read_slash_slash_comment_and_untagged_dollar_string_when_h2() {
        assertThat(lex(Dialect.H2, "SELECT 1 // ; DROP TABLE t").statements()).hasSize(1);
        assertThat(lex(Dialect.POSTGRESQL, "SELECT 1 // ; DROP TABLE t").statements()).hasSize(2);
        assertThat(lex(Dialect.H2, "SELECT $$a;b$$").codeTokens()).extracting(SqlToken::kind)
                .containsExactly(TokenKind.WORD, TokenKind.STRING);
        assertThat(lex(Dialect.H2, "SELECT $t$a$t$").codeTokens()).extracting(SqlToken::kind).doesNotContain(TokenKind.STRING);
    }

    @Test
    void should_read_tagged_dollar_string_and_nested_comment_when_duckdb() {
        assertThat(lex(Dialect.DUCKDB, "SELECT $q$a';DROP TABLE t$q$").statements()).hasSize(1);
        assertThat(lex(Dialect.DUCKDB, "/* a /* b */ ; DROP TABLE t */ SELECT 1").statements()).hasSize(1);
    }

    @Test
    void should_not_start_comment_when_mysql_dashes_precede_a_non_ascii_space() {
        LexedSql l = lex(Dialect.MYSQL, "SELECT 1 --\u2003, LOAD_FILE('/etc/passwd')");
        assertThat(l.codeTokens()).extracting(SqlToken::text).contains("LOAD_FILE");
        assertThat(l.problem(LexProblem.Rule.INVISIBLE_CHARACTER)).isPresent();
    }

    @Test
    void should_flag_line_comment_when_it_holds_a_lone_carriage_return() {
        assertThat(rules(Dialect.SQLITE, "SELECT 1 -- a\r, 2")).containsExactly(LexProblem.Rule.AMBIGUOUS_COMMENT);
        assertThat(rules(Dialect.SQLITE, "SELECT 1 -- a\r\n, 2")).isEmpty();
    }

    @Test
    void should_flag_fullwidth_and_ligature_names_as_look_alikes() {
        assertThat(rules(Dialect.MYSQL, "ＳＥＬＥＣＴ 1")).containsExactly(LexProblem.Rule.LOOKALIKE);
        assertThat(rules(Dialect.POSTGRESQL, "SELECT \"ﬁle\" FROM t")).containsExactly(LexProblem.Rule.LOOKALIKE);
        assertThat(rules(Dialect.SQLITE, "SELECT 公司名 FROM 公司")).isEmpty();
    }

    @Test
    void should_flag_mixed_scripts_and_accept_single_script_names() {
        assertThat(rules(Dialect.POSTGRESQL, "SELECT pg_r\u0435ad_file('x')")).containsExactly(LexProblem.Rule.MIXED_SCRIPT);
        assertThat(rules(Dialect.POSTGRESQL, "SELECT \u03bfrder_id FROM t")).containsExactly(LexProblem.Rule.MIXED_SCRIPT);
        assertThat(rules(Dialect.POSTGRESQL, "SELECT имя, 名前id, カテゴリ名 FROM t")).isEmpty();
    }

    @Test
    void should_flag_invisible_characters_in_code_but_not_in_strings() {
        assertThat(rules(Dialect.SQLITE, "SELECT sl\u200Beep FROM t")).containsExactly(LexProblem.Rule.INVISIBLE_CHARACTER);
        assertThat(rules(Dialect.SQLITE, "SELECT 1\u000B")).containsExactly(LexProblem.Rule.INVISIBLE_CHARACTER);
        assertThat(rules(Dialect.SQLITE, "SELECT 'a\u200Bb'")).isEmpty();
    }
}
