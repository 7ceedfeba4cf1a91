package io.askdb.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.ValueMatch;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinkOutcomeTest {
    private static final TableId ARTIST = new TableId(null, "Artist");
    private static final TableId ALBUM = new TableId(null, "Album");

    @Test
    void should_name_the_linked_tables_and_values_when_both_were_found() {
        LinkedSchema linked = new LinkedSchema(List.of(new LinkedTable(ARTIST, 0.9, List.of()), new LinkedTable(ALBUM, 0.5, List.of())),
                List.of(), List.of(new ValueMatch("AC/DC", ARTIST, "Name", "AC/DC", 1.0)), List.of());

        assertThat(UnderstandingSteps.linkOutcome(linked, 11, false))
                .isEqualTo("2 of 11 tables (Artist, Album); 1 value match: Artist.Name = 'AC/DC'");
    }

    @Test
    void should_say_nothing_was_linked_instead_of_zero_of_all_tables_when_a_values_only_linker_found_nothing() {
        LinkedSchema nothing = new LinkedSchema(List.of(), List.of(), List.of(), List.of());

        assertThat(UnderstandingSteps.linkOutcome(nothing, 11, false)).isEqualTo("no stored value named; the generator picks the tables");
        assertThat(UnderstandingSteps.linkOutcome(nothing.withValues(List.of(new ValueMatch("Rock", new TableId(null, "Genre"), "Name", "Rock", 1.0))),
                11, true)).isEqualTo("1 value match: Genre.Name = 'Rock' (re-linked)");
    }
}
