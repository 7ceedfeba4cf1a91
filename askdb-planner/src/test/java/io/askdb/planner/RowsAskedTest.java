package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The answer shows what the question asked for, and no word of it is left out: the noun naming the rows is not also shown
 * as a column ("when was the school with the largest enrollment founded"), and "the US" in capitals is a word to place, not
 * the pronoun "us". Over small SQLite databases shaped as Spider's university_basketball and store_1 (Spider-train
 * questions, CC BY-SA 4.0, Yu et al., EMNLP 2018).
 */
class RowsAskedTest {
    private static final KeywordPlanner PLANNER = new KeywordPlanner();
    @TempDir
    Path dir;

    @Test
    void should_show_only_the_column_asked_when_the_rows_are_named_by_a_column_before_with() throws SQLException {
        String url = database("university.sqlite", "CREATE TABLE university (School_ID INT, School TEXT, Founded REAL, Enrollment REAL)",
                "INSERT INTO university VALUES (1,'Delaware',1743,19067),(2,'Lebanon Valley',1866,2100),(3,'Rutgers',1766,56868)");
        Generation g = plan("university.sqlite", "When was the school with the largest enrollment founded?");

        assertThat(KeywordPlannerTextDateTest.run(url, ((CandidateSql) g).sql())).containsExactly(List.of(1766.0));
    }

    @Test
    void should_show_only_the_columns_asked_when_the_rows_are_named_after_for_all() throws SQLException {
        String question = "What are the areas and counties for all appelations?";
        SpiderDatabases.assertGoldRows(PLANNER.generate(SpiderDatabases.request("wine_1", question)), "wine_1", question,
                "SELECT Area, County FROM APPELLATIONS", RowSets::same);
    }

    @Test
    void should_decline_naming_us_when_the_us_in_capitals_places_nowhere() throws SQLException {
        database("store.sqlite", "CREATE TABLE invoices (id INT, billing_state TEXT, billing_country TEXT)",
                "INSERT INTO invoices VALUES (1,'CA','USA'),(2,'CA','USA'),(3,'ON','Canada'),(4,'ON','Canada'),(5,'ON','Canada')");
        Generation g = plan("store.sqlite", "List the state in the US with the most invoices.");

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'us'");
        // the pronoun is still a word without meaning
        assertThat(plan("store.sqlite", "Show us the billing state with the most invoices.")).isInstanceOf(CandidateSql.class);
    }

    @Test
    void should_count_the_rows_for_the_most_of_a_text_column_rather_than_order_by_its_text() {
        String question = "Which college has the most authors with submissions?";
        // gold counts submissions per college; "the most authors" never orders by the authors' names
        var g = PLANNER.generate(SpiderDatabases.request("workshop_paper", question));
        assertThat(g).isInstanceOf(CandidateSql.class);
        assertThat(((CandidateSql) g).sql()).contains("COUNT(*)").doesNotContain("ORDER BY \"Author\"");
    }

    @Test
    void should_decline_a_column_after_who_are_that_no_value_completes() throws SQLException {
        database("game.sqlite", "CREATE TABLE Student (StuID INTEGER PRIMARY KEY, LName TEXT)",
                "CREATE TABLE SportsInfo (StuID INTEGER REFERENCES Student(StuID), SportName TEXT, OnScholarship TEXT)",
                "INSERT INTO Student VALUES (1,'Smith'),(2,'Kim')", "INSERT INTO SportsInfo VALUES (1,'Golf','Y'),(2,'Golf','N')");
        // gold: WHERE onscholarship = 'Y'; showing the column instead leaves 'who are on scholarship' unapplied
        String question = "List ids for all student who are on scholarship.";
        assertThat(plan("game.sqlite", question)).isInstanceOf(Declined.class);
        Generation framed = new FramePlanner().generate(new GenerationRequest(question, catalog("game.sqlite"), List.of(), ""));
        assertThat(((Declined) framed).reason()).contains("'on scholarship'").contains("'who are'");
    }

    private String database(String file, String... statements) throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve(file);
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            for (String sql : statements) s.execute(sql);
        }
        return url;
    }

    private Generation plan(String file, String question) {
        return PLANNER.generate(new GenerationRequest(question, catalog(file), List.of(), ""));
    }

    private Catalog catalog(String file) {
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(dir.resolve(file).toString(), new Properties()), CatalogOptions.DEFAULT).catalog();
    }
}
