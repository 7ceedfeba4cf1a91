package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code askdb eval} end to end: real datasets shipped in data/, and a Spider-layout directory built here. */
class EvalCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DEFOG = Path.of("..", "data", "defog");

    @TempDir
    Path dir;

    private JsonNode report(Path out) throws Exception {
        return JSON.readTree(out.resolve("report.json").toFile());
    }

    private Map<String, String> verdicts(Path out) throws Exception {
        return Files.readAllLines(out.resolve("questions.jsonl")).stream().map(this::tree)
                .collect(Collectors.toMap(n -> n.get("id").asText(), n -> n.get("verdict").asText()));
    }

    private JsonNode tree(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A Spider-layout directory: <root>/database/<db>/<db>.sqlite and a questions JSON beside it. */
    private Path spider() throws Exception {
        Path questions = dir.resolve("spider/dev.json");
        if (Files.exists(questions)) return questions;
        Path shop = Files.createDirectories(dir.resolve("spider/database/shop"));
        SqliteFixture.create(shop, "shop", """
                CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
                CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), total REAL NOT NULL);
                INSERT INTO customers VALUES (1,'Ana Tor','Lisbon'),(2,'Ben Ode','Porto'),(3,'Cy Lam','Porto');
                INSERT INTO orders VALUES (1,1,30.0),(2,1,20.0),(3,2,50.0),(4,3,5.5)""");
        Path music = Files.createDirectories(dir.resolve("spider/database/music"));
        SqliteFixture.create(music, "music", """
                CREATE TABLE artists (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                INSERT INTO artists VALUES (1,'AC/DC'),(2,'Accept'),(3,'Aerosmith')""");
        Files.writeString(questions, """
                [
                 {"db_id": "shop", "question": "How many orders are there?", "query": "SELECT count(*) FROM orders"},
                 {"db_id": "shop", "question": "Which customer was refunded most recently?",
                  "query": "SELECT name, city FROM customers WHERE id = 1"},
                 {"db_id": "shop", "question": "List order totals from largest to smallest.",
                  "query": "SELECT total FROM orders ORDER BY total DESC"},
                 {"db_id": "music", "question": "How many artists are there?", "query": "SELECT count(*) FROM artists"}
                ]""");
        return questions;
    }

    @Test
    void should_score_every_gold_query_correct_when_gold_sql_is_the_prediction_on_defog_questions() throws Exception {
        for (String set : List.of("questions_gen_sqlite", "instruct_basic_sqlite")) {
            Path out = dir.resolve(set);
            CliRun run = CliRun.run(dir, "eval", "--dataset", DEFOG.resolve("questions/" + set + ".csv").toString(),
                    "--generator", "gold", "--out", out.toString());

            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode report = report(out);
            int expected = set.startsWith("questions_gen") ? 210 : 40;
            assertThat(report.get("total").asInt()).isEqualTo(expected);
            assertThat(report.get("correct").asInt()).as(set).isEqualTo(expected);
            assertThat(report.get("ex").asDouble()).isEqualTo(1.0);
            assertThat(run.out()).contains("EX " + expected + "/" + expected + " = 100.0% (spider rules)");
        }
    }

    @Test
    void should_score_gold_100_percent_and_the_planner_per_question_when_the_dataset_is_in_spider_layout() throws Exception {
        Path questions = spider();
        Path gold = dir.resolve("gold");
        Path planner = dir.resolve("planner");

        CliRun goldRun = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "gold", "--out", gold.toString());
        CliRun plannerRun = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "planner",
                "--out", planner.toString(), "--min-ex", "90");

        assertThat(goldRun.exitCode()).as(goldRun.err()).isZero();
        assertThat(report(gold).get("correct").asInt()).isEqualTo(4);
        assertThat(report(gold).get("by_db").get("shop").get("correct").asInt()).isEqualTo(3);
        assertThat(plannerRun.exitCode()).as("below --min-ex 90").isEqualTo(4);
        Map<String, String> verdicts = verdicts(planner);
        assertThat(verdicts.get("0")).isEqualTo("correct");
        assertThat(verdicts.get("3")).isEqualTo("correct");
        assertThat(verdicts.get("1")).isIn("declined", "wrong_result");
        assertThat(report(planner).get("correct").asInt()).isEqualTo(
                (int) verdicts.values().stream().filter("correct"::equals).count());
    }

    @Test
    void should_mark_wrong_refused_and_missing_predictions_when_replaying_a_recording() throws Exception {
        Path questions = spider();
        Path recording = dir.resolve("recorded.jsonl");
        Files.writeString(recording, """
                {"id": "0", "sql": "SELECT count(*) FROM customers"}
                {"db": "shop", "question": "Which customer was refunded most recently?", "predicted_sql": "SELECT city, name FROM customers WHERE id = 1"}
                {"id": "2", "sql": "DELETE FROM orders"}
                """);
        Path out = dir.resolve("replay");

        CliRun run = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "replay:" + recording, "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(verdicts(out)).containsExactlyInAnyOrderEntriesOf(Map.of(
                "0", "wrong_result", "1", "correct", "2", "refused", "3", "declined"));
        assertThat(SqliteFixture.count(dir.resolve("spider/database/shop/shop.sqlite"), "SELECT count(*) FROM orders")).isEqualTo(4);
    }

    @Test
    void should_run_only_the_remaining_questions_when_resuming() throws Exception {
        Path questions = spider();
        Path out = dir.resolve("resume");

        CliRun first = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "gold", "--out", out.toString(), "--limit", "2");
        CliRun rest = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "gold", "--out", out.toString(), "--resume");

        assertThat(first.exitCode()).isZero();
        assertThat(rest.exitCode()).isZero();
        List<String> ids = Files.readAllLines(out.resolve("questions.jsonl")).stream().map(l -> tree(l).get("id").asText()).toList();
        assertThat(ids).containsExactly("0", "1", "2", "3");
        assertThat(report(out).get("correct").asInt()).isEqualTo(4);
    }

    @Test
    void should_keep_only_the_chosen_databases_when_filtering() throws Exception {
        Path out = dir.resolve("filtered");

        CliRun run = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "gold", "--out", out.toString(), "--db-filter", "music");

        assertThat(run.exitCode()).isZero();
        assertThat(verdicts(out)).containsOnlyKeys("3");
    }

    @Test
    void should_print_table_recall_at_5_10_20_when_linking_beaver_questions() throws Exception {
        Path out = dir.resolve("beaver");

        CliRun run = CliRun.run(dir, "eval", "--dataset", Path.of("..", "data", "beaver", "dev_dw.json").toString(), "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode linking = report(out).get("linking");
        assertThat(linking.get("questions").asInt()).isEqualTo(121);
        double r5 = linking.get("table_recall").get("5").asDouble();
        double r10 = linking.get("table_recall").get("10").asDouble();
        double r20 = linking.get("table_recall").get("20").asDouble();
        assertThat(r5).isLessThanOrEqualTo(r10);
        assertThat(r10).isLessThanOrEqualTo(r20);
        assertThat(r20).as("BM25 linking recall@20 on BEAVER dw").isGreaterThan(0.85);
        assertThat(run.out()).contains("Schema-linking recall", "k=20");
    }

    @Test
    void should_report_model_tokens_when_the_generator_is_an_llm() throws Exception {
        Path questions = spider();
        Path out = dir.resolve("llm");
        try (MockOpenAi llm = new MockOpenAi()) {
            llm.replySql("SELECT COUNT(*) FROM orders");

            CliRun run = CliRun.run(dir, llm.env(), "eval", "--dataset", questions.toString(), "--generator", "llm",
                    "--out", out.toString(), "--limit", "1");

            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode report = report(out);
            assertThat(report.get("correct").asInt()).isEqualTo(1);
            assertThat(report.get("model_calls").asInt()).isEqualTo(1);
            assertThat(report.get("input_tokens").asInt()).isEqualTo(500);
            assertThat(report.get("generator").asText()).isEqualTo("llm:openai/gpt-4o-mini");
        }
    }

    @Test
    void should_exit_2_with_one_message_when_the_generator_or_dataset_is_wrong() throws Exception {
        CliRun badGenerator = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "magic");
        CliRun missing = CliRun.run(dir, "eval", "--dataset", dir.resolve("nope.json").toString());
        CliRun noDatabase = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "gold",
                "--db-root", dir.toString(), "--out", dir.resolve("x").toString());

        assertThat(badGenerator.exitCode()).isEqualTo(2);
        assertThat(badGenerator.err()).contains("--generator: 'magic' is not one of planner, llm, gold, replay:FILE");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("nope.json").doesNotContain("Exception");
        assertThat(noDatabase.exitCode()).isEqualTo(2);
        assertThat(noDatabase.err()).contains("--db-root").doesNotContain("\tat ");
    }

    @Test
    void should_exit_2_with_one_message_when_syn_wording_is_asked_of_a_dataset_without_paraphrases() throws Exception {
        CliRun run = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "gold", "--wording", "syn",
                "--out", dir.resolve("syn").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("dev.json record 1: field \"question_syn\" (the Spider-Syn paraphrase) is missing")
                .contains("use --wording original").doesNotContain("\tat ").doesNotContain("Exception");
    }

    @Test
    void should_record_wording_sample_and_hardness_in_the_report_when_sampling() throws Exception {
        Path out = dir.resolve("sampled");
        CliRun run = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "gold", "--sample", "2", "--seed", "5",
                "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = report(out);
        assertThat(report.get("wording").asText()).isEqualTo("original");
        assertThat(report.get("sample").get("size").asInt()).isEqualTo(2);
        assertThat(report.get("sample").get("seed").asLong()).isEqualTo(5);
        assertThat(report.get("total").asInt()).isEqualTo(2);
        assertThat(report.get("precision").asDouble()).isEqualTo(1.0);
        assertThat(report.get("by_hardness").has("extra")).isTrue();
    }

    @Test
    void should_keep_the_planners_score_on_the_chinook_golden_questions_when_the_planner_changes() throws Exception {
        Path golden = Path.of("..", "data", "chinook", "golden.jsonl");
        Path gold = dir.resolve("chinook-gold");
        Path planner = dir.resolve("chinook-planner");

        CliRun goldRun = CliRun.run(dir, "eval", "--dataset", golden.toString(), "--generator", "gold", "--out", gold.toString());
        CliRun plannerRun = CliRun.run(dir, "eval", "--dataset", golden.toString(), "--generator", "planner", "--out", planner.toString());

        assertThat(goldRun.exitCode()).as(goldRun.err()).isZero();
        assertThat(report(gold).get("correct").asInt()).isEqualTo(25);
        assertThat(plannerRun.exitCode()).as(plannerRun.err()).isZero();
        assertThat(report(planner).get("correct").asInt()).as("planner EX on data/chinook/golden.jsonl, 13/25 when written")
                .isGreaterThanOrEqualTo(13);
        assertThat(report(planner).get("by_tag").get("kind").get("count").get("correct").asInt()).isEqualTo(3);
    }

    @Test
    void should_refuse_to_resume_when_the_output_holds_another_generators_run() throws Exception {
        Path questions = spider();
        Path out = dir.resolve("mixed");
        CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "gold", "--out", out.toString(), "--limit", "2");

        CliRun resumed = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "planner", "--out", out.toString(), "--resume");

        assertThat(resumed.exitCode()).isEqualTo(2);
        assertThat(resumed.err()).contains("Cannot resume", "generator gold", "not of dev.json, generator planner");
        assertThat(Files.readAllLines(out.resolve("questions.jsonl"))).hasSize(2);
    }

    @Test
    void should_stop_with_exit_1_instead_of_scoring_questions_wrong_when_the_model_is_unreachable() throws Exception {
        Path out = dir.resolve("down");
        Map<String, String> env = Map.of("ASKDB_LLM_PROVIDER", "openai", "ASKDB_LLM_MODEL", "m",
                "ASKDB_LLM_BASE_URL", "http://127.0.0.1:9/v1", "ASKDB_LLM_API_KEY", "x", "ASKDB_LLM_TIMEOUT", "2");

        CliRun run = CliRun.run(dir, env, "eval", "--dataset", spider().toString(), "--generator", "llm", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("reached").doesNotContain("\tat ");
        assertThat(out.resolve("questions.jsonl")).as("no question was scored").doesNotExist();
    }

    @Test
    void should_say_why_when_ex_is_below_min_ex_and_reject_a_bad_limit() throws Exception {
        CliRun below = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--generator", "planner",
                "--out", dir.resolve("p").toString(), "--min-ex", "99");
        CliRun badLimit = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--limit", "-1");
        CliRun badMin = CliRun.run(dir, "eval", "--dataset", spider().toString(), "--min-ex", "150");

        assertThat(below.exitCode()).isEqualTo(4);
        assertThat(below.err()).containsPattern("EX [0-9.]+% is below --min-ex 99");
        assertThat(badLimit.exitCode()).isEqualTo(2);
        assertThat(badLimit.err()).contains("--limit must be 0 (all questions) or more, was -1");
        assertThat(badMin.exitCode()).isEqualTo(2);
        assertThat(badMin.err()).contains("--min-ex is a percentage from 0 to 100");
    }

    @Test
    void should_run_every_question_on_the_one_database_when_db_is_given() throws Exception {
        Path out = dir.resolve("one");
        Path questions = dir.resolve("mine.jsonl");
        Files.writeString(questions, """
                {"question": "How many genres are there?", "sql": "SELECT COUNT(*) FROM Genre", "db": "music"}
                {"question": "How many albums are there?", "sql": ["SELECT COUNT(*) FROM Album", "SELECT COUNT(AlbumId) FROM Album"], "db": "music"}
                """);

        CliRun run = CliRun.run(dir, "--db", Path.of("..", "data", "chinook", "chinook.sqlite").toString(),
                "eval", "--dataset", questions.toString(), "--generator", "planner", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(verdicts(out)).containsExactlyInAnyOrderEntriesOf(Map.of("1", "correct", "2", "correct"));
    }
}
