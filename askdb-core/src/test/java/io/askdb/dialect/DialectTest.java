package io.askdb.dialect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DialectTest {
    @Test
    void should_double_the_quote_character_when_a_name_contains_it() {
        assertThat(Dialect.SQLITE.quote("a\"; DROP TABLE x; --")).isEqualTo("\"a\"\"; DROP TABLE x; --\"");
        assertThat(Dialect.MYSQL.quote("o`rder")).isEqualTo("`o``rder`");
        assertThat(Dialect.POSTGRESQL.quote("Riskitems")).isEqualTo("\"Riskitems\"");
        assertThat(Dialect.DUCKDB.quote("unit price")).isEqualTo("\"unit price\"");
        assertThat(Dialect.H2.quote("公司名")).isEqualTo("\"公司名\"");
    }

    @Test
    void should_refuse_to_quote_an_empty_name() {
        assertThatThrownBy(() -> Dialect.SQLITE.quote("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void should_find_the_dialect_when_given_a_jdbc_url_or_a_name() {
        assertThat(Dialect.fromJdbcUrl("jdbc:postgresql://h/db")).isEqualTo(Dialect.POSTGRESQL);
        assertThat(Dialect.fromJdbcUrl("jdbc:sqlite:/tmp/x.db")).isEqualTo(Dialect.SQLITE);
        assertThat(Dialect.fromJdbcUrl("jdbc:mariadb://h/db")).isEqualTo(Dialect.MYSQL);
        assertThat(Dialect.fromJdbcUrl("jdbc:oracle:thin:@h")).isEqualTo(Dialect.GENERIC);
        assertThat(Dialect.fromName("Postgres")).isEqualTo(Dialect.POSTGRESQL);
        assertThatThrownBy(() -> Dialect.fromName("oracle")).hasMessageContaining("sqlite, postgresql, mysql, duckdb, h2");
    }

    @Test
    void should_write_fetch_first_only_for_the_generic_dialect() {
        assertThat(Dialect.GENERIC.limitStyle()).isEqualTo(Dialect.LimitStyle.FETCH_FIRST);
        assertThat(Dialect.SQLITE.limitStyle()).isEqualTo(Dialect.LimitStyle.LIMIT);
    }
}
