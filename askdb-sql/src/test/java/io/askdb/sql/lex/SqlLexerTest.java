package io.askdb.sql.lex;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqlLexerTest {

    private static LexedSql lex(Dialect d, String sql) {
        return new SqlLexer(d).lex(sql);
    }

    private static List<String> statements(Dialect d, String sql) {
        LexedSql l = lex(d, sql);
        return l.statements().stream().map(s -> sql.substring(s.start(), s.end())).toList();
    }

    @Test
    void should_read_dash_dash_as_comment_when_sqlite_even_without_space() {
        LexedSql l = lex(Dialect.SQLITE, "SELECT 1 --1");
        assertThat(l.codeTokens()).extracting(SqlToken::text).containsExactly("SELECT", "1");
        assertThat(l.tokens().get(l.tokens().size() - 1).kind()).isEqualTo(TokenKind.LINE_COMMENT);
    }

    @Test
    void should_read_dash_dash_digit_as_arithmetic_when_mysql() {
        assertThat(lex(Dialect.MYSQL, "SELECT 1 --1").codeTokens()).extracting(SqlToken::text)
                .containsExactly("SELECT", "1", "-", "-", "1");
        assertThat(lex(Dialect.MYSQL, "SELECT 1 -- 1").codeTokens()).extracting(SqlToken::text).containsExactly("SELECT", "1");
    }

    @Test
    void should_read_hash_as_comment_only_when_mysql() {
        assertThat(statements(Dialect.MYSQL, "SELECT 1 # ; DROP TABLE t")).containsExactly("SELECT 1");
        assertThat(statements(Dialect.POSTGRESQL, "SELECT 1 # 2; DROP TABLE t")).containsExactly("SELECT 1 # 2", "DROP TABLE t");
    }

    @Test
    void should_see_one_statement_when_mysql_backslash_escapes_the_quote() {
        String sql = "SELECT '\\'; DROP TABLE t; --'";
        assertThat(statements(Dialect.MYSQL, sql)).containsExactly(sql);
    }

    @Test
    void should_see_two_statements_when_sqlite_has_no_backslash_escapes() {
        String sql = "SELECT '\\'; DROP TABLE t; --'";
        assertThat(statements(Dialect.SQLITE, sql)).containsExactly("SELECT '\\'", "DROP TABLE t");
        assertThat(lex(Dialect.SQLITE, sql).problem(LexProblem.Rule.UNTERMINATED)).isEmpty();
    }

    @Test
    void should_see_one_statement_when_postgresql_nests_block_comments() {
        String sql = "/* /* */ ; DROP TABLE t */ SELECT 1";
        assertThat(statements(Dialect.POSTGRESQL, sql)).containsExactly("SELECT 1");
        assertThat(statements(Dialect.DUCKDB, sql)).containsExactly("SELECT 1");
    }

    @Test
    void should_see_a_second_statement_when_sqlite_and_mysql_do_not_nest_comments() {
        String sql = "/* /* */ ; DROP TABLE t */ SELECT 1";
        assertThat(statements(Dialect.SQLITE, sql)).containsExactly("DROP TABLE t */ SELECT 1");
        assertThat(statements(Dialect.MYSQL, sql)).containsExactly("DROP TABLE t */ SELECT 1");
    }

    @Test
    void should_keep_hostile_quoted_identifier_whole_when_quotes_are_doubled() {
        String sql = "SELECT \"a\"\"; DROP TABLE x; --\" FROM t";
        LexedSql l = lex(Dialect.SQLITE, sql);
        assertThat(l.statements()).hasSize(1);
        SqlToken id = l.codeTokens().get(1);
        assertThat(id.kind()).isEqualTo(TokenKind.QUOTED_IDENTIFIER);
        assertThat(id.identifier()).isEqualTo("a\"; DROP TABLE x; --");
    }

    @Test
    void should_read_dollar_quoted_string_when_postgresql() {
        String sql = "SELECT $body$ ; DROP TABLE t; $body$, $$x;y$$";
        LexedSql l = lex(Dialect.POSTGRESQL, sql);
        assertThat(l.statements()).hasSize(1);
        assertThat(l.codeTokens()).extracting(SqlToken::kind)
                .containsExactly(TokenKind.WORD, TokenKind.STRING, TokenKind.SYMBOL, TokenKind.STRING);
        assertThat(lex(Dialect.SQLITE, sql).statements()).hasSize(4);
    }

    @Test
    void should_not_start_dollar_quote_when_parameter_or_inside_identifier() {
        assertThat(lex(Dialect.POSTGRESQL, "SELECT a$b$ FROM t WHERE x = $1").codeTokens()).extracting(SqlToken::text)
                .containsExactly("SELECT", "a$b$", "FROM", "t", "WHERE", "x", "=", "$", "1");
    }

    @Test
    void should_honour_backslash_in_escape_string_when_postgresql() {
        String sql = "SELECT E'\\'; DROP TABLE t; --'";
        assertThat(statements(Dialect.POSTGRESQL, sql)).containsExactly(sql);
        assertThat(statements(Dialect.SQLITE, "SELECT E'\\'; DROP TABLE t; --'")).hasSize(2);
    }

    @Test
    void should_read_backtick_and_bracket_identifiers_when_dialect_has_them() {
        assertThat(lex(Dialect.MYSQL, "SELECT `a;b` FROM t").statements()).hasSize(1);
        assertThat(lex(Dialect.SQLITE, "SELECT [a;b] FROM t").codeTokens().get(1).identifier()).isEqualTo("a;b");
        assertThat(lex(Dialect.POSTGRESQL, "SELECT [a;b] FROM t").statements()).hasSize(2);
    }

    @Test
    void should_read_double_quotes_as_string_with_escapes_when_mysql() {
        SqlToken t = lex(Dialect.MYSQL, "SELECT \"a\\\";b\"").codeTokens().get(1);
        assertThat(t.kind()).isEqualTo(TokenKind.STRING);
        assertThat(t.text()).isEqualTo("\"a\\\";b\"");
    }

    @Test
    void should_mark_executable_comments_when_mysql() {
        assertThat(lex(Dialect.MYSQL, "SELECT 1 /*!50000 ; DROP TABLE t */").tokens()).extracting(SqlToken::kind)
                .contains(TokenKind.EXECUTABLE_COMMENT);
        assertThat(lex(Dialect.SQLITE, "SELECT 1 /*! x */").tokens()).extracting(SqlToken::kind)
                .doesNotContain(TokenKind.EXECUTABLE_COMMENT);
    }

    @Test
    void should_report_position_when_string_is_unterminated() {
        LexedSql l = lex(Dialect.SQLITE, "SELECT 'abc FROM t");
        assertThat(l.problems()).containsExactly(new LexProblem(LexProblem.Rule.UNTERMINATED, "string literal", 7));
    }

    @Test
    void should_report_unterminated_comment_and_identifier_when_never_closed() {
        assertThat(lex(Dialect.POSTGRESQL, "SELECT 1 /* /* */").problems())
                .containsExactly(new LexProblem(LexProblem.Rule.UNTERMINATED, "block comment", 9));
        assertThat(lex(Dialect.SQLITE, "SELECT \"abc").problems())
                .containsExactly(new LexProblem(LexProblem.Rule.UNTERMINATED, "quoted identifier", 7));
    }

    @Test
    void should_flag_unicode_escapes_when_invalid_or_support_unknown() {
        assertThat(lex(Dialect.POSTGRESQL, "SELECT U&\"d\\006\" FROM t").problem(LexProblem.Rule.UNICODE_ESCAPE)).isPresent();
        assertThat(lex(Dialect.GENERIC, "SELECT U&\"d\\0061t\" FROM t").problem(LexProblem.Rule.UNICODE_ESCAPE)).isPresent();
        assertThat(lex(Dialect.POSTGRESQL, "SELECT U&\"dat\" FROM t").problems()).isEmpty();
    }

    @Test
    void should_flag_backslash_quote_when_dialect_has_no_backslash_escapes() {
        assertThat(lex(Dialect.SQLITE, "SELECT 'it\\''s'").problem(LexProblem.Rule.AMBIGUOUS_ESCAPE)).isPresent();
        assertThat(lex(Dialect.SQLITE, "SELECT 'C:\\dir'").problems()).isEmpty();
    }

    @Test
    void should_keep_length_and_mask_strings_when_normalizing() {
        String sql = "SELECT E'a\\'b', $$x$$ /* c */ FROM t; -- tail";
        String n = lex(Dialect.POSTGRESQL, sql).normalized();
        assertThat(n).hasSameSizeAs(sql);
        assertThat(n).isEqualTo("SELECT  'xxxx', 'xxx'         FROM t" + " ".repeat(9));
    }

    @Test
    void should_end_line_comment_at_carriage_return_only_when_postgresql() {
        assertThat(statements(Dialect.POSTGRESQL, "SELECT 1 -- c\r; DROP TABLE t")).hasSize(2);
        assertThat(statements(Dialect.SQLITE, "SELECT 1 -- c\r; DROP TABLE t")).hasSize(1);
    }
}
