package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.semantic.SemanticModels;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Types;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * "The average X per <the table X is on>" is one number: the table is the unit of the average, not a
 * grouping (issue 15). "Per" a different table or a column still groups, and "the average number of
 * tracks per album" averages the counts per album. Run on the real Chinook database (SQLite) and on
 * {@link MiniChinook} in H2 and DuckDB.
 */
class KeywordPlannerAverageUnitTest {
    private static final Map<Dialect, Connection> ENGINES = new EnumMap<>(Dialect.class);
    private static Catalog chinook;
    private final KeywordPlanner planner = new KeywordPlanner();

    @BeforeAll
    static void start() throws SQLException {
        chinook = ChinookFixture.catalog();
        ENGINES.put(Dialect.H2, DriverManager.getConnection("jdbc:h2:mem:average_unit"));
        ENGINES.put(Dialect.DUCKDB, DriverManager.getConnection("jdbc:duckdb:"));
        for (Connection c : ENGINES.values()) MiniChinook.create(c, false);
    }

    @AfterAll
    static void stop() throws SQLException {
        for (Connection c : ENGINES.values()) c.close();
    }

    private CandidateSql plan(KeywordPlanner p, String question, Catalog catalog) {
        Generation g = p.generate(new GenerationRequest(question, catalog, List.of()));
        assertThat(g).as("generation for %s", question).isInstanceOf(CandidateSql.class);
        return (CandidateSql) g;
    }

    private CandidateSql plan(String question) {
        return plan(planner, question, chinook);
    }

    @Test
    void should_answer_one_average_when_per_names_the_table_whose_rows_are_averaged() throws SQLException {
        CandidateSql c = plan("What is the average total per invoice?");
        List<List<Object>> rows = ChinookFixture.run(c.sql());

        assertThat(c.sql()).doesNotContain("GROUP BY");
        assertThat(rows).hasSize(1);
        assertThat(twoDecimals(rows.get(0).get(0))).isEqualByComparingTo("5.65");
        assertThat(c.assumptions()).contains("Read 'invoice' as the unit of the average, not a grouping: the average of "
                + "Invoice.Total over all Invoice rows.");
        String explained = new TemplateExplainer().explain("What is the average total per invoice?", "", table(rows, "average_total"));
        assertThat(explained).isEqualTo("The average total is 5.651941748.");
    }

    @Test
    void should_answer_one_average_when_per_names_the_track_for_its_unit_price() throws SQLException {
        CandidateSql c = plan("What is the average unit price per track?");
        List<List<Object>> rows = ChinookFixture.run(c.sql());

        assertThat(oneLine(c.sql())).isEqualTo("SELECT AVG(\"t0\".\"UnitPrice\") AS \"average_unit_price\" FROM \"Track\" \"t0\"");
        assertThat(rows).hasSize(1);
        assertThat(twoDecimals(rows.get(0).get(0))).isEqualByComparingTo("1.05");
    }

    @Test
    void should_answer_one_average_when_per_names_the_key_of_the_averaged_rows() throws SQLException {
        List<List<Object>> rows = ChinookFixture.run(plan("What is the average total per invoice id?").sql());

        assertThat(rows).hasSize(1);
        assertThat(twoDecimals(rows.get(0).get(0))).isEqualByComparingTo("5.65");
    }

    @Test
    void should_still_group_when_per_names_another_table_or_a_column() throws SQLException {
        List<List<Object>> perCustomer = ChinookFixture.run(plan("What is the average total per customer?").sql());
        List<List<Object>> perCountry = ChinookFixture.run(plan("What is the average total per billing country?").sql());

        assertThat(perCustomer).hasSize(59);
        assertThat(perCustomer.get(0).subList(0, 2)).containsExactly("Helena", "Holý");
        assertThat(twoDecimals(perCustomer.get(0).get(2))).isEqualByComparingTo("7.09");
        assertThat(perCountry).hasSize(24);
    }

    @Test
    void should_keep_ranking_rows_when_a_top_n_names_the_averaged_table() throws SQLException {
        List<List<Object>> rows = ChinookFixture.run(plan("Which 3 invoices have the highest average total?").sql());

        assertThat(rows).hasSize(3);
    }

    @Test
    void should_average_the_counts_per_album_when_asked_the_average_number_of_tracks_per_album() throws SQLException {
        CandidateSql c = plan("What is the average number of tracks per album?");
        List<List<Object>> rows = ChinookFixture.run(c.sql());

        assertThat(oneLine(c.sql())).startsWith("SELECT AVG(\"counts\".\"track_count\") AS \"average_track_count\" FROM (SELECT")
                .contains("FROM \"Album\" \"t1\" LEFT JOIN \"Track\" \"t0\"").doesNotContain("ORDER BY");
        assertThat(rows).hasSize(1);
        // 3,503 tracks over 347 albums
        assertThat(new BigDecimal(rows.get(0).get(0).toString()).setScale(4, RoundingMode.HALF_UP)).isEqualByComparingTo("10.0951");
        assertThat(c.assumptions()).contains("Counted Track rows per Album, then averaged the counts over all Album rows, "
                + "one with no Track rows counting 0.");
    }

    @Test
    void should_decline_an_average_number_when_nothing_says_what_to_count_per() {
        Generation g = planner.generate(new GenerationRequest("What is the average number of tracks?", chinook, List.of()));

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("per album");
    }

    @Test
    void should_answer_one_average_when_a_metric_average_is_asked_per_its_own_table() throws SQLException {
        KeywordPlanner semantic = new KeywordPlanner(SemanticModels.read(ChinookScore.MODEL, chinook));

        List<List<Object>> own = ChinookFixture.run(plan(semantic, "What is the average invoice total per invoice?", chinook).sql());
        List<List<Object>> perCustomer = ChinookFixture.run(plan(semantic, "What is the average invoice total per customer?", chinook).sql());

        assertThat(own).hasSize(1);
        assertThat(twoDecimals(own.get(0).get(0))).isEqualByComparingTo("5.65");
        assertThat(perCustomer).hasSize(59);
        // a count metric ("number of invoices") is not averaged per group yet: declined, never one row per customer
        assertThat(semantic.generate(new GenerationRequest("What is the average number of invoices per customer?", chinook, List.of())))
                .isInstanceOf(Declined.class);
    }

    @Test
    void should_report_the_month_and_year_it_turned_into_a_date_range_as_applied_words() {
        CandidateSql c = plan("How many invoices were issued in February 2023?");

        assertThat(c.sql()).contains("'2023-02-01'").doesNotContainIgnoringCase("february");
        assertThat(c.appliedTerms()).contains("how", "many", "invoices", "issued", "in", "february", "2023").doesNotContain("were");
    }

    @ParameterizedTest
    @EnumSource(value = Dialect.class, names = {"H2", "DUCKDB"})
    void should_answer_one_average_and_an_average_of_counts_on_other_engines(Dialect d) throws SQLException {
        Catalog mini = MiniChinook.catalog(d);
        Connection engine = ENGINES.get(d);

        List<List<String>> average = PlanParts.rows(engine, plan(planner, "What is the average total per invoice?", mini).sql());
        List<List<String>> counts = PlanParts.rows(engine, plan(planner, "What is the average number of tracks per genre?", mini).sql());
        List<List<String>> perCountry = PlanParts.rows(engine, plan(planner, "What is the average total per billing country?", mini).sql());

        // (1.98 + 3.96 + 5.94 + 8.91 + 13.86) / 5
        assertThat(average).containsExactly(List.of("6.93"));
        // Rock 3, Jazz 2, Opera 0
        assertThat(counts).containsExactly(List.of("1.67"));
        assertThat(perCountry).hasSize(4);
    }

    private static ResultTable table(List<List<Object>> rows, String... names) {
        List<ResultColumn> columns = new java.util.ArrayList<>();
        for (String n : names) columns.add(new ResultColumn(n, "", Types.OTHER));
        return new ResultTable(columns, rows, false, 0);
    }

    private static BigDecimal twoDecimals(Object n) {
        return new BigDecimal(n.toString()).setScale(2, RoundingMode.HALF_UP);
    }

    private static String oneLine(String sql) {
        return sql.replaceAll("\\s+", " ").replace("( ", "(").replace(" )", ")");
    }
}
