package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InflectionTest {
    @Test
    void should_split_identifiers_at_case_changes_underscores_and_digits() {
        assertThat(Inflection.words("InvoiceLine")).isEqualTo("invoice line");
        assertThat(Inflection.words("customer_id")).isEqualTo("customer id");
        assertThat(Inflection.words("HTTPStatus")).isEqualTo("http status");
        assertThat(Inflection.words("Address2Line")).isEqualTo("address 2 line");
        assertThat(Inflection.words("__")).isEmpty();
    }

    @Test
    void should_make_regular_plurals_and_singulars_when_inflecting() {
        assertThat(Inflection.pluralPhrase("invoice line")).isEqualTo("invoice lines");
        assertThat(Inflection.pluralPhrase("city")).isEqualTo("cities");
        assertThat(Inflection.pluralPhrase("box")).isEqualTo("boxes");
        assertThat(Inflection.pluralPhrase("day")).isEqualTo("days");
        assertThat(Inflection.singularPhrase("sales territories")).isEqualTo("sales territory");
        assertThat(Inflection.singular("matches")).isEqualTo("match");
        assertThat(Inflection.singular("status")).isEqualTo("status");
        assertThat(Inflection.singular("address")).isEqualTo("address");
    }

    @Test
    void should_compare_words_singular_and_lower_case_when_keying_terms() {
        assertThat(Terms.key("Invoice-Lines")).isEqualTo("invoice line");
        assertThat(Terms.words("How many SONGS?")).containsExactly("how", "many", "song");
    }
}
