package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code askdb eval} scores a question whose model reply cannot be read, or whose database file is
 * missing, with that verdict and its reason, and goes on to the next question (issue 15).
 */
class EvalGoesOnTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Spider layout: shop and music have files, ghost has none. */
    private Path dataset() throws Exception {
        Path shop = Files.createDirectories(dir.resolve("spider/database/shop"));
        SqliteFixture.create(shop, "shop", """
                CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL NOT NULL);
                INSERT INTO orders VALUES (1,30.0),(2,20.0),(3,50.0)""");
        Path music = Files.createDirectories(dir.resolve("spider/database/music"));
        SqliteFixture.create(music, "music", """
                CREATE TABLE artists (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                INSERT INTO artists VALUES (1,'AC/DC'),(2,'Accept')""");
        Path questions = dir.resolve("spider/train.json");
        Files.writeString(questions, """
                [
                 {"db_id": "shop", "question": "How many orders are there?", "query": "SELECT count(*) FROM orders"},
                 {"db_id": "ghost", "question": "How many ghosts are there?", "query": "SELECT count(*) FROM ghosts"},
                 {"db_id": "shop", "question": "What is the largest order total?", "query": "SELECT max(total) FROM orders"},
                 {"db_id": "music", "question": "How many artists are there?", "query": "SELECT count(*) FROM artists"}
                ]""");
        return questions;
    }

    private static Map<String, JsonNode> results(Path out) throws Exception {
        Map<String, JsonNode> byId = new LinkedHashMap<>();
        for (String line : Files.readAllLines(out.resolve("questions.jsonl"))) {
            JsonNode n = JSON.readTree(line);
            byId.put(n.get("id").asText(), n);
        }
        return byId;
    }

    @Test
    void should_score_an_unreadable_reply_and_a_missing_database_and_go_on_when_evaluating_with_a_model() throws Exception {
        Path questions = dataset();
        Path out = dir.resolve("out");
        try (MockOpenAi llm = new MockOpenAi()) {
            llm.replySql("SELECT count(*) FROM orders")
                    .replyText("{\"sql\": \"SELECT max(total) FROM ord").replyText("{\"sql\": \"SELECT max(tot")
                    .replySql("SELECT count(*) FROM artists");

            CliRun run = CliRun.run(dir, llm.env(), "eval", "--dataset", questions.toString(), "--generator", "llm",
                    "--out", out.toString());

            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(llm.requests()).isEqualTo(4);
        }
        Map<String, JsonNode> r = results(out);
        assertThat(r.keySet()).containsExactly("0", "1", "2", "3");
        assertThat(r.get("0").get("verdict").asText()).isEqualTo("correct");
        assertThat(r.get("1").get("verdict").asText()).isEqualTo("missing_database");
        assertThat(r.get("1").get("error").asText()).startsWith("database file not found: ")
                .contains(dir.resolve("spider/database/ghost/ghost.sqlite").toAbsolutePath().toString());
        assertThat(r.get("2").get("verdict").asText()).isEqualTo("unreadable_reply");
        assertThat(r.get("2").get("error").asText()).startsWith("model reply not readable: ").contains("cut off mid-way");
        assertThat(r.get("3").get("verdict").asText()).isEqualTo("correct");
        JsonNode report = JSON.readTree(out.resolve("report.json").toFile());
        assertThat(report.get("total").asInt()).isEqualTo(4);
        assertThat(report.get("scored").asInt()).as("the missing database is left out of EX").isEqualTo(3);
        assertThat(report.get("correct").asInt()).isEqualTo(2);
        assertThat(report.get("verdicts").get("unreadable_reply").asInt()).isEqualTo(1);
        assertThat(report.get("verdicts").get("missing_database").asInt()).isEqualTo(1);
        assertThat(Files.readString(out.resolve("summary.md"))).contains("| UNREADABLE_REPLY | 1 |", "| MISSING_DATABASE | 1 |");
    }

    @Test
    void should_score_a_missing_database_and_go_on_when_replaying_gold_sql() throws Exception {
        Path questions = dataset();
        Path out = dir.resolve("gold");

        CliRun run = CliRun.run(dir, "eval", "--dataset", questions.toString(), "--generator", "gold", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, JsonNode> r = results(out);
        assertThat(r.values()).extracting(n -> n.get("verdict").asText())
                .containsExactly("correct", "missing_database", "correct", "correct");
        assertThat(List.of(r.get("1").get("error").asText())).allMatch(e -> e.contains("ghost"));
    }
}
