package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The planner declines what it does not fully understand, and says why. */
class KeywordPlannerDeclineTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "io", "askdb", "planner", "decline-c08.txt");

    private final KeywordPlanner planner = new KeywordPlanner();

    /** Case C08: CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT, alias TEXT, age INTEGER). */
    static Catalog personCatalog() {
        List<Column> columns = List.of(new Column("id", "INTEGER", Types.INTEGER, false, null, List.of()),
                new Column("name", "TEXT", Types.VARCHAR, true, null, List.of()),
                new Column("alias", "TEXT", Types.VARCHAR, true, null, List.of()),
                new Column("age", "INTEGER", Types.INTEGER, true, null, List.of()));
        Table person = new Table(new TableId(null, "person"), Table.Kind.TABLE, null, columns, List.of("id"), List.of(), -1);
        return new Catalog(Dialect.SQLITE, null, List.of(person));
    }

    /** Case C20: CREATE TABLE clients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL). */
    static Catalog clientsCatalog() {
        List<Column> columns = List.of(new Column("id", "INTEGER", Types.INTEGER, false, null, List.of()),
                new Column("name", "TEXT", Types.VARCHAR, false, null, List.of()),
                new Column("city", "TEXT", Types.VARCHAR, false, null, List.of()));
        Table clients = new Table(new TableId(null, "clients"), Table.Kind.TABLE, null, columns, List.of("id"), List.of(), -1);
        return new Catalog(Dialect.SQLITE, null, List.of(clients));
    }

    private Declined decline(String question, Catalog catalog) {
        Generation g = planner.generate(new GenerationRequest(question, catalog, List.of()));
        assertThat(g).as("generation for %s", question).isInstanceOf(Declined.class);
        return (Declined) g;
    }

    @Test
    void should_match_the_golden_decline_when_asked_c08_about_a_state_the_catalog_lacks() throws IOException {
        Declined d = decline("Which people older than 20 are from Haryana?", personCatalog());

        List<String> lines = new ArrayList<>();
        lines.add("reason: " + d.reason());
        d.suggestions().forEach(s -> lines.add("suggestion: " + s));
        String actual = String.join("\n", lines) + "\n";
        String expected = Files.readString(GOLDEN, StandardCharsets.UTF_8);
        if (!actual.equals(expected)) {
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "decline-c08.txt.actual"), actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void should_offer_only_suggestions_that_run_when_declining_c08() throws SQLException {
        Declined d = decline("Which people older than 20 are from Haryana?", personCatalog());
        String count = ((CandidateSql) planner.generate(new GenerationRequest(d.suggestions().get(1), personCatalog(), List.of()))).sql();

        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:"); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT, alias TEXT, age INTEGER)");
            s.execute("INSERT INTO person VALUES (1,'Ravi Kumar','RK',34),(2,'Lena Fox',NULL,19),(3,'Tom Hale','TH',52)");
            try (ResultSet rs = s.executeQuery(count)) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(3);
            }
        }
        assertThat(count).isEqualTo("SELECT COUNT(*) AS \"person_count\"\nFROM \"person\" \"t0\"");
    }

    @Test
    void should_refuse_as_read_only_when_asked_to_delete_data() throws SQLException {
        Declined d = decline("delete all albums", ChinookFixture.catalog());

        assertThat(d.reason()).isEqualTo("askdb only reads data: 'delete' asks to change the database, and the planner"
                + " never writes SQL that modifies anything.");
        assertThat(d.refused()).isTrue();
        assertThat(d.suggestions()).isEmpty();
        assertThat(decline("drop the table Track", ChinookFixture.catalog()).reason()).startsWith("askdb only reads data: 'drop'");
        assertThat(decline("update the price of every track", ChinookFixture.catalog()).reason())
                .startsWith("askdb only reads data: 'update'");
    }

    @Test
    void should_decline_naming_every_unknown_word_when_the_question_is_gibberish() throws SQLException {
        Declined d = decline("florp zindle wax?", ChinookFixture.catalog());

        assertThat(d.reason()).isEqualTo("I could not match 'florp', 'zindle' and 'wax' to any table, column or value in this database.");
        assertThat(d.suggestions()).hasSize(4).last().asString().contains("ASKDB_LLM_PROVIDER");
    }

    @Test
    void should_decline_when_asked_about_an_attribute_the_catalog_lacks() throws SQLException {
        Declined d = decline("What is the average salary of employees?", ChinookFixture.catalog());

        assertThat(d.reason()).isEqualTo("I could not match 'salary' to any table, column or value in this database.");
        assertThat(d.suggestions()).contains("How many employees are there?");
    }

    @Test
    void should_name_only_the_unknown_word_and_the_stage_when_the_frame_reading_reads_the_words_around_it() throws SQLException {
        // the keyword reading stops at 'number' too; the frame reading reads "the total number of" and names the one word left
        Declined d = decline("What is the total number of zindles?", ChinookFixture.catalog());

        assertThat(d.reason()).isEqualTo("Reading the question: I could not match 'zindles' to any table, column or value in this database.");
        assertThat(d.suggestions()).last().asString().contains("ASKDB_LLM_PROVIDER");
    }

    @Test
    void should_decline_a_value_filter_when_asked_c20_about_clients_from_radom() {
        Declined d = decline("Which clients are from Radom?", clientsCatalog());

        assertThat(d.reason()).isEqualTo("I could not match 'radom' to any table, column or value in this database.");
    }

    @Test
    void should_name_both_columns_when_a_column_name_is_ambiguous() throws SQLException {
        Declined d = decline("What is the average unit price?", ChinookFixture.catalog());

        assertThat(d.reason()).isEqualTo("'unit price' could mean InvoiceLine.UnitPrice or Track.UnitPrice; name the table too.");
    }

    @Test
    void should_decline_without_planning_when_asked_to_repair() throws SQLException {
        GenerationRequest repair = new GenerationRequest("How many customers are there?", ChinookFixture.catalog(),
                List.of(new Attempt("SELECT COUNT(*) FROM \"Customer\"", "database is locked")));

        Generation g = planner.generate(repair);

        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).startsWith("The keyword planner is deterministic");
    }

    @Test
    void should_offer_suggestions_the_planner_answers_when_declining_on_chinook() throws SQLException {
        Declined d = decline("Which albums were released in 1999?", ChinookFixture.catalog());

        List<String> rephrasings = d.suggestions().subList(0, d.suggestions().size() - 1);
        assertThat(rephrasings).hasSize(3);
        for (String q : rephrasings) {
            Generation g = planner.generate(new GenerationRequest(q, ChinookFixture.catalog(), List.of()));
            assertThat(g).as(q).isInstanceOf(CandidateSql.class);
            assertThat(ChinookFixture.run(((CandidateSql) g).sql())).as(q).isNotEmpty();
        }
    }
}
