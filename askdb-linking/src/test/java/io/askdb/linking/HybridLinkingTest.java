package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import java.util.List;
import org.junit.jupiter.api.Test;

class HybridLinkingTest {
    private static final SchemaIndex MUSIC = SchemaIndex.build(Catalogs.music(), LinkerMode.HYBRID);

    private static List<String> names(LinkedSchema linked) {
        return linked.tables().stream().map(t -> t.table().name()).toList();
    }

    @Test
    void should_find_tables_by_meaning_when_question_shares_no_word_with_them() {
        LinkedSchema linked = MUSIC.link("how much did each client pay", "", 6);

        System.out.println(linked);
        assertThat(linked.top(2)).containsExactlyInAnyOrder(new TableId(null, "Invoice"), new TableId(null, "Customer"));
    }

    @Test
    void should_keep_junction_table_when_hybrid_ranks_the_tables_it_joins() {
        LinkedSchema linked = SchemaIndex.build(Catalogs.school(), LinkerMode.HYBRID).link("students and courses", "", 3);

        System.out.println(linked);
        assertThat(names(linked)).containsExactly("courses", "students", "enrollment");
    }

    @Test
    void should_name_haryana_unmatched_when_no_column_holds_places() {
        LinkedSchema linked = SchemaIndex.build(Catalogs.people(), LinkerMode.HYBRID)
                .link("Which people older than 20 are from Haryana?", "", 5);

        System.out.println(linked);
        assertThat(linked.unmatchedTerms()).containsExactly("haryana");
    }

    @Test
    void should_link_rock() {
        LinkedSchema linked = MUSIC.link("list rock tracks", "", 3);
        System.out.println(linked);
    }
}
