package io.askdb.planner;

import io.askdb.planner.render.JooqDialects;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.jooq.SQLDialect;
import org.junit.jupiter.api.Test;

/**
 * How each askdb dialect writes the row cap, the month of a date, date literals and hostile
 * names; GENERIC's standard SQL is also run on real H2 and DuckDB.
 */
class SqlRendererDialectsTest {
    private static final SqlRenderer RENDERER = new SqlRenderer(new QuestionTokenizer(Lexicon.standard()));

    private static String oneLine(QueryPlan p, Dialect d) {
        return RENDERER.render(p, d).replaceAll("\\s+", " ");
    }

    @Test
    void should_map_every_askdb_dialect_to_a_jooq_dialect_when_rendering() {
        assertThat(JooqDialects.jooq(Dialect.POSTGRESQL)).isEqualTo(SQLDialect.POSTGRES);
        assertThat(JooqDialects.jooq(Dialect.MYSQL)).isEqualTo(SQLDialect.MYSQL);
        assertThat(JooqDialects.jooq(Dialect.H2)).isEqualTo(SQLDialect.H2);
        assertThat(JooqDialects.jooq(Dialect.DUCKDB)).isEqualTo(SQLDialect.DUCKDB);
        assertThat(JooqDialects.jooq(Dialect.SQLITE)).isEqualTo(SQLDialect.DUCKDB);
        assertThat(JooqDialects.jooq(Dialect.GENERIC)).isEqualTo(SQLDialect.H2);
    }

    @Test
    void should_write_limit_or_fetch_next_when_the_dialect_asks_for_it() {
        QueryPlan p = SqlRendererEnginesTest.tracksPerGenreTop2();

        assertThat(oneLine(p, Dialect.SQLITE)).endsWith(" LIMIT 2");
        assertThat(oneLine(p, Dialect.DUCKDB)).endsWith(" LIMIT 2");
        assertThat(oneLine(p, Dialect.MYSQL)).endsWith(" LIMIT 2");
        assertThat(oneLine(p, Dialect.POSTGRESQL)).endsWith(" FETCH NEXT 2 ROWS ONLY");
        assertThat(oneLine(p, Dialect.H2)).endsWith(" FETCH NEXT 2 ROWS ONLY");
        assertThat(oneLine(p, Dialect.GENERIC)).endsWith(" FETCH NEXT 2 ROWS ONLY");
    }

    @Test
    void should_write_each_engines_month_function_and_date_literal_when_bucketing_a_date_range() {
        QueryPlan p = SqlRendererEnginesTest.invoicesPerMonthBeforeApril2022();

        assertThat(oneLine(p, Dialect.SQLITE)).startsWith("SELECT strftime('%Y-%m', \"t0\".\"InvoiceDate\") AS \"month\"")
                .contains("\"t0\".\"InvoiceDate\" >= '2022-01-01' AND \"t0\".\"InvoiceDate\" < '2022-04-01'");
        assertThat(oneLine(p, Dialect.DUCKDB)).startsWith("SELECT strftime(\"t0\".\"InvoiceDate\", '%Y-%m') AS \"month\"")
                .contains("\"t0\".\"InvoiceDate\" >= DATE '2022-01-01' AND \"t0\".\"InvoiceDate\" < DATE '2022-04-01'");
        assertThat(oneLine(p, Dialect.POSTGRESQL)).startsWith("SELECT TO_CHAR(\"t0\".\"InvoiceDate\", 'YYYY-MM') AS \"month\"")
                .contains("\"t0\".\"InvoiceDate\" >= DATE '2022-01-01'");
        assertThat(oneLine(p, Dialect.H2)).startsWith("SELECT TO_CHAR(\"t0\".\"InvoiceDate\", 'YYYY-MM') AS \"month\"");
        assertThat(oneLine(p, Dialect.MYSQL)).startsWith("SELECT date_format(`t0`.`InvoiceDate`, '%Y-%m') AS `month`")
                .contains("`t0`.`InvoiceDate` >= DATE '2022-01-01' AND `t0`.`InvoiceDate` < DATE '2022-04-01'");
        assertThat(oneLine(p, Dialect.GENERIC)).startsWith("SELECT CAST(EXTRACT(YEAR FROM \"t0\".\"InvoiceDate\") AS VARCHAR(4))"
                + " || '-' || SUBSTRING(CAST(100 + EXTRACT(MONTH FROM \"t0\".\"InvoiceDate\") AS VARCHAR(3)) FROM 2 FOR 2) AS \"month\"");
    }

    @Test
    void should_quote_a_name_with_a_quote_or_a_space_in_each_dialects_own_quotes() {
        QueryPlan p = SqlRendererEnginesTest.unitPricePerProductName();

        assertThat(oneLine(p, Dialect.POSTGRESQL)).contains("FROM \"Order \"\"Lines\"\"\" \"t0\"")
                .startsWith("SELECT \"t0\".\"product name\" AS \"product_name\"");
        assertThat(oneLine(p, Dialect.MYSQL)).contains("FROM `Order \"Lines\"` `t0`").contains("SUM(`t0`.`unit price`)");
    }

    @Test
    void should_double_quotes_and_backslashes_in_mysql_values_when_filtering_on_them() {
        PlanParts mini = new PlanParts(MiniChinook.catalog(Dialect.MYSQL));
        QueryPlan p = new QueryPlan(Aggregate.COUNT, mini.table("Genre"), null, null, List.of(), null, false, 90, List.of(),
                List.of(new ValueFilter(mini.ref("Genre", "Name"), "Rock 'n' Roll \\ Blues", 0)));

        assertThat(oneLine(p, Dialect.MYSQL)).endsWith("WHERE `t0`.`Name` = 'Rock ''n'' Roll \\\\ Blues'");
        assertThat(oneLine(p, Dialect.POSTGRESQL)).endsWith("WHERE \"t0\".\"Name\" = 'Rock ''n'' Roll \\ Blues'");
    }

    @Test
    void should_run_the_standard_month_buckets_on_h2_and_duckdb_when_the_dialect_is_generic() throws SQLException {
        String sql = RENDERER.render(SqlRendererEnginesTest.invoicesPerMonthBeforeApril2022(), Dialect.GENERIC);

        for (String url : List.of("jdbc:h2:mem:renderer_generic", "jdbc:duckdb:")) {
            try (Connection c = DriverManager.getConnection(url)) {
                MiniChinook.create(c, false);
                assertThat(PlanParts.rows(c, sql)).as(url).containsExactly(List.of("2022-01", "2"), List.of("2022-02", "1"));
            }
        }
    }

    @Test
    void should_switch_off_the_jooq_logo_and_tips_when_rendering() {
        RENDERER.render(SqlRendererEnginesTest.tracksPerGenreTop2(), Dialect.SQLITE);

        assertThat(System.getProperty("org.jooq.no-logo")).isEqualTo("true");
        assertThat(System.getProperty("org.jooq.no-tips")).isEqualTo("true");
    }
}
