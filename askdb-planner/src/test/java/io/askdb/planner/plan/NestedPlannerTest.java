package io.askdb.planner.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The rule by which a verb names a relationship, and the plan records' checks. */
class NestedPlannerTest {

    @Test
    void should_accept_a_verb_when_it_spells_a_word_of_a_key_or_table() {
        assertThat(NestedPlanner.spells("hosted", List.of("farm_competition", "Host_city_ID"))).isTrue();
        assertThat(NestedPlanner.spells("reported", List.of("news_report"))).isTrue();
    }

    @Test
    void should_refuse_a_verb_when_it_spells_no_word_of_the_relationship() {
        assertThat(NestedPlanner.spells("failed", List.of("enrolment", "student_id"))).isFalse();
        assertThat(NestedPlanner.spells("incur", List.of("Fault_Log", "asset_id"))).isFalse();
    }
}
