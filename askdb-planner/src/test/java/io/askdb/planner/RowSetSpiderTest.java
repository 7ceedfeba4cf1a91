package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import java.sql.SQLException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Which rows the planner returns: DISTINCT, set operations, grouping keys and joins that repeat rows, end to end over real
 * Spider databases (src/test/resources/spider; see the README there). Questions and gold SQL marked so are Spider-train's
 * (CC BY-SA 4.0, Yu et al., EMNLP 2018), quoted unchanged; the others are our own wording.
 */
class RowSetSpiderTest {
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                // Spider-train: a phrase naming a table and its own attribute column lists the column's values
                Arguments.of("allergy_1", "What are the different allergy types?", "SELECT DISTINCT allergytype FROM Allergy_type"),
                Arguments.of("allergy_1", "Show all allergy types.", "SELECT DISTINCT allergytype FROM Allergy_type"),
                Arguments.of("allergy_1", "How many different allergy types exist?", "SELECT count(DISTINCT allergytype) FROM Allergy_type"),
                // Spider-train: the names of the rows asked about, one per row (two wines share a name)
                Arguments.of("wine_1", "What are the names of wines with scores higher than 90?", "SELECT Name FROM WINE WHERE score  >  90"),
                // Spider-train: a join to the rows that reference the ones shown lists each once
                Arguments.of("hospital_1", "Find the names of nurses who are on call.",
                        "SELECT DISTINCT T1.name FROM nurse AS T1 JOIN on_call AS T2 ON T1.EmployeeID  =  T2.nurse"),
                // our wording after Spider-train's "What are the starting years shared by the technicians from the team "CLE" or "CWS"?"
                // (gold: INTERSECT): "shared by" two values is what both give, joined by "or" or by "and"
                Arguments.of("ship_1", "What are the built years shared by ships with flag \"Panama\" or \"Malta\"?",
                        "SELECT Built_Year FROM ship WHERE Flag = 'Panama' INTERSECT SELECT Built_Year FROM ship WHERE Flag = 'Malta'"),
                Arguments.of("ship_1", "Show the built years shared by ships with flag \"Panama\" and \"Malta\".",
                        "SELECT Built_Year FROM ship WHERE Flag = 'Panama' INTERSECT SELECT Built_Year FROM ship WHERE Flag = 'Malta'"),
                // our wording: "shared by" a number of rows is a grouping, nothing to intersect
                Arguments.of("ship_1", "Which built years are shared by more than two ships?",
                        "SELECT Built_Year FROM ship GROUP BY Built_Year HAVING count(*) > 2"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_the_question_says_which_rows_repeat(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(PLANNER.generate(SpiderDatabases.request(db, question)), db, question, gold, RowSets::same);
    }

    @Test
    void should_decline_two_groupings_joined_by_and_rather_than_group_by_the_first() {
        for (String question : new String[] {"How many flights are there for each origin and destination?",
                "What is the number of flights for each origin and destination?"}) {
            Generation g = PLANNER.generate(SpiderDatabases.request("flight_1", question));
            assertThat(g).as(question).isInstanceOf(Declined.class);
        }
    }

    @Test
    void should_decline_a_count_of_different_rows_of_a_table_without_a_one_column_key() {
        // soccer_2's Tryout is keyed by (pID, cName): "different tryouts" does not say different in what
        Generation g = PLANNER.generate(SpiderDatabases.request("soccer_2", "How many different tryouts are there?"));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("different");
    }
}
