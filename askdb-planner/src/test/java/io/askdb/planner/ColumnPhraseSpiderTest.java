package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.Generation;
import java.sql.SQLException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Column phrases as people write them (a code column without "code", a column without its
 * table's abbreviation), end to end over real Spider databases (src/test/resources/spider; see the
 * README there). Questions and gold SQL are Spider-train's (CC BY-SA 4.0, Yu et al., EMNLP 2018),
 * quoted unchanged; rows compared as in {@link FramePlannerSpiderTest}.
 */
class ColumnPhraseSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                Arguments.of("products_for_hire", "What are the payment date of the payment with amount paid higher than 300 or with payment type is 'Check'",
                        "SELECT payment_date FROM payments WHERE amount_paid  >  300 OR payment_type_code  =  'Check'"),
                Arguments.of("apartment_rentals", "Tell me the booking status code for the apartment with number \"Suite 634\".",
                        "SELECT T1.booking_status_code FROM Apartment_Bookings AS T1 JOIN Apartments AS T2 ON T1.apt_id  =  T2.apt_id WHERE T2.apt_number  =  \"Suite 634\""),
                Arguments.of("apartment_rentals", "Show the apartment type codes and the corresponding number of apartments sorted by the number of apartments in ascending order.",
                        "SELECT apt_type_code ,  COUNT(*) FROM Apartments GROUP BY apt_type_code ORDER BY COUNT(*) ASC"),
                Arguments.of("college_3", "What are the course names, ordered by credits?", "SELECT CName FROM COURSE ORDER BY Credits"),
                // "ids" of Employee.eid (e, id); once declined naming 'ids'
                Arguments.of("flight_1", "Show ids for all employees who don't have a certificate.", "SELECT eid FROM Employee EXCEPT SELECT eid FROM Certificate"),
                Arguments.of("flight_1", "Show ids for all aircrafts with more than 1000 distance.", "SELECT aid FROM Aircraft WHERE distance  >  1000"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_a_column_is_named_by_a_shortened_phrase(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(FRAME.generate(SpiderDatabases.request(db, question)), db, question, gold, RowSets::same);
    }
}
