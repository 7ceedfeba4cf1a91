package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Whole-row requests read from cues.properties' whole.row phrases, over Spider databases (src/test/resources/spider). */
class WholeRowsTest {
    @Test
    void should_read_all_the_information_about_as_one_frame_when_it_spans_plain_chunks() {
        WholeRows.Read r = WholeRows.read(Reading.chunks("election", "Show all the information about election."), Cues.standard());
        assertThat(r.wholeRows()).isTrue();
        assertThat(Reading.kinds(r.chunks())).contains("FRAME[all the information about]").doesNotContain("UNPLACED[about]");
    }

    @Test
    void should_not_read_whole_rows_when_no_phrase_is_written() {
        WholeRows.Read r = WholeRows.read(Reading.chunks("election", "What are the name and population of each county?"), Cues.standard());
        assertThat(r.wholeRows()).isFalse();
    }

    @Test
    void should_leave_information_unplaced_when_it_is_listed_with_other_columns() {
        WholeRows.Read r = WholeRows.read(Reading.chunks("election", "Give me the information and population of each county."), Cues.standard());
        assertThat(r.wholeRows()).isFalse();
        assertThat(Reading.kinds(r.chunks())).contains("UNPLACED[information]");
    }
}
