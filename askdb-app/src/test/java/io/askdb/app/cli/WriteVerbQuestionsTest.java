package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case N14 of shared/cases/public-reports-2.md: read-only questions that contain a write verb go
 * through the whole agent (scripted replies from a local OpenAI-compatible server) on a real
 * SQLite file and are answered; a request to change data is still refused before any model call,
 * and a write the model writes anyway is refused by the guard.
 */
class WriteVerbQuestionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DATA = """
            CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, status TEXT NOT NULL, updated_at TEXT NOT NULL);
            INSERT INTO subscriptions VALUES (1,'Ana','active','2024-05-01'),(2,'Ben','deleted','2024-05-03'),(3,'Cy','dropped','2024-05-04'),(4,'Di','deleted','2024-05-06'),(5,'Eve','active','2024-05-07');
            CREATE TABLE prices (id INTEGER PRIMARY KEY, product TEXT NOT NULL, old_price REAL NOT NULL, new_price REAL NOT NULL);
            INSERT INTO prices VALUES (1,'Desk',250,199),(2,'Lamp',90,95),(3,'Chair',1200,900)""";

    @TempDir
    Path dir;
    MockOpenAi llm;
    Path db;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
        db = SqliteFixture.create(dir, "n14", DATA);
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private JsonNode ask(String question, int expectedExit) throws Exception {
        CliRun run = CliRun.run(dir, llm.env(), "--db", db.toString(), "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(expectedExit);
        return JSON.readTree(run.out());
    }

    @Test
    void should_answer_2_when_update_me_heads_a_count_question_case_N14() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM subscriptions WHERE status = 'active'");

        JsonNode a = ask("Update me: how many active subscriptions are there?", 0);

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("rows").toString()).isEqualTo("[[2]]");
        assertThat(llm.requests()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void should_answer_2_when_delete_statistics_heads_a_count_question_case_N14() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM subscriptions WHERE status = 'deleted'");

        JsonNode a = ask("Delete statistics: how many deleted subscriptions are there?", 0);

        assertThat(a.get("rows").toString()).isEqualTo("[[2]]");
    }

    @Test
    void should_show_three_letter_names_when_asked_to_truncate_them_case_N14() throws Exception {
        llm.replySql("SELECT substr(product, 1, 3) AS short_name FROM prices ORDER BY id");

        JsonNode a = ask("Can you truncate the product names to 3 letters?", 0);

        assertThat(a.get("columns").toString()).contains("short_name");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"Des\"],[\"Lam\"],[\"Cha\"]]");
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM prices WHERE product = 'Desk'")).isEqualTo(1);
    }

    @Test
    void should_refuse_before_any_model_call_when_the_question_commands_a_delete() throws Exception {
        JsonNode a = ask("Delete the deleted subscriptions.", 3);

        assertThat(a.get("status").asText()).isEqualTo("refused");
        assertThat(a.get("answer").asText()).contains("'delete' asks to change the database");
        assertThat(llm.requests()).isZero();
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM subscriptions")).isEqualTo(5);
    }

    @Test
    void should_refuse_in_the_guard_and_keep_rows_when_a_passed_question_gets_a_delete_from_the_model() throws Exception {
        for (int i = 0; i < 4; i++) llm.replySql("DELETE FROM subscriptions WHERE status = 'deleted'");

        JsonNode a = ask("Delete statistics: how many deleted subscriptions are there?", 3);

        assertThat(a.get("status").asText()).isEqualTo("refused");
        assertThat(llm.requests()).isGreaterThanOrEqualTo(1);
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM subscriptions")).isEqualTo(5);
    }
}
