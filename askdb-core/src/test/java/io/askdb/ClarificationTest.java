package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.AgentParts.ListHistory;
import io.askdb.AgentParts.MapExecutor;
import io.askdb.AgentParts.ScriptedGenerator;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import io.askdb.trace.TraceStep;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The confidence step asks only for a real choice under {@code clarifyBelow}; see {@code ChoiceFinder}. */
class ClarificationTest {
    private static final String SQL = "SELECT COUNT(*) FROM customer";
    private final ScriptedGenerator generator = new ScriptedGenerator();
    private final MapExecutor executor = new MapExecutor().rows(SQL, List.of(List.of(3)));

    private TextToSql.Builder builder() {
        return TextToSql.builder().catalogProvider(() -> AgentParts.CATALOG).generator(generator).guard(AgentParts.guard())
                .executor(executor).explainer((q, sql, r) -> r.rowCount() + " row(s)").history(new ListHistory());
    }

    private static CandidateSql candidate(int confidence, List<String> terms, String clarification) {
        return new CandidateSql(SQL, "", List.of(), List.of(), terms, confidence, Usage.NONE, clarification);
    }

    private static String confidenceOutcome(Answer a) {
        return a.trace().steps().stream().filter(t -> t.step().equals("confidence")).map(TraceStep::outcome).findFirst().orElseThrow();
    }

    @Test
    void should_answer_when_a_low_rated_candidate_names_only_a_term_that_orders_the_rows() {
        generator.then(candidate(30, List.of("in reversed lexicographical order"), "Ascending or descending?"));

        Answer a = builder().build().ask("List the customers' names in reversed lexicographical order");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(confidenceOutcome(a)).contains("leaves one reading of the SQL");
    }

    @Test
    void should_answer_when_a_low_rated_candidate_names_no_term() {
        generator.then(candidate(20, List.of(), ""));

        assertThat(builder().build().ask("How many customers are there?").status()).isEqualTo(Status.ANSWERED);
    }

    @Test
    void should_answer_when_the_named_term_is_the_one_column_that_holds_it() {
        generator.then(candidate(30, List.of("name"), "First or last name?"));

        assertThat(builder().build().ask("What are the customers' names?").status()).isEqualTo(Status.ANSWERED);
    }

    @Test
    void should_ask_with_the_model_question_when_a_term_the_data_does_not_define_is_named() {
        generator.then(candidate(30, List.of("loyal"), "By \"loyal\", do you mean customers for over a year or with 5 orders?"));

        Answer a = builder().build().ask("How many loyal customers are there?");

        assertThat(a.status()).isEqualTo(Status.CLARIFICATION_NEEDED);
        assertThat(a.clarification()).isEqualTo("By \"loyal\", do you mean customers for over a year or with 5 orders?");
        assertThat(confidenceOutcome(a)).contains("no table, column or stored value defines \"loyal\"");
        assertThat(executor.ran).isEmpty();
    }

    @Test
    void should_answer_a_real_choice_when_clarify_below_is_zero() {
        generator.then(candidate(30, List.of("loyal"), "Which loyal?"));

        assertThat(builder().clarifyBelow(0).build().ask("How many loyal customers are there?").status()).isEqualTo(Status.ANSWERED);
    }
}
