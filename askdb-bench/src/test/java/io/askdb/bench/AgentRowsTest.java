package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.catalog.Table;
import io.askdb.trace.TraceStep;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The agent rows on real databases: Chinook, and BEAVER's dw schema as an empty SQLite file (its index is built once). */
class AgentRowsTest {
    @TempDir
    static Path work;

    static AgentPipeline chinook;
    static AgentPipeline beaver;

    @BeforeAll
    static void prepare() {
        chinook = new AgentPipeline(AgentDatabase.chinook(BenchTest.CHINOOK, work), work.resolve("index-chinook"));
        chinook.prepare();
        beaver = new AgentPipeline(AgentDatabase.beaver(work), work.resolve("index-beaver"));
        beaver.prepare();
    }

    private static AgentRows rows(int repetitions) {
        BenchOptions options = new BenchOptions(0, repetitions, 1, Set.of("agent"), null, work, BenchTest.CHINOOK);
        return new AgentRows(options, new Sampler(0, repetitions), line -> { });
    }

    @Test
    void should_answer_with_the_scripted_gold_sql_at_the_first_try_through_every_agent_step_when_asked_on_chinook() {
        ScriptedQuestion first = chinook.database().questions().get(0);
        long calls = chinook.model().calls();

        Answer answer = chinook.ask(first);

        assertThat(first).isEqualTo(new ScriptedQuestion("How many tracks are there?", "SELECT COUNT(*) FROM Track"));
        assertThat(answer.status()).isEqualTo(Status.ANSWERED);
        assertThat(answer.sql()).isEqualTo("SELECT COUNT(*) FROM Track");
        assertThat(answer.attempts()).hasSize(1);
        assertThat(answer.result().rows()).containsExactly(List.of(3503L));
        assertThat(chinook.model().calls() - calls).isEqualTo(1);
        assertThat(answer.trace().steps()).extracting(TraceStep::step).containsExactly(
                "route", "rewrite", "link", "retrieve", "generate", "validate", "confidence", "execute", "critic", "explain");
    }

    @Test
    void should_report_one_positive_own_time_sample_of_an_answered_question_when_chinook_runs_once() {
        BenchRow row = rows(1).ownTime("agent.chinook", chinook);

        assertThat(row.name()).isEqualTo("agent.chinook");
        assertThat(row.unit()).isEqualTo("ms");
        assertThat(row.samples()).isEqualTo(1);
        assertThat(row.median()).isPositive().isEqualTo(row.p95());
        assertThat(row.note()).startsWith("25 questions over 11 tables; wall-clock of ask() minus the scripted model's time; "
                + "Trace.ownMillis p50 ").endsWith("; 1 of 1 samples answered, 1 at the first try");
    }

    @Test
    void should_report_one_positive_own_time_sample_of_an_answered_question_when_beaver_dw_runs_once() {
        BenchRow row = rows(1).ownTime("agent.beaver", beaver);

        assertThat(row.samples()).isEqualTo(1);
        assertThat(row.median()).isPositive();
        assertThat(row.note()).startsWith("121 questions over 97 tables; ").endsWith("; 1 of 1 samples answered, 1 at the first try");
    }

    @Test
    void should_count_the_whole_schema_prompt_larger_than_the_linked_one_when_beaver_dw_has_97_tables() {
        AgentDatabase all = beaver.database();
        AgentPipeline firstTen = new AgentPipeline(new AgentDatabase("beaver", all.file(), all.questions().subList(0, 10), null),
                work.resolve("index-beaver"));
        firstTen.prepare();

        List<BenchRow> rows = TokenRows.measure("beaver", firstTen, List.of("agent.tokens.beaver", "agent.tokens.beaver.whole"));

        assertThat(rows).extracting(BenchRow::name).containsExactly("agent.tokens.beaver", "agent.tokens.beaver.whole");
        BenchRow linked = rows.get(0);
        BenchRow whole = rows.get(1);
        assertThat(linked.samples()).isEqualTo(10);
        assertThat(whole.samples()).isEqualTo(10);
        assertThat(linked.unit()).isEqualTo("tokens");
        assertThat(linked.note()).contains("97.0 linked tables of 97 on average; gpt-4o-mini tokens");
        assertThat(whole.note()).contains("the same prompt with all 97 tables");
        // the linked prompt holds what fits the 8,000-token schema budget (issue 18); the whole schema is about 16,000
        assertThat(whole.median()).isGreaterThan(1.5 * linked.median());
        assertThat(whole.p95()).isGreaterThan(linked.p95());
    }

    @Test
    void should_render_every_table_in_the_whole_schema_prompt_and_only_linked_ones_in_the_sent_prompt_when_asked_on_beaver() {
        beaver.ask(beaver.database().questions().get(0));

        String sent = userText(beaver.model().requests().get(0).messages());
        String whole = userText(beaver.wholeSchemaPrompt(beaver.lastRequest()));

        List<String> names = beaver.catalog().tables().stream().map(Table::id).map(id -> "\"" + id.name() + "\"").toList();
        assertThat(names).hasSize(97).allSatisfy(name -> assertThat(whole).contains(name));
        assertThat(names.stream().filter(sent::contains)).hasSizeBetween(20, 96);
    }

    @Test
    void should_count_prompt_tokens_of_all_25_chinook_questions_when_the_tokens_rows_run() {
        List<BenchRow> rows = TokenRows.measure("chinook", chinook, List.of("agent.tokens.chinook.whole"));

        assertThat(rows).singleElement().satisfies(row -> {
            assertThat(row.name()).isEqualTo("agent.tokens.chinook.whole");
            assertThat(row.samples()).isEqualTo(25);
            assertThat(row.median()).isGreaterThan(1000).isLessThanOrEqualTo(row.p95());
            assertThat(row.note()).contains("the same prompt with all 11 tables");
        });
    }

    private static String userText(List<ChatMessage> messages) {
        return ((UserMessage) messages.get(1)).singleText();
    }
}
