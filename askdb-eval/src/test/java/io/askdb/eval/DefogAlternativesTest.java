package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DefogAlternativesTest {
    @Test
    void should_expand_every_column_combination_when_query_has_braces_and_group_by_placeholder() {
        assertThat(DefogAlternatives.of("SELECT {a.x, a.y}, COUNT(*) FROM a GROUP BY {}")).containsExactly(
                "SELECT a.x, COUNT(*) FROM a GROUP BY a.x",
                "SELECT a.y, COUNT(*) FROM a GROUP BY a.y",
                "SELECT a.x, a.y, COUNT(*) FROM a GROUP BY a.x, a.y");
    }

    @Test
    void should_list_combinations_by_size_then_order_when_three_options() {
        assertThat(DefogAlternatives.of("SELECT {p,q,r} FROM t;")).containsExactly(
                "SELECT p FROM t", "SELECT q FROM t", "SELECT r FROM t",
                "SELECT p, q FROM t", "SELECT p, r FROM t", "SELECT q, r FROM t", "SELECT p, q, r FROM t");
    }

    @Test
    void should_split_statements_and_drop_duplicates_when_semicolons_separate_alternatives() {
        assertThat(DefogAlternatives.of(" SELECT a FROM t; ;SELECT b FROM t;\nSELECT a FROM t;")).containsExactly(
                "SELECT a FROM t", "SELECT b FROM t");
    }

    @Test
    void should_not_split_when_semicolon_is_inside_literal_identifier_or_comment() {
        assertThat(DefogAlternatives.of("SELECT 'a;b', \"c;d\" FROM t -- x;y\nWHERE n = 'it''s;' /* p;q */;SELECT 2")).containsExactly(
                "SELECT 'a;b', \"c;d\" FROM t -- x;y\nWHERE n = 'it''s;' /* p;q */", "SELECT 2");
    }

    @Test
    void should_expand_only_first_brace_group_when_statement_has_two() {
        assertThat(DefogAlternatives.of("SELECT {a,b} FROM t WHERE {c}")).containsExactly(
                "SELECT a FROM t WHERE {c}", "SELECT b FROM t WHERE {c}", "SELECT a, b FROM t WHERE {c}");
    }
}
