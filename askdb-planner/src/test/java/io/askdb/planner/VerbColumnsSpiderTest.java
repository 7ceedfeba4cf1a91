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
 * Verbs the frame planner reads through the schema (read.VerbColumns, read.VerbTables) on real Spider databases
 * (src/test/resources/spider, see the README there): a verb before an ordering phrase, a verb naming the column a
 * condition is on, a verb naming the table that joins two others. Questions and gold SQL are Spider-train's
 * (CC BY-SA 4.0, Yu et al., EMNLP 2018), quoted unchanged, except where a comment says the wording is our own.
 */
class VerbColumnsSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                // a verb right before the ordering phrase only introduces it
                Arguments.of("device", "What are the different carriers for devices, listed in alphabetical order?",
                        "SELECT Carrier FROM device ORDER BY Carrier ASC"),
                // 'aged' is the Age column the comparison is on
                Arguments.of("voter_2", "What are the first names of all the students aged above 22?", "SELECT Fname FROM STUDENT WHERE Age  >  22"),
                // our own wording: 'aged' with a number below
                Arguments.of("voter_2", "Show the last names of students aged under 19.", "SELECT LName FROM STUDENT WHERE Age  <  19"),
                // 'enrolled' names Student_Course_Enrolment, the table joining students to courses
                Arguments.of("e_learning", "What are the student IDs and middle names of the students enrolled in at most two courses?",
                        "SELECT T1.student_id ,  T2.middle_name FROM Student_Course_Enrolment AS T1 JOIN Students AS T2 ON T1.student_id  =  T2.student_id "
                                + "GROUP BY T1.student_id HAVING COUNT(*)  <=  2"),
                Arguments.of("e_learning", "Find the number of distinct students enrolled in courses.",
                        "SELECT count(DISTINCT student_id) FROM Student_Course_Enrolment"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_the_verb_is_read_through_the_schema(String db, String question, String gold) throws SQLException {
        Generation g = FRAME.generate(SpiderDatabases.request(db, question));
        SpiderDatabases.assertGoldRows(g, db, question, gold, RowSets::same);
    }

    @Test
    void should_decline_naming_the_verb_when_its_column_has_no_condition_or_order() {
        // our own wording: 'registered' shares its root with Voting_record.Registration_Date, but nothing says which dates
        String question = "Show the first names of students registered for each election cycle.";
        Generation g = FRAME.generate(SpiderDatabases.request("voter_2", question));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'registered'");
    }
}
