package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.AgentParts.ListHistory;
import io.askdb.AgentParts.MapExecutor;
import io.askdb.AgentParts.ScriptedGenerator;
import io.askdb.critic.CriticVerdict;
import io.askdb.execution.ResultTable;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How the critic step acts on caveats, askdb's own corrected SQL, probes and a generator that insists. */
class CriticStepTest {
    private final MapExecutor executor = new MapExecutor().rows("SELECT COUNT(*) FROM customer", List.of(List.of(3)))
            .rows("SELECT COUNT(*) FROM customer WHERE 1 = 1", List.of(List.of(5)));
    private final ListHistory history = new ListHistory();

    private static final class Planner extends ScriptedGenerator {
        @Override
        public boolean repairs() {
            return false;
        }
    }

    private TextToSql.Builder builder(ScriptedGenerator generator) {
        return TextToSql.builder().catalogProvider(() -> AgentParts.CATALOG).generator(generator).guard(AgentParts.guard())
                .executor(executor).explainer((q, sql, r) -> r.rows().get(0).get(0) + " customers").history(history);
    }

    private static CandidateSql sql(String sql, String reasoning) {
        return new CandidateSql(sql, reasoning, List.of(), List.of(), List.of(), 90, Usage.NONE);
    }

    @Test
    void should_state_an_accepted_results_caveat_in_the_answer() {
        ScriptedGenerator generator = new ScriptedGenerator().then(sql("SELECT COUNT(*) FROM customer", ""));
        Answer a = builder(generator).critics(List.of(r -> new CriticVerdict.Accepted(Usage.NONE,
                List.of("Ben Cole ties with Ava Stone at 2 deals; LIMIT 1 kept only one of them.")))).build().ask("Who has the most deals?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.text()).contains("Ben Cole ties with Ava Stone at 2 deals; LIMIT 1 kept only one of them.");
        assertThat(a.trace().steps().stream().filter(s -> s.step().equals("critic")).findFirst().orElseThrow().outcome())
                .isEqualTo("accepted by 1 critic(s) with 1 caveat(s)");
    }

    @Test
    void should_run_askdbs_corrected_sql_when_the_generator_cannot_repair_a_proven_fault() {
        Planner planner = new Planner();
        planner.then(sql("SELECT COUNT(*) FROM customer", ""));
        Answer a = builder(planner).critics(List.of(r -> r.sql().contains("WHERE") ? CriticVerdict.accepted()
                : new CriticVerdict.Rejected("not-in-null", "The subquery returns NULL.", null, true, "SELECT COUNT(*) FROM customer WHERE 1 = 1")))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.sql()).isEqualTo("SELECT COUNT(*) FROM customer WHERE 1 = 1");
        assertThat(a.text()).startsWith("5 customers").contains("askdb corrected the first query (not-in-null): The subquery returns NULL.");
        assertThat(planner.requests).hasSize(1);
        assertThat(executor.ran).containsExactly("SELECT COUNT(*) FROM customer", "SELECT COUNT(*) FROM customer WHERE 1 = 1");
    }

    @Test
    void should_try_askdbs_corrected_sql_only_once_and_then_fail() {
        Planner planner = new Planner();
        planner.then(sql("SELECT COUNT(*) FROM customer", ""));
        Answer a = builder(planner).critics(List.of(r -> new CriticVerdict.Rejected("not-in-null", "The subquery returns NULL.", null, true,
                r.sql().contains("WHERE") ? "SELECT COUNT(*) FROM customer" : "SELECT COUNT(*) FROM customer WHERE 1 = 1")))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.FAILED);
        assertThat(executor.ran).hasSize(2);
    }

    @Test
    void should_give_a_model_the_feedback_rather_than_askdbs_fix_while_it_can_still_repair() {
        ScriptedGenerator model = new ScriptedGenerator().then(sql("SELECT COUNT(*) FROM customer", ""))
                .then(sql("SELECT COUNT(*) FROM customer WHERE 1 = 1", ""));
        Answer a = builder(model).critics(List.of(r -> r.sql().contains("WHERE") ? CriticVerdict.accepted()
                : new CriticVerdict.Rejected("not-in-null", "The subquery returns NULL.", null, true, "SELECT COUNT(*) FROM customer WHERE 2 = 2")))
                .build().ask("How many customers are there?");

        assertThat(a.sql()).isEqualTo("SELECT COUNT(*) FROM customer WHERE 1 = 1");
        assertThat(model.requests).hasSize(2);
        assertThat(model.requests.get(1).failed().get(0).error()).contains("(not-in-null): The subquery returns NULL.");
    }

    @Test
    void should_weigh_a_repeated_sql_with_its_reason_against_a_doubt_and_answer_with_the_note() {
        ScriptedGenerator model = new ScriptedGenerator().then(sql("SELECT COUNT(*) FROM customer", ""))
                .then(sql("SELECT COUNT(*) FROM customer", "The question asks for the names, one row each."));
        Answer a = builder(model).critics(List.of(r -> new CriticVerdict.Rejected("count-shape", "Return a single count.", null, false)))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.text()).contains("the same SQL was written again when asked to fix it (its reason: The question asks for the names, one row each.)");
    }

    @Test
    void should_send_a_critics_probe_through_the_guard_so_a_write_never_runs() {
        List<Optional<ResultTable>> probed = new ArrayList<>();
        ScriptedGenerator generator = new ScriptedGenerator().then(sql("SELECT COUNT(*) FROM customer", ""));
        Answer a = builder(generator).critics(List.of(r -> {
            probed.add(r.probe().run("DROP TABLE customer", 1));
            probed.add(r.probe().run("SELECT COUNT(*) FROM customer WHERE 1 = 1", 1));
            return CriticVerdict.accepted();
        })).build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(probed.get(0)).isEmpty();
        assertThat(probed.get(1)).hasValueSatisfying(t -> assertThat(t.rows()).containsExactly(List.of(5)));
        assertThat(executor.ran).doesNotContain("DROP TABLE customer");
    }
}
