package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FollowUpFormTest {
    @Test
    void should_read_an_addition_without_its_opening_words_when_it_opens_with_and_only() {
        FollowUpForm f = FollowUpForm.of("And only for customers in Canada?").orElseThrow();

        assertThat(f.kind()).isEqualTo(FollowUpForm.Kind.ADD);
        assertThat(f.body()).isEqualTo("for customers in Canada");
    }

    @Test
    void should_read_an_elliptic_addition_when_it_starts_with_a_grouping_cue() {
        assertThat(FollowUpForm.of("per country?").orElseThrow().body()).isEqualTo("per country");
    }

    @Test
    void should_read_a_limit_when_it_asks_for_the_top_three() {
        FollowUpForm f = FollowUpForm.of("just the top 3").orElseThrow();

        assertThat(f.kind()).isEqualTo(FollowUpForm.Kind.LIMIT);
        assertThat(f.limit()).isEqualTo(3);
        assertThat(f.ascending()).isNull();
    }

    @Test
    void should_read_a_sort_key_and_direction_when_it_says_ordered_by() {
        FollowUpForm f = FollowUpForm.of("ordered by the number of tracks, descending").orElseThrow();

        assertThat(f.kind()).isEqualTo(FollowUpForm.Kind.SORT);
        assertThat(f.sortKey()).containsExactly("number", "of", "tracks");
        assertThat(f.ascending()).isFalse();
    }

    @Test
    void should_read_no_number_as_a_limit_when_no_limit_word_comes_with_it() {
        FollowUpForm f = FollowUpForm.of("what about 2023?").orElseThrow();

        assertThat(f.kind()).isEqualTo(FollowUpForm.Kind.ADD);
        assertThat(f.body()).isEqualTo("2023");
    }

    @Test
    void should_not_read_a_follow_up_when_the_question_stands_on_its_own() {
        for (String q : List.of("How many tracks per genre?", "In which year were the most invoices?", "And list the albums",
                "Albums per artist", "and")) {
            assertThat(FollowUpForm.of(q)).as(q).isEmpty();
        }
    }
}
