package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "full name(s)" over the Spider databases college_3, apartment_rentals and flight_1 (see src/test/resources/spider). */
class FullNamesTest {

    @Test
    void should_read_full_names_as_the_first_and_last_name_columns_when_a_table_has_both() {
        List<Chunk> c = Reading.chunks("college_3", "What are the full names of faculties with sex M?");
        assertThat(Reading.kinds(c)).startsWith("FRAME[what are]", "FRAME[the]", "TERM[first name]", "AND[and]", "TERM[last name]", "LINK[of]", "TERM[faculties]");
        assertThat(c.get(2).term().targets()).extracting(Target::toString).contains("Faculty.Fname");
        assertThat(c.get(4).term().targets()).extracting(Target::toString).contains("Faculty.Lname");
    }

    @Test
    void should_keep_full_name_as_written_when_a_column_is_named_by_it() {
        List<Chunk> c = Reading.chunks("apartment_rentals", "What are the building full names?");
        assertThat(Reading.kinds(c)).contains("TERM[building full names]");
    }

    @Test
    void should_leave_full_unplaced_when_no_table_has_first_and_last_names() {
        List<Chunk> c = Reading.chunks("flight_1", "What is the full name of the employee with the highest salary?");
        assertThat(Reading.kinds(c)).contains("UNPLACED[full]");
    }
}
