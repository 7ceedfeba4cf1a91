package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Chunks of questions over the Spider databases in src/test/resources/spider. */
class ChunkerTest {

    @Test
    void should_read_frames_terms_junctions_order_and_direction_when_a_listing_is_sorted() {
        List<Chunk> c = Reading.chunks("dorm_1", "Show the dorm names and student capacity ordered by student capacity in descending order.");
        assertThat(Reading.kinds(c)).containsExactly("FRAME[show]", "FRAME[the]", "TERM[dorm names]", "AND[and]", "TERM[student capacity]",
                "ORDER[ordered by]", "TERM[student capacity]", "DESC[in descending order]");
        assertThat(c.get(2).term().targets()).extracting(Target::toString).containsExactly("Dorm.dorm_name");
        assertThat(c.get(4).term().targets()).extracting(Target::toString).containsExactly("Dorm.student_capacity");
    }

    @Test
    void should_read_a_count_a_comparison_and_a_number_when_the_question_counts_rows_over_a_threshold() {
        List<Chunk> c = Reading.chunks("dorm_1", "How many dorms have a student capacity greater than 300?");
        assertThat(Reading.kinds(c)).containsExactly("COUNT[how many]", "TERM[dorms]", "LINK[have]", "LINK[a]", "TERM[student capacity]",
                "GT[greater than]", "NUMBER[300]");
        assertThat(c.get(6).value()).isEqualTo("300");
    }

    @Test
    void should_read_a_stored_value_with_its_column_when_the_value_linker_found_it() {
        List<Chunk> c = Reading.chunks("flight_1", "Show origin and destination for flights with price higher than 300.");
        assertThat(Reading.kinds(c)).containsExactly("FRAME[show]", "TERM[origin]", "AND[and]", "TERM[destination]", "LINK[for]", "TERM[flights]",
                "LINK[with]", "TERM[price]", "GT[higher than]", "NUMBER[300]");
        List<Chunk> values = Reading.chunks("flight_1", "Show me the departure date and arrival date for all flights from Los Angeles.");
        Chunk la = values.get(values.size() - 1);
        assertThat(la.kind()).isEqualTo(Chunk.Kind.VALUE);
        assertThat(la.text()).isEqualTo("los angeles");
        assertThat(la.value()).isEqualTo("Los Angeles");
        assertThat(la.valueColumns()).extracting(Target::toString).containsExactly("flight.origin");
    }

    @Test
    void should_read_a_quoted_string_as_a_value_when_no_stored_value_matches_it() {
        List<Chunk> c = Reading.chunks("department_management", "Which head's name has the substring 'Zq'?");
        Chunk last = c.get(c.size() - 1);
        assertThat(last.kind()).isEqualTo(Chunk.Kind.VALUE);
        assertThat(last.value()).isEqualTo("Zq");
        assertThat(last.valueColumns()).isEmpty();
    }

    @Test
    void should_read_a_group_cue_and_an_aggregate_when_the_question_asks_per_group() {
        List<Chunk> c = Reading.chunks("flight_1", "What is the average price for each origin?");
        assertThat(Reading.kinds(c)).containsExactly("FRAME[what is]", "FRAME[the]", "AVG[average]", "TERM[price]", "GROUP[for each]", "TERM[origin]");
    }

    @Test
    void should_mark_a_word_unplaced_when_no_cue_term_or_value_claims_it() {
        List<Chunk> c = Reading.chunks("flight_1", "Show the zorbles of all flights.");
        assertThat(c).filteredOn(x -> x.kind() == Chunk.Kind.UNPLACED).extracting(Chunk::text).containsExactly("zorbles");
    }

    @Test
    void should_cover_every_word_once_in_order_when_chunks_are_read() {
        String q = "Show names for all aircraft with at least two flights.";
        List<Chunk> c = Reading.chunks("flight_1", q);
        int next = 0;
        for (Chunk x : c) {
            assertThat(x.start()).isEqualTo(next);
            next = x.end();
        }
        assertThat(next).isEqualTo(Words.of(q).size());
        assertThat(Reading.kinds(c)).contains("GE[at least]", "NUMBER[two]", "TERM[flights]");
    }
}
