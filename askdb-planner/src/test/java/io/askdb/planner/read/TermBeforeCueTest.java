package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A catalog phrase overlapped by a cue that starts inside it, over Spider's apartment_rentals (see src/test/resources/spider). */
class TermBeforeCueTest {

    @Test
    void should_keep_a_column_phrase_when_a_cue_starts_on_its_last_word() {
        List<Chunk> c = Reading.chunks("apartment_rentals", "Return the apartment numbers of the apartments with type code \"Flat\".");
        assertThat(Reading.kinds(c)).containsExactly("FRAME[return]", "FRAME[the]", "TERM[apartment numbers]", "LINK[of]", "LINK[the]",
                "TERM[apartments]", "LINK[with]", "TERM[type code]", "VALUE[flat]");
    }

    @Test
    void should_read_the_count_cue_when_no_column_phrase_starts_before_it() {
        List<Chunk> c = Reading.chunks("apartment_rentals", "What is the number of apartments?");
        assertThat(Reading.kinds(c)).contains("COUNT[number of]");
    }
}
