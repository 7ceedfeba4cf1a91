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
 * and a write the model writes anyway is refused by the guard. A write verb aimed at a property of
 * the output and joined to a read ("Remove duplicates and list ...", "Replace nulls with 0 and show
 * ...") is answered the same way. Expected rows checked with the sqlite3 shell on the same script.
 */
class WriteVerbQuestionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DATA = """
            CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, status TEXT NOT NULL, updated_at TEXT NOT NULL);
            INSERT INTO subscriptions VALUES (1,'Ana','active','2024-05-01'),(2,'Ben','deleted','2024-05-03'),(3,'Cy','dropped','2024-05-04'),(4,'Di','deleted','2024-05-06'),(5,'Eve','active','2024-05-07');
            CREATE TABLE prices (id INTEGER PRIMARY KEY, product TEXT NOT NULL, old_price REAL NOT NULL, new_price REAL NOT NULL);
            INSERT INTO prices VALUES (1,'Desk',250,199),(2,'Lamp',90,95),(3,'Chair',1200,900);
            CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
            INSERT INTO customers VALUES (1,'Ana','Brazil'),(2,'Ben','Canada'),(3,'Caio','Brazil'),(4,'Dee','USA'),(5,'Eli','Canada'),(6,'Fritz','Germany');
            CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), total REAL NOT NULL);
            INSERT INTO invoices VALUES (1,1,2.5),(2,2,4.25),(3,3,6.5),(4,4,8.75),(5,1,1.25)""";

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

    @Test
    void should_list_four_distinct_countries_when_asked_to_remove_duplicates_and_list_them() throws Exception {
        llm.replySql("SELECT DISTINCT country FROM customers ORDER BY country");

        JsonNode a = ask("Remove duplicates and list the distinct countries of customers", 0);

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("rows").toString()).isEqualTo("[[\"Brazil\"],[\"Canada\"],[\"Germany\"],[\"USA\"]]");
        assertThat(llm.requests()).isGreaterThanOrEqualTo(1);
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM customers")).isEqualTo(6);
    }

    @Test
    void should_show_zero_for_a_country_without_invoices_when_asked_to_replace_nulls_with_0() throws Exception {
        llm.replySql("SELECT c.country, COALESCE(SUM(i.total), 0) AS total FROM customers c "
                + "LEFT JOIN invoices i ON i.customer_id = c.id GROUP BY c.country ORDER BY c.country");

        JsonNode a = ask("Replace nulls with 0 and show the total of invoices per country", 0);

        assertThat(a.get("rows").toString())
                .isEqualTo("[[\"Brazil\",10.25],[\"Canada\",4.25],[\"Germany\",0],[\"USA\",8.75]]");
    }

    @Test
    void should_refuse_in_the_guard_and_keep_rows_when_the_model_answers_remove_duplicates_with_a_delete() throws Exception {
        for (int i = 0; i < 4; i++) llm.replySql("DELETE FROM customers WHERE id NOT IN (SELECT MIN(id) FROM customers GROUP BY country)");

        JsonNode a = ask("Remove duplicates and list the distinct countries of customers", 3);

        assertThat(a.get("status").asText()).isEqualTo("refused");
        assertThat(llm.requests()).isGreaterThanOrEqualTo(1);
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM customers")).isEqualTo(6);
    }

    @Test
    void should_refuse_before_any_model_call_when_a_stored_row_is_removed_before_a_read() throws Exception {
        JsonNode a = ask("Remove customer 5 and show the customers", 3);

        assertThat(a.get("answer").asText()).contains("'remove' asks to change the database");
        assertThat(llm.requests()).isZero();
        assertThat(SqliteFixture.count(db, "SELECT COUNT(*) FROM customers")).isEqualTo(6);
    }
}
