package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A word silently dropped or misread gives a wrong answer that looks right: each kind found on Spider-train questions
 * (src/test/resources/spider, see the README there), now read right or declined naming the word. Questions and gold SQL
 * quoted from Spider-train (CC BY-SA 4.0, Yu et al., EMNLP 2018) are unchanged; the others are our own wording.
 */
class FramePlannerMisreadSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                // "numbers of" counts: the stored wine name 'Numbers' inside the cue is not a value (gold's columns in the planner's order)
                Arguments.of("wine_1", "What are the numbers of wines for different grapes?", "SELECT Grape, count(*) FROM WINE GROUP BY Grape"),
                // "the most authors" with Author a text column: a count of the rows, not the last author in alphabetical order
                Arguments.of("workshop_paper", "Which college has the most authors with submissions?",
                        "SELECT College FROM submission GROUP BY College ORDER BY COUNT(*) DESC LIMIT 1"),
                // "the number of people they injured" is the Injured column, not a count of people
                Arguments.of("perpetrator", "What are the heights of perpetrators in descending order of the number of people they injured?",
                        "SELECT T1.Height FROM people AS T1 JOIN perpetrator AS T2 ON T1.People_ID  =  T2.People_ID ORDER BY T2.Injured DESC"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_the_word_that_was_misread_is_read(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(FRAME.generate(SpiderDatabases.request(db, question)), db, question, gold, RowSets::same);
    }

    @Test
    void should_decline_naming_an_adverb_between_who_and_have() {
        // "normally" (on average) is no verb linking students to their age: applied per row, the answer would look right
        assertDeclinedNaming(FRAME.generate(SpiderDatabases.request("dorm_1", "What are the first names of students who normally have an age over 20?")),
                "normally");
    }

    @Test
    void should_decline_naming_the_verb_when_it_relates_rows_to_another_row_of_their_table_named_by_value() {
        // "students who follow Linda": Linda is another student; WHERE Fname = 'Linda' would list Linda herself
        String question = "Show the ids of students who follow Linda.";
        Catalog c = SpiderDatabases.catalog("dorm_1");
        Table student = c.tables().stream().filter(t -> t.id().name().equals("Student")).findFirst().orElseThrow();
        List<ValueMatch> linda = List.of(new ValueMatch("Linda", student.id(), "Fname", "Linda", 1.0));
        GenerationRequest request = new GenerationRequest(question, c, List.of(), "", new LinkedSchema(List.of(), List.of(), linda, List.of()),
                List.of(), List.of());
        assertDeclinedNaming(FRAME.generate(request), "follow");
    }

    @Test
    void should_decline_naming_different_when_it_stands_beside_a_total() {
        // "the total price of flights by different aircrafts" asks one total per aircraft; one total over all drops 'different'
        assertDeclinedNaming(FRAME.generate(SpiderDatabases.request("flight_1", "What is the total price of flights by different aircrafts?")),
                "different");
    }

    @Test
    void should_decline_naming_a_column_said_of_the_rows_after_that_are() {
        // "rooms that are unavailable" filters on Unavailable; shown as a column beside the room types it filters nothing
        assertDeclinedNaming(FRAME.generate(SpiderDatabases.request("hospital_1", "List the room types of rooms that are unavailable.")),
                "unavailable");
    }

    @Test
    void should_decline_a_value_of_the_column_whose_different_values_are_counted() {
        // Spider-Syn's "How many different statuses do towns have?": 'Town' is a Status, but COUNT(DISTINCT Status) WHERE Status = 'Town'
        // is always 1; the question asks over all cities
        assertDeclinedNaming(PLANNER.generate(SpiderDatabases.request("farm", "How many different statuses do towns have?")), "towns");
    }

    private static void assertDeclinedNaming(Generation g, String word) {
        assertThat(g).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).contains("'" + word + "'");
    }
}
