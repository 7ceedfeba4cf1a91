package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import io.askdb.linking.PhraseSimilarity;
import io.askdb.semantic.SemanticModel;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spider-Syn paraphrases (ygan/Spider-Syn, CC BY-SA 4.0; see src/test/resources/spider) answered
 * by the frame planner with the in-process MiniLM similarity reading their synonyms, the rows
 * compared with the gold SQL's on the same database.
 */
class SynonymSpiderTest {
    private static final KeywordPlanner PLANNER = new KeywordPlanner(SemanticModel.empty(""), Clock.systemDefaultZone(),
            PhraseSimilarity.miniLm()::similarity);

    static Stream<Arguments> paraphrased() {
        return Stream.of(
                Arguments.of("flight_1", "Show name and wage for all employees sorted by wage.", "SELECT name ,  salary FROM Employee ORDER BY salary",
                        "'wage' as salary"),
                Arguments.of("flight_1", "What is the average and maximum wage of all employees?", "SELECT avg(salary) ,  max(salary) FROM Employee",
                        "'wage' as salary"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("paraphrased")
    void should_return_the_gold_rows_and_say_the_reading_when_a_synonym_names_a_catalog_phrase(String db, String question, String gold, String said)
            throws SQLException {
        Generation g = PLANNER.generate(SpiderDatabases.request(db, question));
        assertThat(g).as(question).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(c.assumptions()).as(question).anyMatch(a -> a.contains(said));
        List<List<Object>> expected = SpiderDatabases.rows(db, gold);
        List<List<Object>> actual = SpiderDatabases.rows(db, c.sql());
        assertThat(expected).isNotEmpty();
        assertThat(RowSets.same(expected, actual, RowSets.ordered(gold))).as("%s%nSQL: %s", question, c.sql()).isTrue();
        assertThat(new KeywordPlanner().generate(SpiderDatabases.request(db, question))).as("without synonyms: " + question).isInstanceOf(Declined.class);
    }
}
