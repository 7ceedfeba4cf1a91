package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Filters on values that value linking matched regardless of accents and spacing, on SQLite: case
 * N05 of shared/cases/public-reports-2.md ('São Paulo' stored twice and 'Sao Paulo' once, 'Zürich')
 * and a state stored as 'NorthCarolina' as in Spider's e_government database (Spider, CC BY-SA
 * 4.0). The linked values are those askdb-linking's value linker gives for these questions
 * (FoldedValueLinkingTest there); expected results checked with sqlite3.
 */
class KeywordPlannerFoldedValueTest {
    @TempDir
    static Path dir;
    static String url;
    static Catalog catalog;
    static final TableId STORES = new TableId(null, "stores");
    static final TableId ADDRESSES = new TableId(null, "addresses");

    @BeforeAll
    static void database() throws SQLException {
        url = "jdbc:sqlite:" + dir.resolve("places.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT NOT NULL, revenue REAL NOT NULL)");
            s.execute("INSERT INTO stores VALUES (1,'São Paulo',120.0),(2,'Sao Paulo',30.0),(3,'Bogotá',80.0),(4,'Zürich',55.0),"
                    + "(5,'Montréal',40.0),(6,'São Paulo',10.0)");
            s.execute("CREATE TABLE addresses (address_id INTEGER PRIMARY KEY, town_city TEXT, state_province_county TEXT)");
            s.execute("CREATE TABLE students (student_id INTEGER PRIMARY KEY, name TEXT, address_id INTEGER REFERENCES addresses(address_id))");
            s.execute("INSERT INTO addresses VALUES (1,'West Stacy','NorthCarolina'),(2,'Lake Meaghan','Colorado'),(3,'Robertsberg','NewYork')");
            s.execute("INSERT INTO students VALUES (1,'Ana',1),(2,'Ben',1),(3,'Cy',2),(4,'Di',3)");
        }
        catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(dir.resolve("places.sqlite").toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
    }

    private static Generation plan(String question, ValueMatch... linked) {
        LinkedSchema schema = new LinkedSchema(List.of(), List.of(), Arrays.asList(linked), List.of());
        return new KeywordPlanner().generate(new GenerationRequest(question, catalog, List.of(), "", schema, List.of(), List.of()));
    }

    private static Object single(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            Object v = rs.getObject(1);
            assertThat(rs.next()).as("one row").isFalse();
            return v;
        }
    }

    @Test
    void should_sum_both_spellings_and_name_them_when_sao_paulo_is_stored_with_and_without_its_accent_case_N05() throws SQLException {
        Generation g = plan("What is the total revenue of stores in Sao Paulo?",
                new ValueMatch("Sao Paulo", STORES, "city", "Sao Paulo", 1.0), new ValueMatch("Sao Paulo", STORES, "city", "São Paulo", 1.0));
        assertThat(g).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(((Number) single(c.sql())).doubleValue()).isEqualTo(160.0);
        assertThat(c.assumptions()).anyMatch(a -> a.startsWith("Filtered on stores.city IN (")
                && a.contains("'Sao Paulo'") && a.contains("'São Paulo'") && a.endsWith("match each of these 2 stored spellings."));
    }

    @Test
    void should_count_the_accented_store_when_the_question_writes_zurich_without_its_accent_case_N05() throws SQLException {
        CandidateSql c = (CandidateSql) plan("How many stores are in Zurich?", new ValueMatch("Zurich", STORES, "city", "Zürich", 1.0));
        assertThat(((Number) single(c.sql())).intValue()).isEqualTo(1);
        assertThat(c.assumptions()).contains("Filtered on stores.city = 'Zürich'.");
    }

    @Test
    void should_count_students_of_a_state_stored_without_its_space_when_value_linking_folded_it() throws SQLException {
        CandidateSql c = (CandidateSql) plan("How many students live in North Carolina?",
                new ValueMatch("North Carolina", ADDRESSES, "state_province_county", "NorthCarolina", 1.0));
        assertThat(((Number) single(c.sql())).intValue()).isEqualTo(2);
        assertThat(c.sql()).contains("'NorthCarolina'");
    }

    @Test
    void should_decline_naming_the_spellings_when_a_label_column_stores_two_rows_that_differ_by_an_accent() throws SQLException {
        String file = dir.resolve("albums.sqlite").toString();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE album (album_id INTEGER PRIMARY KEY, title TEXT NOT NULL, artist TEXT NOT NULL)");
            s.execute("CREATE TABLE track (track_id INTEGER PRIMARY KEY, album_id INTEGER NOT NULL REFERENCES album(album_id), price REAL)");
            s.execute("INSERT INTO album VALUES (1,'Minha Historia','Chico Buarque'),(2,'Minha História','Os Mutantes'),(3,'Other','X')");
            s.execute("INSERT INTO track VALUES (1,1,0.99),(2,1,0.99),(3,2,0.99),(4,3,0.99)");
        }
        Catalog albums = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file, new Properties()), CatalogOptions.DEFAULT).catalog();
        Generation g = new KeywordPlanner().generate(new GenerationRequest("How many tracks are on the album Minha Historia?", albums,
                List.of(), ""));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("with several spellings ('Minha Historia', 'Minha História'), each naming another row");
    }
}
