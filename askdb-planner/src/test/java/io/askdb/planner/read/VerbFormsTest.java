package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Verb forms by their shape, and the roots they share with catalog name words. */
class VerbFormsTest {

    @Test
    void should_read_past_participles_and_irregular_forms_as_verbs_when_no_relative_pronoun_precedes() {
        assertThat(VerbForms.isVerb("placed", false)).isTrue();
        assertThat(VerbForms.isVerb("enrolled", false)).isTrue();
        assertThat(VerbForms.isVerb("taking", false)).isTrue();
        assertThat(VerbForms.isVerb("made", false)).isTrue();
        assertThat(VerbForms.isVerb("taught", false)).isTrue();
        assertThat(VerbForms.isVerb("live", false)).isFalse();
        assertThat(VerbForms.isVerb("customer", false)).isFalse();
    }

    @Test
    void should_read_base_forms_as_verbs_only_when_a_relative_pronoun_precedes() {
        assertThat(VerbForms.isVerb("live", true)).isTrue();
        assertThat(VerbForms.isVerb("belongs", true)).isTrue();
        assertThat(VerbForms.isVerb("737-800", true)).isFalse();
    }

    @Test
    void should_share_a_root_when_a_column_word_could_carry_the_verb() {
        assertThat(VerbForms.sameRoot("registered", "registration")).isTrue();
        assertThat(VerbForms.sameRoot("won", "wins")).isTrue();
        assertThat(VerbForms.sameRoot("made", "maker")).isTrue();
        assertThat(VerbForms.sameRoot("placed", "customer")).isFalse();
        assertThat(VerbForms.sameRoot("enrolled", "course")).isFalse();
    }
}
