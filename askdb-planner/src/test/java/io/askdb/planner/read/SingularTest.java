package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SingularTest {

    @Test
    void should_reduce_regular_plurals_when_they_end_in_s_ies_or_es_after_a_sibilant() {
        assertThat(Singular.of("countries")).isEqualTo("country");
        assertThat(Singular.of("addresses")).isEqualTo("address");
        assertThat(Singular.of("invoices")).isEqualTo("invoice");
        assertThat(Singular.of("boxes")).isEqualTo("box");
        assertThat(Singular.of("churches")).isEqualTo("church");
        assertThat(Singular.of("dishes")).isEqualTo("dish");
        assertThat(Singular.of("dorms")).isEqualTo("dorm");
    }

    @Test
    void should_use_the_irregular_table_when_the_plural_is_irregular() {
        assertThat(Singular.of("people")).isEqualTo("person");
        assertThat(Singular.of("children")).isEqualTo("child");
        assertThat(Singular.of("statuses")).isEqualTo("status");
        assertThat(Singular.of("criteria")).isEqualTo("criterion");
    }

    @Test
    void should_keep_the_word_when_it_ends_in_ss_us_or_is_or_is_three_letters_or_fewer() {
        assertThat(Singular.of("class")).isEqualTo("class");
        assertThat(Singular.of("campus")).isEqualTo("campus");
        assertThat(Singular.of("thesis")).isEqualTo("thesis");
        assertThat(Singular.of("gas")).isEqualTo("gas");
        assertThat(Singular.of("ids")).isEqualTo("id"); // the one short plural the irregular table knows
        assertThat(Singular.of("status")).isEqualTo("status");
    }

    @Test
    void should_keep_a_singular_word_when_it_does_not_end_in_s() {
        assertThat(Singular.of("student")).isEqualTo("student");
        assertThat(Singular.of("age")).isEqualTo("age");
    }
}
