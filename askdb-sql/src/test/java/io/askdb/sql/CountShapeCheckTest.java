package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.GuardRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.QueryShape;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The count-shape check on real SQLite results, and its reading of questions (cases of issue 15). */
class CountShapeCheckTest {
    private static final CountShapeCheck CHECK = new CountShapeCheck();
    @TempDir
    static Path dir;
    static Catalog catalog;
    static JdbcSqlExecutor executor;

    @BeforeAll
    static void setUp() throws Exception {
        Path file = dir.resolve("count.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE museum (museum_id INTEGER PRIMARY KEY, name TEXT NOT NULL, num_of_staff INTEGER NOT NULL)");
            st.execute("INSERT INTO museum VALUES (1,'Plaza',62),(2,'Capital',25),(3,'Jefferson',18),(4,'Big Dig',17)");
            st.execute("CREATE TABLE cells (cell_id INTEGER PRIMARY KEY, circle TEXT NOT NULL, day TEXT NOT NULL)");
            st.execute("INSERT INTO cells VALUES (1,'North','2024-01-01'),(2,'North','2024-01-01'),(3,'South','2024-01-01'),"
                    + "(4,'South','2024-01-02')");
        }
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(file.toString(), null);
        catalog = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        executor = new JdbcSqlExecutor(source);
    }

    private static Optional<String> check(String question, String sql) {
        ResultTable result = executor.run(Fixtures.approved(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, 100))),
                ExecutionLimits.DEFAULT);
        return CHECK.feedback(new CriticRequest(question, sql, result, QueryShape.UNKNOWN, catalog), null);
    }

    @Test
    void should_accept_the_names_of_museums_when_number_is_inside_the_condition() {
        assertThat(check("Find the names of museums which have more staff than the minimum staff number of all museums",
                "SELECT name FROM museum WHERE num_of_staff > (SELECT min(num_of_staff) FROM museum)")).isEmpty();
    }

    @Test
    void should_accept_one_row_per_circle_and_day_when_the_count_is_circle_wise_and_daily() {
        assertThat(check("Show the circle-wise daily count of cells",
                "SELECT circle, day, COUNT(*) FROM cells GROUP BY circle, day")).isEmpty();
    }

    @Test
    void should_reject_the_rows_when_the_question_asks_how_many() {
        assertThat(check("How many museums have more than 20 staff?", "SELECT name FROM museum WHERE num_of_staff > 20"))
                .hasValueSatisfying(f -> assertThat(f).contains("returned 2 rows instead of one number"));
    }

    @Test
    void should_reject_the_rows_when_the_number_of_is_the_object_asked() {
        assertThat(check("What is the number of museums with more than 20 staff?", "SELECT name FROM museum WHERE num_of_staff > 20"))
                .isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "Find the names of museums which have more staff than the minimum staff number of all museums",
            "Show the names of museums with their number of staff",
            "List the names of teachers and how many courses they teach",
            "What are the ids of all students along with how many sports they play?",
            "What are the player name, number of matches, and information source for players without injury?",
            "List the venues of debates in ascending order of the number of audience",
            "How many artists are male and how many are female?",
            "How many male and female assistant professors do we have?",
            "What is the number of professors for different schools?",
            "How many students are enrolled in colleges with tryouts, and in which states are those colleges?",
            "Give the circle-wise daily count of cells",
            "How many students does one classroom have?",
            "How many orders does each customer have?",
            "Count the orders grouped by status",
            "What is the average number of attendees of stadiums?"})
    void should_not_read_one_count_when_the_count_is_an_attribute_a_condition_or_per_group(String question) {
        assertThat(CountShapeCheck.asksForOneCount(question)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "How many customers ordered more than 1 item?",
            "Advisor 1121 has how many students?",
            "Among the museums opened after 2000, how many have more than 20 staff?",
            "What is the number of routes operated by American Airlines?",
            "Count the number of products that were never ordered.",
            "How many products were not included in any order?",
            "Return the total number of different clients.",
            "Tell me how many lessons were taught by staff named Ann."})
    void should_read_one_count_when_the_count_is_the_thing_asked(String question) {
        assertThat(CountShapeCheck.asksForOneCount(question)).isTrue();
    }
}
