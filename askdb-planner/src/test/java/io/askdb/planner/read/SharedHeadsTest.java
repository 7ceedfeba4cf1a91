package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Modifiers sharing one noun ("first and last name") over the Spider databases college_3 and flight_1 (see src/test/resources/spider). */
class SharedHeadsTest {

    @Test
    void should_read_each_modifier_with_the_shared_noun_when_both_phrases_name_columns() {
        List<Chunk> c = Reading.chunks("college_3", "What are the first and last names of all faculties?");
        assertThat(Reading.kinds(c)).startsWith("FRAME[what are]", "FRAME[the]", "TERM[first names]", "AND[and]", "TERM[last names]", "LINK[of]");
        assertThat(c.get(2).term().targets()).extracting(Target::toString).contains("Faculty.Fname");
        assertThat(c.get(4).term().targets()).extracting(Target::toString).contains("Faculty.Lname");
    }

    @Test
    void should_read_a_comma_list_of_modifiers_with_the_shared_noun() {
        List<Chunk> c = Reading.chunks("college_3", "Show the first, last name of each student.");
        assertThat(Reading.kinds(c)).contains("TERM[first name]", "TERM[last name]");
    }

    @Test
    void should_leave_the_words_as_written_when_the_modifier_and_noun_name_no_column() {
        List<Chunk> c = Reading.chunks("flight_1", "What is the first and last name of the employee?");
        assertThat(Reading.kinds(c)).doesNotContain("TERM[first name]");
    }
}
