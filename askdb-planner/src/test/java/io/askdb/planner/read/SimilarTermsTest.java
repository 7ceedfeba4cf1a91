package io.askdb.planner.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.linking.PhraseSimilarity;
import io.askdb.planner.SpiderDatabases;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Synonyms read by the real in-process MiniLM similarity over the Spider databases dorm_1 and
 * flight_1 (see src/test/resources/spider); the words are Spider-Syn's paraphrases.
 */
class SimilarTermsTest {
    private static final PhraseSimilarity MINILM = PhraseSimilarity.miniLm();
    private static final SimilarTerms SYNONYMS = new SimilarTerms(MINILM::similarity);
    private static final SchemaTerms DORM = new SchemaTerms(SpiderDatabases.catalog("dorm_1"));
    private static final SchemaTerms FLIGHTS = new SchemaTerms(SpiderDatabases.catalog("flight_1"));

    private static List<String> near(SchemaTerms terms, String word) {
        return SYNONYMS.near(Words.of(word).get(0), terms);
    }

    @Test
    void should_read_a_synonym_as_the_catalog_phrase_when_it_is_clearly_nearest() {
        assertThat(near(FLIGHTS, "wage")).containsExactly("salary");
        assertThat(near(FLIGHTS, "wages")).containsExactly("salary");
    }

    @Test
    void should_place_nothing_when_two_phrases_are_close() {
        // "forename" is near both first name and last name of Student: no clear nearest, so it stays unplaced
        assertThat(near(DORM, "forenames")).isNull();
    }

    @Test
    void should_place_nothing_when_the_word_is_one_word_of_the_nearest_phrase() {
        // "departure" alone is part of departure date, not a synonym of it: the date is not what the question says
        assertThat(near(FLIGHTS, "departure")).isNull();
        assertThat(near(FLIGHTS, "arrival")).isNull();
    }

    @Test
    void should_place_neither_word_when_two_words_of_the_question_are_read_as_one_phrase() {
        // "older than 30 years old": 'years' and 'old' both land on age; neither is a synonym the question gave
        List<Word> words = Words.of("Show the names of students with age over 20 years old.");
        List<Chunk> chunks = new Chunker(Cues.standard()).read(words, DORM, List.of());
        SimilarTerms.Placed placed = SYNONYMS.place(chunks, words, DORM);
        assertThat(placed.assumptions()).noneMatch(a -> a.contains("'years'") || a.contains("'old'"));
    }

    @Test
    void should_place_nothing_when_the_word_is_near_no_phrase() {
        assertThat(near(FLIGHTS, "banana")).isNull();
        assertThat(near(DORM, "happiness")).isNull();
    }

    @Test
    void should_not_try_participles_superlatives_or_names_written_with_a_capital() {
        assertThat(SimilarTerms.candidate(Words.of("named").get(0))).isFalse();
        assertThat(SimilarTerms.candidate(Words.of("tallest").get(0))).isFalse();
        assertThat(SimilarTerms.candidate(Words.of("flights from Australia").get(2))).isFalse();
        assertThat(SimilarTerms.candidate(Words.of("the wage").get(1))).isTrue();
    }

    @Test
    void should_say_each_reading_and_turn_the_word_into_a_term_when_placed() {
        List<Word> words = Words.of("Show name and wage for all employees.");
        List<Chunk> chunks = new Chunker(Cues.standard()).read(words, FLIGHTS, List.of());
        assertThat(chunks).anyMatch(c -> c.kind() == Chunk.Kind.UNPLACED && c.text().equals("wage"));
        SimilarTerms.Placed placed = SYNONYMS.place(chunks, words, FLIGHTS);
        assertThat(placed.chunks()).noneMatch(c -> c.kind() == Chunk.Kind.UNPLACED);
        Chunk wage = placed.chunks().stream().filter(c -> c.text().equals("wage")).findFirst().orElseThrow();
        assertThat(wage.term().targets()).extracting(Target::toString).containsExactly("employee.salary");
        assertThat(placed.assumptions()).containsExactly("Read 'wage' as salary");
    }

    @Test
    void should_leave_every_chunk_as_it_was_when_the_similarity_knows_no_synonyms() {
        List<Word> words = Words.of("Show name and wage for all employees.");
        List<Chunk> chunks = new Chunker(Cues.standard()).read(words, FLIGHTS, List.of());
        assertThat(new SimilarTerms(TermSimilarity.none()).place(chunks, words, FLIGHTS).chunks()).isEqualTo(chunks);
    }
}
