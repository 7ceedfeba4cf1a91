package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "faculty members" as the Faculty table's rows, over the Spider databases college_3 and flight_1 (see src/test/resources/spider). */
class MemberHeadsTest {

    @Test
    void should_read_members_after_a_table_phrase_as_that_table() {
        List<Chunk> c = Reading.chunks("college_3", "How many faculty members are there?");
        assertThat(Reading.kinds(c)).contains("TERM[faculty members]");
        Chunk t = c.stream().filter(x -> x.kind() == Chunk.Kind.TERM).findFirst().orElseThrow();
        assertThat(t.term().tables()).extracting(Target::toString).contains("Faculty");
    }

    @Test
    void should_leave_members_unplaced_when_no_table_phrase_comes_right_before() {
        List<Chunk> c = Reading.chunks("flight_1", "How many members are there?");
        assertThat(Reading.kinds(c)).contains("UNPLACED[members]");
    }
}
