package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.planner.SpiderDatabases;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The WordNet-backed second reading of synonyms, over the catalog of Spider's dorm_1 (see src/test/resources/spider). */
class LexicalTermsTest {
    private static final SchemaTerms DORM = new SchemaTerms(SpiderDatabases.catalog("dorm_1"));

    /** A similarity of fixed scores (0 for the rest) relating the word to the given phrases. */
    private static TermSimilarity fixed(Map<String, Double> scores, Set<String> related) {
        return new TermSimilarity() {
            @Override
            public double similarity(String word, String phrase) {
                return scores.getOrDefault(phrase, 0.0);
            }

            @Override
            public boolean related(String word, String phrase) {
                return related.contains(phrase);
            }
        };
    }

    @Test
    void should_read_the_phrase_when_it_is_the_only_related_one_near_enough() {
        TermSimilarity s = fixed(Map.of("dorm", 0.45, "student", 0.6), Set.of("dorm"));
        assertThat(LexicalTerms.related(s, "dormitory", DORM)).containsExactly("dorm");
    }

    @Test
    void should_read_nothing_when_two_related_phrases_are_near_enough() {
        TermSimilarity s = fixed(Map.of("dorm", 0.45, "student", 0.6), Set.of("dorm", "student"));
        assertThat(LexicalTerms.related(s, "dormitory", DORM)).isNull();
    }

    @Test
    void should_read_nothing_when_the_related_phrase_is_below_the_threshold() {
        TermSimilarity s = fixed(Map.of("dorm", LexicalTerms.THRESHOLD - 0.01), Set.of("dorm"));
        assertThat(LexicalTerms.related(s, "dormitory", DORM)).isNull();
    }

    @Test
    void should_not_ask_the_relation_about_phrases_below_the_threshold() {
        java.util.List<String> asked = new java.util.ArrayList<>();
        TermSimilarity s = new TermSimilarity() {
            @Override
            public double similarity(String word, String phrase) {
                return phrase.equals("dorm") ? 0.9 : 0.1;
            }

            @Override
            public boolean related(String word, String phrase) {
                asked.add(phrase);
                return true;
            }
        };
        assertThat(LexicalTerms.related(s, "dormitory", DORM)).containsExactly("dorm");
        assertThat(asked).containsExactly("dorm");
    }

    @Test
    void should_read_nothing_when_the_word_stands_next_to_another_noun() {
        // "dormitory amenity names": 'dormitory' is part of a compound, which one word's synonym cannot read
        TermSimilarity s = fixed(Map.of("dorm", 0.8), Set.of("dorm"));
        java.util.List<Word> words = Words.of("List the dormitory amenity names.");
        java.util.List<Chunk> chunks = new Chunker(Cues.standard()).read(words, DORM, java.util.List.of());
        int i = 0;
        while (!chunks.get(i).text().equals("dormitory")) i++;
        assertThat(LexicalTerms.place(s, words.get(chunks.get(i).start()), chunks, i, DORM)).isNull();
        java.util.List<Word> alone = Words.of("How many dormitories are there?");
        java.util.List<Chunk> single = new Chunker(Cues.standard()).read(alone, DORM, java.util.List.of());
        int j = 0;
        while (!single.get(j).text().equals("dormitories")) j++;
        assertThat(LexicalTerms.place(s, alone.get(single.get(j).start()), single, j, DORM)).containsExactly("dorm");
    }
}
