package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The frame planner on groupings written with "each"/"every" and on whole-row requests ("all the
 * information about ..."), end to end on real Spider databases (src/test/resources/spider, see its
 * README). Questions and gold SQL are Spider-train's (CC BY-SA 4.0, Yu et al., EMNLP 2018), quoted
 * unchanged, and none of them is in the development or the held-out sample the planner is measured
 * on. Results compare as Spider's execution match does: rows as multisets (in order when the gold
 * SQL orders), under some order of the columns.
 */
class FramePlannerGroupingTest {
    private static final FramePlanner FRAME = new FramePlanner();

    static Stream<Arguments> answered() {
        return Stream.of(
                // a bare "each" groups, and a verb of relating before it names no condition
                Arguments.of("entrepreneur", "How many entrepreneurs correspond to each investor?", "SELECT Investor ,  COUNT(*) FROM entrepreneur GROUP BY Investor"),
                Arguments.of("ship_1", "Count the number of captains that have each rank.", "SELECT count(*) ,  rank FROM captain GROUP BY rank"),
                // a clause-final "each" names again the column listed first
                Arguments.of("ship_1", "What are the different ship flags, and how many ships have each?", "SELECT count(*) ,  flag FROM ship GROUP BY flag"),
                // "for each" a table, grouping by the key that references it and showing the named column of that table
                Arguments.of("flight_1", "Show aircraft names and number of flights for each aircraft.",
                        "SELECT T2.name ,  count(*) FROM Flight AS T1 JOIN Aircraft AS T2 ON T1.aid  =  T2.aid GROUP BY T1.aid"),
                // "of each X" with nothing counted: every row of X
                Arguments.of("election", "What are the name and population of each county?", "SELECT County_name ,  Population FROM county"),
                Arguments.of("entrepreneur", "What are the companies and investors that correspond to each entrepreneur?", "SELECT Company ,  Investor FROM entrepreneur"),
                Arguments.of("workshop_paper", "Show the date and venue of each workshop in ascending alphabetical order of the venue.",
                        "SELECT Date ,  Venue FROM workshop ORDER BY Venue"),
                // "For each X, show ...": the request word after the leading clause
                Arguments.of("voter_2", "For each election cycle, report the number of voting records.",
                        "SELECT Election_Cycle ,  count(*) FROM VOTING_RECORD GROUP BY Election_Cycle"),
                // "in descending order of count": by the number of rows per group
                Arguments.of("e_learning", "List each test result and its count in descending order of count.",
                        "SELECT test_result ,  COUNT(*) FROM Student_Tests_Taken GROUP BY test_result ORDER BY COUNT(*) DESC"),
                // "the maximum and minimum number of cows": aggregates of a column, not a count
                Arguments.of("farm", "What are the maximum and minimum number of cows across all farms.", "SELECT max(Cows) ,  min(Cows) FROM farm"),
                // whole rows, with a condition or an order
                Arguments.of("election", "Show all the information about election.", "SELECT * FROM election"),
                Arguments.of("college_3", "List all information about courses sorted by credits in the ascending order.", "SELECT * FROM COURSE ORDER BY Credits"),
                Arguments.of("manufactory_1", "What is all the information of all the products that have a price between 60 and 120?",
                        "SELECT * FROM products WHERE price BETWEEN 60 AND 120"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("answered")
    void should_return_the_gold_rows_when_a_question_groups_with_each_or_asks_for_whole_rows(String db, String question, String gold) throws SQLException {
        SpiderDatabases.assertGoldRows(FRAME.generate(SpiderDatabases.request(db, question)), db, question, gold, FramePlannerGroupingTest::sameUnderSomeColumnOrder);
    }

    @Test
    void should_show_every_column_of_the_subject_when_the_question_asks_for_all_the_information() {
        Generation g = FRAME.generate(SpiderDatabases.request("election", "Show all the information about election."));
        assertThat(g).isInstanceOf(CandidateSql.class);
        String sql = ((CandidateSql) g).sql();
        assertThat(sql).contains("\"Election_ID\"", "\"Counties_Represented\"", "\"Committee\"").doesNotContain("GROUP BY");
    }

    static Stream<Arguments> declined() {
        return Stream.of(
                // "in each city" where 'city' names nothing: not a clause-final "each" naming the first column again
                Arguments.of("manufactory_1", "Find the name and revenue of the company that earns the highest revenue in each city.", "'city'"),
                // a direction with nothing to put in order is not dropped
                Arguments.of("perpetrator", "List the number of people wounded by perpetrators in ascending order.", "ascending"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("declined")
    void should_decline_naming_the_words_when_the_grouping_or_the_whole_rows_cannot_be_read(String db, String question, String named) {
        Generation g = FRAME.generate(SpiderDatabases.request(db, question));
        assertThat(g).as(question).isInstanceOf(Declined.class);
        assertThat(((Declined) g).reason()).as(question).contains(named);
    }

    /** Spider's result equality: some permutation of the predicted columns makes the rows equal. */
    private static boolean sameUnderSomeColumnOrder(List<List<Object>> expected, List<List<Object>> actual, boolean ordered) {
        if (expected.isEmpty() || actual.isEmpty()) return expected.isEmpty() && actual.isEmpty();
        int n = expected.get(0).size();
        if (actual.get(0).size() != n) return false;
        for (int[] p : permutations(n)) {
            List<List<Object>> moved = new ArrayList<>();
            for (List<Object> row : actual) {
                List<Object> r = new ArrayList<>();
                for (int k : p) r.add(row.get(k));
                moved.add(r);
            }
            if (RowSets.same(expected, moved, ordered)) return true;
        }
        return false;
    }

    private static List<int[]> permutations(int n) {
        List<int[]> out = new ArrayList<>();
        permute(new int[n], new boolean[n], 0, out);
        return out;
    }

    private static void permute(int[] at, boolean[] taken, int i, List<int[]> out) {
        if (i == at.length) {
            out.add(at.clone());
            return;
        }
        for (int k = 0; k < at.length; k++) {
            if (taken[k]) continue;
            taken[k] = true;
            at[i] = k;
            permute(at, taken, i + 1, out);
            taken[k] = false;
        }
    }
}
