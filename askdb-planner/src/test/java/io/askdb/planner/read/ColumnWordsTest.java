package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "phone numbers" ({@link ColumnNumbers}) and clipped column names ({@link ClippedNames}) over the
 * Spider databases college_3 and soccer_2 (see src/test/resources/spider).
 */
class ColumnWordsTest {

    @Test
    void should_join_numbers_to_the_column_phrase_before_it_when_that_phrase_names_only_columns() {
        List<Chunk> c = Reading.chunks("college_3", "Show the phone numbers for all faculty.");
        assertThat(Reading.kinds(c)).contains("TERM[phone numbers]");
        Chunk phone = c.stream().filter(x -> x.text().equals("phone numbers")).findFirst().orElseThrow();
        assertThat(phone.term().targets()).extracting(Target::toString).contains("Faculty.Phone");
    }

    @Test
    void should_leave_numbers_unplaced_when_the_phrase_before_it_names_a_table() {
        List<Chunk> c = Reading.chunks("college_3", "Show the department numbers for all faculty.");
        assertThat(Reading.kinds(c)).contains("UNPLACED[numbers]");
    }

    @Test
    void should_read_a_word_as_the_column_whose_whole_name_begins_it() {
        List<Chunk> c = Reading.chunks("soccer_2", "What is the enrollment of the colleges?");
        assertThat(Reading.kinds(c)).contains("TERM[enrollment]");
        Chunk e = c.stream().filter(x -> x.text().equals("enrollment")).findFirst().orElseThrow();
        assertThat(e.term().targets()).extracting(Target::toString).containsExactly("College.enr");
    }

    @Test
    void should_leave_a_word_unplaced_when_a_column_name_begins_it_but_leaves_too_little_or_a_participle() {
        assertThat(Reading.kinds(Reading.chunks("soccer_2", "What is the statement of the colleges?"))).contains("UNPLACED[statement]");
        assertThat(Reading.kinds(Reading.chunks("soccer_2", "How many players enrolled?"))).contains("UNPLACED[enrolled]");
    }
}
