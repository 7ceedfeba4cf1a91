package io.askdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.AgentParts.ListHistory;
import io.askdb.AgentParts.MapExecutor;
import io.askdb.AgentParts.ScriptedGenerator;
import io.askdb.catalog.TableId;
import io.askdb.conversation.Rewrite;
import io.askdb.critic.CriticVerdict;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.generation.Attempt;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Usage;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.routing.Route;
import io.askdb.trace.TraceStep;
import io.askdb.validation.QueryShape;
import io.askdb.validation.Validation;
import io.askdb.validation.Violation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AgentGraphTest {
    private final ScriptedGenerator generator = new ScriptedGenerator();
    private final MapExecutor executor = new MapExecutor().rows("SELECT COUNT(*) FROM customer", List.of(List.of(3)));
    private final ListHistory history = new ListHistory();

    private TextToSql.Builder builder() {
        return TextToSql.builder().catalogProvider(() -> AgentParts.CATALOG).generator(generator).guard(AgentParts.guard())
                .executor(executor).explainer((q, sql, r) -> r.rowCount() + " row(s)").history(history);
    }

    private static CandidateSql sql(String sql) {
        return new CandidateSql(sql, "", List.of(), List.of(), List.of(), 90, new Usage(1, 100, 20, 5));
    }

    private static List<String> steps(Answer a) {
        return a.trace().steps().stream().map(TraceStep::step).toList();
    }

    @Test
    void should_answer_in_one_pass_through_every_step_when_the_first_candidate_works() {
        generator.then(sql("SELECT COUNT(*) FROM customer"));

        Answer a = builder().build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(steps(a)).containsExactly("route", "rewrite", "link", "retrieve", "generate", "validate", "confidence",
                "execute", "critic", "explain");
        assertThat(a.attempts()).containsExactly(new Attempt("SELECT COUNT(*) FROM customer", null));
        assertThat(a.usage()).isEqualTo(new Usage(1, 100, 20, 5));
        assertThat(a.trace().steps().get(4).inputTokens()).isEqualTo(100);
        assertThat(history.entries.get(0).trace()).isEqualTo(a.trace());
    }

    @Test
    void should_refuse_without_calling_the_generator_when_the_router_refuses() {
        Answer a = builder().router(q -> new Route.Refuse("askdb only reads data.")).build().ask("Drop the customer table");

        assertThat(a.status()).isEqualTo(Status.REFUSED);
        assertThat(a.text()).isEqualTo("askdb only reads data.");
        assertThat(generator.requests).isEmpty();
        assertThat(steps(a)).containsExactly("route");
        assertThat(a.usage().modelCalls()).isZero();
    }

    @Test
    void should_repair_with_the_exact_database_error_when_the_first_candidate_fails() {
        generator.then(sql("SELECT nme FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));

        Answer a = builder().build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.attempts()).containsExactly(new Attempt("SELECT nme FROM customer", "no such column: nme"),
                new Attempt("SELECT COUNT(*) FROM customer", null));
        assertThat(generator.requests.get(1).failed()).containsExactly(new Attempt("SELECT nme FROM customer", "no such column: nme"));
        assertThat(steps(a)).containsSubsequence("execute", "repair", "generate", "validate", "execute", "explain");
    }

    @Test
    void should_re_link_before_generating_again_when_a_violation_names_an_unknown_column() {
        generator.then(sql("SELECT state FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        List<String> linkedFor = new ArrayList<>();
        Answer a = builder()
                .validator((s, c) -> s.contains("state")
                        ? new Validation.Invalid(List.of(new Violation(Violation.Kind.UNKNOWN_COLUMN, "state",
                        "There is no column state in customer.", "customer.name", 7)))
                        : new Validation.Valid(QueryShape.UNKNOWN))
                .linker((q, e, c, max) -> {
                    linkedFor.add(q + " | " + max);
                    return new LinkedSchema(List.of(new LinkedTable(new TableId("main", "customer"), 1, List.of())), List.of(),
                            List.of(), List.of(q));
                })
                .build().ask("Which customers are from Haryana?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.attempts().get(0).error()).isEqualTo("There is no column state in customer. Did you mean customer.name?");
        assertThat(linkedFor).hasSize(2);
        assertThat(linkedFor.get(1)).contains("state").endsWith("| 25");
        assertThat(steps(a)).containsSubsequence("validate", "repair", "link", "generate", "validate");
        assertThat(generator.requests.get(1).linked().tables()).hasSize(1);
        assertThat(generator.requests.get(1).linked().unmatchedTerms()).containsExactly("Which customers are from Haryana?");
    }

    @Test
    void should_fail_rather_than_answer_when_the_generator_repeats_sql_a_conclusive_check_rejected() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        Answer a = builder().critics(List.of(r -> new CriticVerdict.Rejected("fan-out", "Rows are duplicated by the join.", null)))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.FAILED);
        assertThat(a.attempts()).hasSize(2);
        assertThat(a.attempts().get(0).error()).endsWith("(fan-out): Rows are duplicated by the join.");
        assertThat(a.text()).startsWith("askdb did not answer: the result did not pass its fan-out check, and the same SQL was written again");
        assertThat(a.trace().steps().get(a.trace().steps().size() - 1).outcome()).startsWith("failed: the generator wrote the same SQL again");
    }

    @Test
    void should_keep_the_answer_with_the_checks_note_when_the_generator_repeats_sql_an_inconclusive_check_rejected() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        Answer a = builder().critics(List.of(r -> new CriticVerdict.Rejected("empty-result", "No rows: check the filter's spelling.", null, false)))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.attempts()).hasSize(2);
        assertThat(a.trace().steps().get(a.trace().steps().size() - 2).outcome()).startsWith("kept with a caveat: the generator wrote the same SQL");
        assertThat(a.text()).contains("Check this result: askdb's empty-result check flagged it (No rows: check the filter's spelling.)");
    }

    @Test
    void should_keep_the_answer_without_asking_again_when_an_inconclusive_check_doubts_a_generator_that_cannot_repair() {
        generator.then(sql("SELECT COUNT(*) FROM customer"));
        ScriptedGenerator deterministic = new ScriptedGenerator() {
            @Override
            public boolean repairs() {
                return false;
            }
        };
        deterministic.then(sql("SELECT COUNT(*) FROM customer"));
        Answer a = builder().generator(deterministic)
                .critics(List.of(r -> new CriticVerdict.Rejected("all-null", "The result column n is NULL in all 3 rows.", null, false)))
                .build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(deterministic.requests).hasSize(1);
        assertThat(a.attempts()).hasSize(1);
        assertThat(a.text()).contains("Check this result: askdb's all-null check flagged it (The result column n is NULL in all 3 rows.)");
    }

    @Test
    void should_fail_honestly_with_suggestions_when_the_repairs_run_out() {
        for (int i = 0; i < 3; i++) generator.then(sql("SELECT nme FROM customer"));

        Answer a = builder().maxRepairs(2).build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.FAILED);
        assertThat(a.attempts()).hasSize(3).allMatch(Attempt::failed);
        assertThat(a.text()).isEqualTo("askdb could not write working SQL for this question in 3 attempts. "
                + "The last one failed: no such column: nme");
        assertThat(a.suggestions()).contains("Rephrase the question, or name the tables and columns it is about.");
        assertThat(history.entries.get(0).status()).isEqualTo(Status.FAILED);
    }

    @Test
    void should_ask_again_when_the_guard_refuses_a_candidate_as_unsafe_and_answer_from_the_safe_one() {
        generator.then(sql("DROP TABLE customer")).then(sql("SELECT COUNT(*) FROM customer"));

        Answer a = builder().build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.attempts().get(0)).isEqualTo(new Attempt("DROP TABLE customer", "DROP writes"));
        assertThat(executor.ran).containsExactly("SELECT COUNT(*) FROM customer");
    }

    @Test
    void should_end_refused_when_every_candidate_is_unsafe() {
        for (int i = 0; i < 2; i++) generator.then(sql("DROP TABLE customer"));

        Answer a = builder().maxRepairs(1).build().ask("How many customers are there?");

        assertThat(a.status()).isEqualTo(Status.REFUSED);
        assertThat(a.text()).isEqualTo("askdb refused the SQL written for this question (2 attempts); askdb only runs a "
                + "single read-only query that its guard and the access policy allow. The last refusal: DROP writes");
        assertThat(executor.ran).isEmpty();
    }

    @Test
    void should_ask_a_clarifying_question_and_run_nothing_when_confidence_is_low_and_terms_are_ambiguous() {
        generator.then(new CandidateSql("SELECT COUNT(*) FROM customer", "", List.of(), List.of(), List.of("best"), 20,
                Usage.NONE, "By \"best\", do you mean most orders or most revenue?"));

        Answer a = builder().build().ask("Who are the best customers?");

        assertThat(a.status()).isEqualTo(Status.CLARIFICATION_NEEDED);
        assertThat(a.clarification()).isEqualTo("By \"best\", do you mean most orders or most revenue?");
        assertThat(a.conversationId()).as("a new conversation to reply in").matches("[0-9a-f-]{36}");
        assertThat(history.entries.get(0).conversationId()).isEqualTo(a.conversationId());
        assertThat(executor.ran).isEmpty();
        assertThat(a.status().exitCode()).isEqualTo(4);
    }

    @Test
    void should_execute_when_terms_are_ambiguous_but_confidence_is_high() {
        generator.then(new CandidateSql("SELECT COUNT(*) FROM customer", "", List.of(), List.of(), List.of("best"), 95,
                Usage.NONE, "Which best?"));

        assertThat(builder().build().ask("Who are the best customers?").status()).isEqualTo(Status.ANSWERED);
    }

    @Test
    void should_rewrite_a_follow_up_with_the_earlier_questions_of_its_conversation() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        List<String> seen = new ArrayList<>();
        TextToSql askdb = builder().rewriter((q, turns) -> {
            seen.add(turns.toString());
            return new Rewrite(turns.get(0).question() + " (" + q + ")", true, null);
        }).build();

        askdb.ask(new Question("How many customers are there?", "", "c1"));
        Answer second = askdb.ask(new Question("and only in 2024?", "", "c1"));

        assertThat(second.rewrittenQuestion()).isEqualTo("How many customers are there? (and only in 2024?)");
        assertThat(second.conversationId()).isEqualTo("c1");
        assertThat(generator.requests.get(1).question()).isEqualTo("How many customers are there? (and only in 2024?)");
        assertThat(seen).hasSize(1);
        assertThat(history.entries.get(1).rewrittenQuestion()).isEqualTo(second.rewrittenQuestion());
    }

    @Test
    void should_hand_the_earlier_turns_to_the_generator_when_no_rewriter_is_set() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        TextToSql askdb = builder().build();

        askdb.ask(new Question("How many customers are there?", "", "c1"));
        Answer second = askdb.ask(new Question("and only in 2024?", "", "c1"));

        assertThat(generator.requests.get(0).earlier()).isEmpty();
        assertThat(generator.requests.get(1).question()).isEqualTo("and only in 2024?");
        assertThat(generator.requests.get(1).earlier())
                .containsExactly(new io.askdb.conversation.Turn("How many customers are there?", "SELECT COUNT(*) FROM customer"));
        assertThat(second.rewrittenQuestion()).isEmpty();
        assertThat(second.trace().steps().get(1).outcome())
                .isEqualTo("not rewritten: no follow-up rewriter; 1 earlier turn goes to the generator");
    }

    @Test
    void should_not_hand_earlier_turns_to_the_generator_when_a_rewriter_made_the_follow_up_stand_alone() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"));
        TextToSql askdb = builder().rewriter((q, turns) -> new Rewrite(turns.get(0).question() + " " + q, true, null)).build();

        askdb.ask(new Question("How many customers are there?", "", "c1"));
        askdb.ask(new Question("and only in 2024?", "", "c1"));

        assertThat(generator.requests.get(1).earlier()).isEmpty();
    }

    @Test
    void should_rewrite_a_follow_up_only_with_the_same_caller_s_turns_when_two_callers_share_a_conversation_id() {
        generator.then(sql("SELECT COUNT(*) FROM customer")).then(sql("SELECT COUNT(*) FROM customer"))
                .then(sql("SELECT COUNT(*) FROM customer"));
        List<String> seen = new ArrayList<>();
        TextToSql askdb = builder().rewriter((q, turns) -> {
            seen.add(turns.stream().map(io.askdb.conversation.Turn::question).toList().toString());
            return new Rewrite(turns.get(turns.size() - 1).question() + " (" + q + ")", true, null);
        }).build();
        io.askdb.policy.Caller a = io.askdb.policy.Caller.ANONYMOUS.identified("key:aaaaaaaaaaaaaaaa");
        io.askdb.policy.Caller b = io.askdb.policy.Caller.ANONYMOUS.identified("key:bbbbbbbbbbbbbbbb");

        askdb.ask(new Question("How many customers are there?", "", "c1").by(a));
        Answer intruder = askdb.ask(new Question("and only in 2024?", "", "c1").by(b));
        Answer owner = askdb.ask(new Question("and only in 2024?", "", "c1").by(a));

        assertThat(intruder.rewrittenQuestion()).isEmpty();
        assertThat(intruder.trace().steps().get(1).outcome()).isEqualTo("first question of the conversation");
        assertThat(owner.rewrittenQuestion()).isEqualTo("How many customers are there? (and only in 2024?)");
        assertThat(seen).containsExactly("[How many customers are there?]");
        assertThat(history.entries).extracting(io.askdb.history.HistoryEntry::asker)
                .containsExactly("key:aaaaaaaaaaaaaaaa", "key:bbbbbbbbbbbbbbbb", "key:aaaaaaaaaaaaaaaa");
    }

    @Test
    void should_record_the_caller_s_id_as_asker_when_user_sql_runs_for_an_identified_caller() {
        TextToSql askdb = builder().build();

        askdb.runSql("SELECT COUNT(*) FROM customer", io.askdb.policy.Caller.of("tenant", "7").identified("key:cccccccccccccccc"));
        askdb.runSql("SELECT COUNT(*) FROM customer");

        assertThat(history.entries).extracting(io.askdb.history.HistoryEntry::asker).containsExactly("key:cccccccccccccccc", null);
    }

    @Test
    void should_rethrow_a_part_fault_unwrapped_and_record_it_with_the_steps_that_ended() {
        generator.then(sql("SELECT COUNT(*) FROM customer"));
        TextToSql askdb = builder().dryRun(s -> {
            throw new AskdbException(ErrorCode.DATABASE_ERROR, "The database is down.");
        }).build();

        assertThatThrownBy(() -> askdb.ask("How many customers are there?"))
                .isInstanceOf(AskdbException.class).hasMessage("The database is down.");
        assertThat(history.entries.get(0).status()).isEqualTo(Status.FAILED);
        assertThat(history.entries.get(0).trace().steps()).extracting(TraceStep::step).endsWith("generate");
    }

    @Test
    void should_stream_each_step_to_the_listener_as_it_ends() {
        generator.then(sql("SELECT COUNT(*) FROM customer"));
        List<String> streamed = new ArrayList<>();

        Answer a = builder().build().ask(Question.of("How many customers are there?"), s -> streamed.add(s.step()));

        assertThat(streamed).isEqualTo(steps(a));
    }

    @Test
    void should_draw_the_graph_as_the_golden_mermaid_diagram_shown_in_the_readme() throws Exception {
        String golden = new String(AgentGraphTest.class.getResourceAsStream("/golden/agent-graph.mmd").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);

        assertThat(builder().build().agentDiagram().strip()).isEqualTo(golden.strip());
    }
}
