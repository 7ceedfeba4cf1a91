package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The frame planner end to end on real Spider databases (copied into src/test/resources/spider;
 * see the README there): catalogs read with askdb's JDBC catalog reader, values found by the
 * sample value linker, and the produced SQL run on the same file as the gold SQL. Questions and
 * gold SQL are Spider-train's (CC BY-SA 4.0, Yu et al., EMNLP 2018), quoted unchanged. Results
 * are compared as Spider's execution match does for one query: multisets of rows, in order when
 * the gold SQL orders them ({@link RowSets}).
 */
class FramePlannerSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                Arguments.of("flight_1", "Show name and distance for all aircrafts.", "SELECT name ,  distance FROM Aircraft"),
                Arguments.of("flight_1", "How many aircrafts have distance between 1000 and 5000?", "SELECT count(*) FROM Aircraft WHERE distance BETWEEN 1000 AND 5000"),
                Arguments.of("flight_1", "What is the count of aircrafts that have a distance between 1000 and 5000?", "SELECT count(*) FROM Aircraft WHERE distance BETWEEN 1000 AND 5000"),
                Arguments.of("flight_1", "What is the number of employees?", "SELECT count(*) FROM Employee"),
                Arguments.of("flight_1", "Show name and salary for all employees sorted by salary.", "SELECT name ,  salary FROM Employee ORDER BY salary"),
                Arguments.of("flight_1", "How many employees have salary between 100000 and 200000?", "SELECT count(*) FROM Employee WHERE salary BETWEEN 100000 AND 200000"),
                Arguments.of("flight_1", "What is the number of flights?", "SELECT count(*) FROM Flight"),
                Arguments.of("flight_1", "Show me the departure date and arrival date for all flights from Los Angeles to Honolulu.",
                        "SELECT departure_date ,  arrival_date FROM Flight WHERE origin  =  'Los Angeles' AND destination  =  'Honolulu'"),
                Arguments.of("flight_1", "What is the average price for flights from Los Angeles to Honolulu.",
                        "SELECT avg(price) FROM Flight WHERE origin  =  'Los Angeles' AND destination  =  'Honolulu'"),
                // a whole number right after a numeric column is its value
                Arguments.of("student_1", "Find the first names of all the teachers that teach in classroom 110.",
                        "SELECT firstname FROM teachers WHERE classroom  =  110"),
                Arguments.of("allergy_1", "Who is the advisor of student with ID 1004?", "SELECT Advisor FROM Student WHERE StuID  =  1004"),
                // aggregates listed with commas, each of the one column
                Arguments.of("flight_1", "What is the minimum, average, and maximum distance of all aircrafts.",
                        "SELECT min(distance) ,  avg(distance) ,  max(distance) FROM Aircraft"),
                // "number of cows" where the column Cows holds how many: aggregates of the column, not a count of rows
                Arguments.of("farm", "Return the maximum and minimum number of cows across all farms.", "SELECT max(Cows) ,  min(Cows) FROM farm"),
                Arguments.of("flight_1", "Show origin and destination for flights with price higher than 300.", "SELECT origin ,  destination FROM Flight WHERE price  >  300"),
                Arguments.of("flight_1", "What is the average distance and average price for flights from Los Angeles.",
                        "SELECT avg(distance) ,  avg(price) FROM Flight WHERE origin  =  'Los Angeles'"),
                Arguments.of("flight_1", "Show names for all aircraft with at least two flights.",
                        "SELECT T2.name FROM Flight AS T1 JOIN Aircraft AS T2 ON T1.aid  =  T2.aid GROUP BY T1.aid HAVING count(*)  >= 2"),
                Arguments.of("flight_1", "What are the names for all aircrafts with at least 2 flights?",
                        "SELECT T2.name FROM Flight AS T1 JOIN Aircraft AS T2 ON T1.aid  =  T2.aid GROUP BY T1.aid HAVING count(*)  >= 2"),
                Arguments.of("flight_1", "How many employees have certificate.", "SELECT count(DISTINCT eid) FROM Certificate"),
                Arguments.of("flight_1", "What is the count of distinct employees with certificates?", "SELECT count(DISTINCT eid) FROM Certificate"),
                Arguments.of("flight_1", "Show names for all aircrafts of which John Williams has certificates.",
                        "SELECT T3.name FROM Employee AS T1 JOIN Certificate AS T2 ON T1.eid  =  T2.eid JOIN Aircraft AS T3 ON T3.aid  =  T2.aid WHERE T1.name  =  'John Williams'"),
                // a ranking by how common values are, with no table named (once a fault: the ranking names no term)
                Arguments.of("flight_1", "What is the most popular destination?",
                        "SELECT destination FROM Flight GROUP BY destination ORDER BY count(*) DESC LIMIT 1"),
                // the column named before "either ... or" holds the values, and is not also shown
                Arguments.of("flight_1", "Show the prices of flights with origin either 'Los Angeles' or 'Chicago'.",
                        "SELECT price FROM Flight WHERE origin = 'Los Angeles' OR origin = 'Chicago'"),
                // the ranked column is the named table's own ("whose customer has the highest credit score")
                Arguments.of("loan_1", "What is the name of the customer with the highest credit score?",
                        "SELECT cust_name FROM customer ORDER BY credit_score DESC LIMIT 1"),
                // the value's column named right after it is not also shown
                Arguments.of("wine_1", "List the names of all distinct wines that are made of red color grape.",
                        "SELECT DISTINCT T2.Name FROM GRAPES AS T1 JOIN WINE AS T2 ON T1.Grape  =  T2.Grape WHERE T1.Color  =  'Red'"),
                // "phone number" names the Phone column: no count is shown beside it
                Arguments.of("hospital_1", "what are name and phone number of patients who had more than one appointment?",
                        "SELECT name ,  phone FROM appointment AS T1 JOIN patient AS T2 ON T1.patient  =  T2.ssn GROUP BY T1.patient HAVING count(*)  >  1"),
                Arguments.of("dorm_1", "Find the number of distinct gender for dorms.", "SELECT count(DISTINCT gender) FROM dorm"),
                Arguments.of("dorm_1", "What are the different dorm amenity names in alphabetical order?", "SELECT amenity_name FROM dorm_amenity ORDER BY amenity_name"),
                // negated relationships (NOT IN / EXCEPT in the gold SQL), directly, with a value of the related rows
                Arguments.of("race_track", "Show all track names that have had no races.", "SELECT name FROM track WHERE track_id NOT IN (SELECT track_id FROM race)"),
                Arguments.of("race_track", "Give the names of tracks that do not have a race in the class 'GT'.",
                        "SELECT name FROM track EXCEPT SELECT T2.name FROM race AS T1 JOIN track AS T2 ON T1.track_id  =  T2.track_id WHERE T1.class  =  'GT'"),
                Arguments.of("loan_1", "Find the name of customers who do not have a loan with a type of Mortgages.",
                        "SELECT cust_name FROM customer EXCEPT SELECT T1.cust_name FROM customer AS T1 JOIN loan AS T2 ON T1.cust_id  =  T2.cust_id WHERE T2.loan_type  =  'Mortgages'"),
                // a negation naming the rows asked about before the related table ("have no devices in stock")
                Arguments.of("device", "List the carriers of devices that have no devices in stock.",
                        "SELECT Carrier FROM device WHERE Device_ID NOT IN (SELECT Device_ID FROM stock)"),
                Arguments.of("workshop_paper", "List the authors who do not have submission to any workshop.",
                        "SELECT Author FROM submission WHERE Submission_ID NOT IN (SELECT Submission_ID FROM acceptance)"),
                // "some" before a table: each row that has related rows, once
                Arguments.of("loan_1", "Find the name and credit score of the customers who have some loans.",
                        "SELECT DISTINCT T1.cust_name ,  T1.credit_score FROM customer AS T1 JOIN loan AS T2 ON T1.cust_id  =  T2.cust_id"),
                Arguments.of("scientist_1", "Find the name of scientists who are assigned to some project.",
                        "SELECT T2.name FROM assignedto AS T1 JOIN scientists AS T2 ON T1.scientist  =  T2.ssn"),
                Arguments.of("scientist_1", "How many different scientists are assigned to any project?", "SELECT count(DISTINCT scientist) FROM assignedto"),
                // a comparison with the average (a scalar subquery in the gold SQL)
                Arguments.of("flight_1", "Show names for all employees with salary more than the average.",
                        "SELECT name FROM Employee WHERE salary  >  (SELECT avg(salary) FROM Employee)"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_the_frame_planner_reads_a_spider_question(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(FRAME.generate(SpiderDatabases.request(db, question)), db, question, gold, RowSets::same);
    }

    @Test
    void should_group_by_each_column_once_when_the_question_has_a_having_condition() {
        Generation g = FRAME.generate(SpiderDatabases.request("flight_1", "What are the names for all aircrafts with at least 2 flights?"));
        assertThat(g).isInstanceOf(CandidateSql.class);
        String sql = ((CandidateSql) g).sql();
        String groupBy = sql.substring(sql.indexOf("GROUP BY"), sql.indexOf("HAVING")).trim();
        assertThat(groupBy).as(sql).isEqualTo("GROUP BY \"aircraft\".\"aid\", \"aircraft\".\"name\"");
    }

    static Stream<Arguments> declined() {
        return Stream.of(
                // INTERSECT in the gold SQL; "secretary" names nothing in the catalog
                Arguments.of("department_management",
                        "List the states where both the secretary of 'Treasury' department and the secretary of 'Homeland Security' were born.", "'secretary'"),
                // NOT IN in the gold SQL
                Arguments.of("department_management", "How many departments are led by heads who are not mentioned?", "'mentioned'"),
                // LIKE '%Ha%' in the gold SQL
                Arguments.of("department_management", "Which head's name has the substring 'Ha'? List the id and name.", "which table"),
                // a column after "have" with no value: a condition the frame cannot read, not a column to show
                Arguments.of("loan_1", "Show the names of customers that have credit scores.", "'credit scores'"),
                // counting the rows that pass a count condition needs a count over the grouping
                Arguments.of("flight_1", "How many aircrafts have at least 2 flights?", "count the rows that have that many"),
                // the bank holds no 'name' column; a customer's is not the bank's
                Arguments.of("loan_1", "What is the name of the bank with the highest credit score?", "'name'"),
                // prices are per flight: ranking aircraft by them needs a total the question does not name
                Arguments.of("flight_1", "What is the name of the aircraft with the highest price?", "needs a total per aircraft"),
                // a bare 'name' the bank does not hold is not its customer's name
                Arguments.of("loan_1", "What is the name of the bank whose customer has the highest credit score?", "whose 'name' is meant"),
                // a limit with no order returns arbitrary rows
                Arguments.of("flight_1", "Show the names of the first 3 aircrafts.", "needs an order"),
                // each customer has one bank: a count of banks per customer says nothing
                Arguments.of("loan_1", "Which state has the greatest total number of bank customers?", "has one bank"),
                // the verb names the Prescribes table (the medication is named only through its column): counting
                // medications per brand would drop it
                Arguments.of("hospital_1", "Find the number of medications prescribed for each brand.", "'prescribed'"),
                // a number after a table, not a numeric column: its key, its rank or a count, which the question does not say
                Arguments.of("flight_1", "What is the salary of employee 3?", "'3'"),
                // a count over rows joined to "any" related rows would count each row once per related row
                Arguments.of("loan_1", "How many customers have any loans?", "'any'"),
                // an order by salary that only the verb "paid" says
                Arguments.of("flight_1", "What is the name of the 3 employees who get paid the least?", "'paid'"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("declined")
    void should_decline_naming_the_word_when_the_question_needs_sql_the_frame_cannot_write(String db, String question, String word) {
        Generation frame = FRAME.generate(SpiderDatabases.request(db, question));
        assertThat(frame).as(question).isInstanceOf(Declined.class);
        assertThat(((Declined) frame).reason()).as(question).contains(word);
        assertThat(PLANNER.generate(SpiderDatabases.request(db, question))).as(question).isInstanceOf(Declined.class);
    }

    static Stream<Arguments> intersections() {
        return Stream.of(
                Arguments.of("flight_1", "Show names for all employees who have certificates on both Boeing 737-800 and Airbus A340-300."),
                Arguments.of("flight_1", "Show names for all employees who do not have certificate of Boeing 737-800."));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("intersections")
    void should_decline_when_the_gold_sql_needs_intersect_or_except(String db, String question) {
        assertThat(FRAME.generate(SpiderDatabases.request(db, question))).as(question).isInstanceOf(Declined.class);
        assertThat(PLANNER.generate(SpiderDatabases.request(db, question))).as(question).isInstanceOf(Declined.class);
    }

    @Test
    void should_take_the_rows_of_the_values_after_but_not_away_when_they_stand_for_the_values_before() throws SQLException {
        String question = "Show the destinations of flights with origin 'Los Angeles' but not 'Chicago'.";
        Generation g = FRAME.generate(SpiderDatabases.request("flight_1", question));
        assertThat(g).as(question).isInstanceOf(CandidateSql.class);
        String sql = ((CandidateSql) g).sql();
        assertThat(sql).contains("EXCEPT").contains("'Chicago'");
        String gold = "SELECT destination FROM flight WHERE origin = 'Los Angeles' EXCEPT SELECT destination FROM flight WHERE origin = 'Chicago'";
        assertThat(RowSets.same(SpiderDatabases.rows("flight_1", gold), SpiderDatabases.rows("flight_1", sql), false)).as(sql).isTrue();
    }

    @Test
    void should_decline_naming_but_when_the_rows_left_after_but_not_are_counted() {
        Generation g = FRAME.generate(SpiderDatabases.request("flight_1", "How many flights are from Los Angeles but not from Chicago?"));
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'but not'");
    }
}
