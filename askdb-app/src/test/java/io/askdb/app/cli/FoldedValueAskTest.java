package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored values written otherwise in the question, through the whole CLI on SQLite: case N05 of
 * shared/cases/public-reports-2.md ('São Paulo' stored twice and 'Sao Paulo' once; 'Zürich') and a
 * state stored as 'NorthCarolina', as in Spider's e_government database (Spider, CC BY-SA 4.0;
 * rows shortened). Through the LLM path (a local mock server scripts the model: first the wrong
 * spelling, then the repair) and through the planner (no model configured). Expected values
 * checked with sqlite3.
 */
class FoldedValueAskTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;
    MockOpenAi llm;

    @BeforeEach
    void start() throws Exception {
        llm = new MockOpenAi();
    }

    @AfterEach
    void stop() throws Exception {
        llm.close();
    }

    private Path places() throws Exception {
        return SqliteFixture.create(dir, "places", """
                CREATE TABLE stores (id INTEGER PRIMARY KEY, city TEXT NOT NULL, revenue REAL NOT NULL);
                INSERT INTO stores VALUES (1,'São Paulo',120.0),(2,'Sao Paulo',30.0),(3,'Bogotá',80.0),(4,'Zürich',55.0),
                  (5,'Montréal',40.0),(6,'São Paulo',10.0);
                CREATE TABLE addresses (address_id INTEGER PRIMARY KEY, town_city TEXT, state_province_county TEXT);
                CREATE TABLE students (student_id INTEGER PRIMARY KEY, name TEXT, address_id INTEGER REFERENCES addresses(address_id));
                INSERT INTO addresses VALUES (1,'West Stacy','NorthCarolina'),(2,'Lake Meaghan','Colorado'),(3,'Robertsberg','NewYork');
                INSERT INTO students VALUES (1,'Ana',1),(2,'Ben',1),(3,'Cy',2),(4,'Di',3)""");
    }

    private JsonNode ask(Map<String, String> env, Path db, String question) throws Exception {
        CliRun run = CliRun.run(dir, env, "--db", db.toString(), "ask", "--json", question);
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        return JSON.readTree(run.out());
    }

    /** @return the text of every message of each request the model received, oldest first */
    private List<String> prompts() throws Exception {
        List<String> out = new ArrayList<>();
        for (String body : llm.takeBodies()) {
            StringBuilder s = new StringBuilder();
            JSON.readTree(body).get("messages").forEach(m -> s.append(m.get("content").asText()).append('\n'));
            out.add(s.toString());
        }
        return out;
    }

    @Test
    void should_not_accept_lower_as_a_fix_for_accents_and_sum_both_spellings_after_the_repair_case_N05() throws Exception {
        llm.replySql("SELECT SUM(revenue) AS total FROM stores WHERE LOWER(city) = LOWER('São Paulo')")
                .replySql("SELECT SUM(revenue) AS total FROM stores WHERE city IN ('São Paulo', 'Sao Paulo')");

        JsonNode a = ask(llm.env(), places(), "What is the total revenue of stores in Sao Paulo?");

        assertThat(a.get("rows").get(0).get(0).asDouble()).isEqualTo(160.0);
        assertThat(a.get("attempts").get(0).get("error").asText()).contains("(case-variants)")
                .contains("Include every spelling (stores.city IN (").doesNotContain("LOWER(stores.city) = LOWER");
    }

    @Test
    void should_sum_both_stored_spellings_when_the_model_repairs_to_the_offered_spellings_case_N05() throws Exception {
        llm.replySql("SELECT SUM(revenue) AS total FROM stores WHERE city = 'São Paulo'")
                .replySql("SELECT SUM(revenue) AS total FROM stores WHERE city IN ('São Paulo', 'Sao Paulo')");

        JsonNode a = ask(llm.env(), places(), "What is the total revenue of stores in Sao Paulo?");

        assertThat(a.get("rows").get(0).get(0).asDouble()).isEqualTo(160.0);
        assertThat(prompts().get(0)).contains("\"stores\".\"city\" IN (<data>'Sao Paulo', 'São Paulo'</data>) "
                + "(the question said \"Sao Paulo\"; it is stored with each of these 2 spellings, so compare with all of them)");
    }

    @Test
    void should_count_the_store_in_zurich_when_the_model_follows_the_stored_spelling_of_the_prompt_case_N05() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM stores WHERE city = 'Zürich'");

        JsonNode a = ask(llm.env(), places(), "How many stores are in Zurich?");

        assertThat(a.get("rows").get(0).get(0).asInt()).isEqualTo(1);
        assertThat(prompts().get(0)).contains("\"stores\".\"city\" = <data>'Zürich'</data> (the question said \"Zurich\")");
    }

    @Test
    void should_count_students_in_north_carolina_when_the_prompt_shows_the_stored_spelling() throws Exception {
        llm.replySql("SELECT COUNT(*) FROM students s JOIN addresses a ON a.address_id = s.address_id "
                + "WHERE a.state_province_county = 'NorthCarolina'");

        JsonNode a = ask(llm.env(), places(), "How many students live in North Carolina?");

        assertThat(a.get("rows").get(0).get(0).asInt()).isEqualTo(2);
        assertThat(prompts().get(0)).contains("\"addresses\".\"state_province_county\" = <data>'NorthCarolina'</data> "
                + "(the question said \"North Carolina\")");
    }

    @Test
    void should_list_the_students_in_north_carolina_when_the_model_repairs_the_spelling_it_wrote_with_a_space() throws Exception {
        String join = "SELECT s.name FROM students s JOIN addresses a ON a.address_id = s.address_id WHERE a.state_province_county = ";
        llm.replySql(join + "'North Carolina' ORDER BY s.name").replySql(join + "'NorthCarolina' ORDER BY s.name");

        JsonNode a = ask(llm.env(), places(), "Which students live in North Carolina?");

        assertThat(a.get("rows").toString()).isEqualTo("[[\"Ana\"],[\"Ben\"]]");
        List<String> prompts = prompts();
        assertThat(prompts).hasSize(2);
        assertThat(prompts.get(0)).contains("= <data>'NorthCarolina'</data> (the question said \"North Carolina\")");
    }

    @Test
    void should_answer_from_every_stored_spelling_and_say_which_when_the_planner_answers_case_N05() throws Exception {
        Path db = places();

        JsonNode total = ask(Map.of(), db, "What is the total revenue of stores in Sao Paulo?");
        JsonNode zurich = ask(Map.of(), db, "How many stores are in Zurich?");
        JsonNode carolina = ask(Map.of(), db, "How many students live in North Carolina?");

        assertThat(total.get("generator").asText()).isEqualTo("planner");
        assertThat(total.get("rows").get(0).get(0).asDouble()).isEqualTo(160.0);
        assertThat(total.get("sql").asText()).contains("'Sao Paulo'").contains("'São Paulo'");
        assertThat(total.toString()).contains("match each of these 2 stored spellings");
        assertThat(zurich.get("rows").get(0).get(0).asInt()).isEqualTo(1);
        assertThat(zurich.get("sql").asText()).contains("'Zürich'");
        assertThat(carolina.get("rows").get(0).get(0).asInt()).isEqualTo(2);
        assertThat(carolina.get("sql").asText()).contains("'NorthCarolina'");
    }
}
