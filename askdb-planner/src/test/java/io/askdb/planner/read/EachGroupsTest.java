package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** "each" and "every" read before the shape, over Spider databases (src/test/resources/spider; questions from Spider-train). */
class EachGroupsTest {
    private static java.util.List<String> each(String db, String question) {
        return Reading.kinds(EachGroups.read(Reading.chunks(db, question), Cues.standard()));
    }

    @Test
    void should_read_a_bare_each_as_a_grouping_when_a_catalog_phrase_follows() {
        assertThat(each("ship_1", "Count the number of captains that have each rank.")).containsSubsequence("GROUP[each]", "TERM[rank]");
    }

    @Test
    void should_group_by_the_first_listed_column_when_each_ends_the_clause() {
        assertThat(each("ship_1", "What are the different ship flags, and how many ships have each?"))
                .containsSubsequence("GROUP[each]", "TERM[ship flags]", "COUNT[how many]").doesNotContain("UNPLACED[each]");
    }

    @Test
    void should_read_of_each_table_as_every_row_when_nothing_is_counted() {
        assertThat(each("election", "What are the name and population of each county?")).contains("LINK[of each]").doesNotContain("GROUP[of each]");
    }

    @Test
    void should_keep_the_grouping_by_a_table_when_the_question_counts() {
        assertThat(each("flight_1", "Show aircraft names and number of flights for each aircraft.")).contains("GROUP[for each]");
    }

    @Test
    void should_read_the_request_word_after_a_leading_for_each_clause_as_a_frame() {
        assertThat(each("voter_2", "For each election cycle, report the number of voting records.")).contains("FRAME[report]");
    }

    @Test
    void should_not_read_in_each_as_clause_final_when_an_unplaced_word_follows() {
        // 'city' names nothing in manufactory_1: the grouping is not moved onto the first column
        assertThat(each("manufactory_1", "Find the name and revenue of the company that earns the highest revenue in each city."))
                .contains("GROUP[in each]", "UNPLACED[city]");
    }
}
