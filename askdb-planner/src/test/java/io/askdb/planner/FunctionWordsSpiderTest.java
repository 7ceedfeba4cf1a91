package io.askdb.planner;

import java.sql.SQLException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Function words and question frames the frame planner reads as a query's parts, end to end on real
 * Spider databases (src/test/resources/spider): an imperative "sort" whose key comes later, "X that is
 * the most common among Y", "contain the word", "lower than A or higher than B", a value "as their"
 * column, modifiers sharing one noun ("first and last names"), "faculty members", "the oldest student". Questions and gold SQL
 * quoted from Spider-train (CC BY-SA 4.0, Yu et al., EMNLP 2018) unless marked as our own wording.
 */
class FunctionWordsSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                Arguments.of("apartment_rentals", "Sort the apartment numbers in ascending order of room count.",
                        "SELECT apt_number FROM Apartments ORDER BY room_count ASC"),
                Arguments.of("ship_1", "Which rank is the most common among captains?", "SELECT rank FROM captain GROUP BY rank ORDER BY count(*) DESC LIMIT 1"),
                Arguments.of("ship_1", "Return the flag that is most common among all ships.", "SELECT flag FROM ship GROUP BY flag ORDER BY count(*) DESC LIMIT 1"),
                Arguments.of("e_learning", "How many students have personal names that contain the word \"son\"?",
                        "SELECT COUNT(*) FROM Students WHERE personal_name LIKE \"%son%\""),
                // our own wording
                Arguments.of("flight_1", "Show the names of aircrafts with distance lower than 1000 or higher than 5000.",
                        "SELECT name FROM Aircraft WHERE distance < 1000 OR distance > 5000"),
                Arguments.of("flight_1", "Show the prices of flights with 'Los Angeles' as their origin.", "SELECT price FROM Flight WHERE origin = 'Los Angeles'"),
                Arguments.of("college_3", "What are the first and last names of all faculties?", "SELECT Fname, Lname FROM Faculty"),
                Arguments.of("college_3", "How many faculty members are there?", "SELECT count(*) FROM Faculty"),
                Arguments.of("dorm_1", "What is the last name of the youngest student?", "SELECT LName FROM Student ORDER BY Age LIMIT 1"),
                Arguments.of("dorm_1", "Find the first name of the oldest student.", "SELECT Fname FROM Student ORDER BY Age DESC LIMIT 1"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_function_words_frame_the_question(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(FRAME.generate(SpiderDatabases.request(db, question)), db, question, gold, RowSets::same);
    }
}
