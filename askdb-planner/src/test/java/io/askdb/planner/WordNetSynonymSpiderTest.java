package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.linking.PhraseSimilarity;
import io.askdb.linking.WordNetRelation;
import io.askdb.planner.read.TermSimilarity;
import io.askdb.semantic.SemanticModel;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spider-Syn paraphrases (ygan/Spider-Syn, CC BY-SA 4.0; see src/test/resources/spider) whose synonym
 * MiniLM alone leaves unplaced and WordNet (3.1, through extJWNL) relates to a catalog phrase, answered by
 * the frame planner; the rows compared with the gold SQL's on the same database.
 */
class WordNetSynonymSpiderTest {
    private static TermSimilarity synonyms(PhraseSimilarity s, WordNetRelation r) {
        return TermSimilarity.of(s::similarity, r::related);
    }

    private static final PhraseSimilarity MINILM = PhraseSimilarity.miniLm();
    private static final KeywordPlanner PLANNER = new KeywordPlanner(SemanticModel.empty(""), Clock.systemDefaultZone(),
            synonyms(MINILM, new WordNetRelation()));
    private static final KeywordPlanner MINILM_ONLY = new KeywordPlanner(SemanticModel.empty(""), Clock.systemDefaultZone(), MINILM::similarity);

    static Stream<Arguments> paraphrased() {
        return Stream.of(
                Arguments.of("loan_1", "What are the names of clients who have a loan of more than 3000 in amount?",
                        "SELECT T1.cust_name FROM customer AS T1 JOIN loan AS T2 ON T1.cust_id  =  T2.cust_id WHERE amount  >  3000", "'clients' as customer"),
                Arguments.of("loan_1", "Find the name of client who has the lowest credit score.",
                        "SELECT cust_name FROM customer ORDER BY credit_score LIMIT 1", "'client' as customer"),
                Arguments.of("race_track", "How many competitions are there?", "SELECT count(*) FROM race", "'competitions' as race"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("paraphrased")
    void should_return_the_gold_rows_when_wordnet_relates_the_synonym_minilm_left_unplaced(String db, String question, String gold, String said)
            throws SQLException {
        Generation g = PLANNER.generate(SpiderDatabases.request(db, question));
        Generation alone = MINILM_ONLY.generate(SpiderDatabases.request(db, question));
        assertThat(g).as(question).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(c.assumptions()).as(question).anyMatch(a -> a.contains(said));
        List<List<Object>> expected = SpiderDatabases.rows(db, gold);
        List<List<Object>> actual = SpiderDatabases.rows(db, c.sql());
        assertThat(RowSets.same(expected, actual, RowSets.ordered(gold))).as("%s%nSQL: %s", question, c.sql()).isTrue();
        assertThat(alone).as("MiniLM alone: " + question).isNotInstanceOf(CandidateSql.class);
    }

    @Test
    void should_not_load_the_dictionary_when_the_catalog_names_place_every_word() {
        WordNetRelation wordnet = new WordNetRelation();
        KeywordPlanner planner = new KeywordPlanner(SemanticModel.empty(""), Clock.systemDefaultZone(), synonyms(MINILM, wordnet));
        Generation g = planner.generate(SpiderDatabases.request("flight_1", "Show name and salary for all employees sorted by salary."));
        assertThat(g).isInstanceOf(CandidateSql.class);
        assertThat(wordnet.loaded()).isFalse();
    }
}
