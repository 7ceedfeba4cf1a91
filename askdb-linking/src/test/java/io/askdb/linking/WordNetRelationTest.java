package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The WordNet relation (Princeton WordNet 3.1 through extJWNL) on real words of Spider-Syn's paraphrases. */
class WordNetRelationTest {
    private static final WordNetRelation WORDNET = new WordNetRelation();

    @Test
    void should_relate_two_words_when_wordnet_lists_them_in_one_synset() {
        assertThat(WORDNET.related("client", "customer")).isTrue();
        assertThat(WORDNET.related("forename", "first name")).isTrue();
        assertThat(WORDNET.related("surname", "last name")).isTrue();
        assertThat(WORDNET.related("writer", "author")).isTrue();
    }

    @Test
    void should_relate_a_word_when_it_is_one_broader_or_narrower_step_from_the_phrase() {
        assertThat(WORDNET.related("vessel", "ship")).isTrue();
        assertThat(WORDNET.related("district", "region")).isTrue();
    }

    @Test
    void should_read_plurals_through_wordnet_morphology_when_the_word_is_inflected() {
        assertThat(WORDNET.related("dormitories", "dorm")).isTrue();
        assertThat(WORDNET.related("goods", "product")).isTrue();
        assertThat(WORDNET.related("Clients", "customer")).isTrue();
    }

    @Test
    void should_not_relate_words_when_wordnet_has_no_short_path_between_them() {
        assertThat(WORDNET.related("city", "name")).isFalse();
        assertThat(WORDNET.related("banana", "customer")).isFalse();
        assertThat(WORDNET.related("qwzx", "customer")).isFalse();
    }

    @Test
    void should_not_relate_a_hypernym_step_when_only_the_same_synset_is_allowed() {
        assertThat(new WordNetRelation(0).related("vessel", "ship")).isFalse();
        assertThat(new WordNetRelation(0).related("client", "customer")).isTrue();
    }

    @Test
    void should_load_the_dictionary_only_when_a_relation_is_first_asked() {
        WordNetRelation fresh = new WordNetRelation();
        assertThat(fresh.loaded()).isFalse();
        assertThat(fresh.related("pupil", "student")).isTrue();
        assertThat(fresh.loaded()).isTrue();
    }
}
