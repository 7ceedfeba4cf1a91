package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.AgentParts.ScriptedGenerator;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Declined;
import io.askdb.generation.FastPathGenerator;
import io.askdb.generation.GenerationRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

class FastPathGeneratorTest {
    private final ScriptedGenerator planner = new ScriptedGenerator();
    private final ScriptedGenerator llm = new ScriptedGenerator();
    private final FastPathGenerator fast = new FastPathGenerator(planner, llm, 85);

    private static GenerationRequest request(List<Attempt> failed) {
        return new GenerationRequest("How many customers are there?", AgentParts.CATALOG, failed);
    }

    @Test
    void should_take_the_planners_sql_without_asking_the_model_when_the_planner_is_confident() {
        planner.then(CandidateSql.of("SELECT COUNT(*) FROM customer", 90));

        assertThat(fast.generate(request(List.of()))).isEqualTo(CandidateSql.of("SELECT COUNT(*) FROM customer", 90));
        assertThat(llm.requests).isEmpty();
    }

    @Test
    void should_ask_the_model_when_the_planner_is_unsure_or_declines() {
        planner.then(CandidateSql.of("SELECT 1", 60)).then(new Declined("no idea", List.of(), null));
        llm.then(CandidateSql.of("SELECT 2", 90)).then(CandidateSql.of("SELECT 3", 90));

        assertThat(((CandidateSql) fast.generate(request(List.of()))).sql()).isEqualTo("SELECT 2");
        assertThat(((CandidateSql) fast.generate(request(List.of()))).sql()).isEqualTo("SELECT 3");
    }

    @Test
    void should_send_every_repair_to_the_model() {
        llm.then(CandidateSql.of("SELECT COUNT(*) FROM customer", 90));

        fast.generate(request(List.of(new Attempt("SELECT nme FROM customer", "no such column: nme"))));

        assertThat(planner.requests).isEmpty();
        assertThat(llm.requests).hasSize(1);
        assertThat(fast.name()).isEqualTo("scripted+scripted");
    }
}
