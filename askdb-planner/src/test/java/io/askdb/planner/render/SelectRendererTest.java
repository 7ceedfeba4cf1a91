package io.askdb.planner.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.planner.plan.Music;
import io.askdb.planner.plan.PlanOutcome;
import io.askdb.planner.plan.SelectPlan;
import io.askdb.planner.plan.SelectPlanner;
import io.askdb.planner.read.QuestionShape;
import io.askdb.planner.read.QuestionShape.Item;
import io.askdb.planner.read.QuestionShape.Op;
import io.askdb.planner.read.QuestionShape.Restriction;
import io.askdb.planner.read.QuestionShape.Sort;
import io.askdb.planner.read.SchemaTerms;
import io.askdb.planner.read.Term;
import io.askdb.planner.read.Words;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SQL text written for small plans over a two-table catalog ({@link Music}), per dialect. */
class SelectRendererTest {
    private static final SelectRenderer RENDERER = new SelectRenderer();
    private static final String JOINED = "SELECT \"Album\".\"Title\"\nFROM \"Album\"\n  JOIN \"Artist\"\n    ON \"Artist\".\"ArtistId\" = \"Album\".\"Artist\"\n"
            + "WHERE \"Artist\".\"Name\" = 'AC/DC'";

    private static Term term(SchemaTerms terms, String phrase) {
        return terms.at(Words.of(phrase), 0);
    }

    /** "the titles of albums with price over 9.5, by price descending, first 3" */
    private static SelectPlan oneTable(Catalog c) {
        SchemaTerms t = new SchemaTerms(c);
        QuestionShape s = new QuestionShape(List.of(new Item(null, term(t, "title"))), false, term(t, "albums"),
                List.of(new Restriction(term(t, "price"), Op.GT, List.of("9.5"), true, List.of())), false, null,
                new Sort(term(t, "price"), null, true), 3, false, null, List.of(), List.of());
        return plan(s, c);
    }

    /** "the titles of albums by the artist named 'AC/DC'": a join along Album.Artist */
    private static SelectPlan joined(Catalog c) {
        SchemaTerms t = new SchemaTerms(c);
        QuestionShape s = new QuestionShape(List.of(new Item(null, term(t, "title"))), false, term(t, "albums"),
                List.of(new Restriction(term(t, "artist name"), Op.EQ, List.of("AC/DC"), false, List.of())), false, null, null, null,
                false, null, List.of(), List.of());
        return plan(s, c);
    }

    private static SelectPlan plan(QuestionShape s, Catalog c) {
        PlanOutcome p = new SelectPlanner().plan(s, c);
        assertThat(p).isInstanceOf(SelectPlan.class);
        return (SelectPlan) p;
    }

    @Test
    void should_write_quoted_names_inlined_numbers_and_limit_when_the_dialect_is_sqlite() {
        assertThat(RENDERER.render(oneTable(Music.catalog(Dialect.SQLITE)), Dialect.SQLITE)).isEqualTo(
                "SELECT \"Title\"\nFROM \"Album\"\nWHERE \"Price\" > 9.5\nORDER BY \"Price\" DESC\nLIMIT 3");
    }

    @Test
    void should_return_the_rows_asked_for_when_the_sqlite_text_runs_on_sqlite() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:"); Statement st = c.createStatement()) {
            st.executeUpdate("CREATE TABLE Artist (ArtistId INTEGER PRIMARY KEY, Name TEXT)");
            st.executeUpdate("CREATE TABLE Album (AlbumId INTEGER PRIMARY KEY, Title TEXT, Price NUMERIC, Artist INTEGER REFERENCES Artist(ArtistId))");
            st.executeUpdate("INSERT INTO Artist VALUES (1, 'AC/DC'), (2, 'Accept')");
            st.executeUpdate("INSERT INTO Album VALUES (1, 'Back in Black', 12, 1), (2, 'Highway', 9.99, 1), (3, 'Balls', 9.5, 2),"
                    + " (4, 'Powerage', 10, 1), (5, 'Restless', 15, 2)");
            assertThat(titles(st, RENDERER.render(oneTable(Music.catalog(Dialect.SQLITE)), Dialect.SQLITE)))
                    .containsExactly("Restless", "Back in Black", "Powerage");
            assertThat(titles(st, RENDERER.render(joined(Music.catalog(Dialect.SQLITE)), Dialect.SQLITE)))
                    .containsExactlyInAnyOrder("Back in Black", "Highway", "Powerage");
        }
    }

    private static List<String> titles(Statement st, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) out.add(rs.getString(1));
        }
        return out;
    }

    @Test
    void should_write_the_same_plan_for_postgresql_when_the_dialect_is_postgresql() {
        assertThat(RENDERER.render(oneTable(Music.catalog(Dialect.POSTGRESQL)), Dialect.POSTGRESQL)).isEqualTo(
                "SELECT \"Title\"\nFROM \"Album\"\nWHERE \"Price\" > 9.5\nORDER BY \"Price\" DESC\nFETCH NEXT 3 ROWS ONLY");
    }

    @Test
    void should_qualify_columns_and_inline_a_quoted_string_when_the_plan_joins() {
        assertThat(RENDERER.render(joined(Music.catalog(Dialect.SQLITE)), Dialect.SQLITE)).isEqualTo(JOINED);
        assertThat(RENDERER.render(joined(Music.catalog(Dialect.POSTGRESQL)), Dialect.POSTGRESQL)).isEqualTo(JOINED);
    }
}
