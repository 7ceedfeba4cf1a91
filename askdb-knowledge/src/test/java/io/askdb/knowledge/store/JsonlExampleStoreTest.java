package io.askdb.knowledge.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.knowledge.Example;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonlExampleStoreTest {
    private static final String BRAZIL = "SELECT COUNT(*) FROM Customer WHERE Country = 'Brazil'";

    @TempDir
    Path dir;
    Path file;

    @BeforeEach
    void writeExamples() throws Exception {
        file = dir.resolve("examples.jsonl");
        Files.writeString(file, String.join("\n",
                "{\"question\": \"How many customers are in Brazil?\", \"sql\": \"" + BRAZIL + "\"}",
                "{\"question\": \"What is the total revenue per year?\", \"sql\": \"SELECT strftime('%Y', i.InvoiceDate) AS year,"
                        + " SUM(l.UnitPrice * l.Quantity) FROM Invoice i JOIN InvoiceLine l ON l.InvoiceId = i.InvoiceId GROUP BY year\"}",
                "{\"question\": \"Which employees report to Andrew Adams?\", \"sql\": \"SELECT e.LastName FROM Employee e"
                        + " JOIN Employee m ON e.ReportsTo = m.EmployeeId WHERE m.FirstName = 'Andrew'\", \"verified_by\": \"ana\"}",
                ""));
    }

    @Test
    void should_pick_brazil_example_when_question_rewords_it() {
        List<Example> found = JsonlExampleStore.open(file).find("how many customers live in Brazil", 3);

        assertThat(found).hasSize(1);
        assertThat(found.get(0).question()).isEqualTo("How many customers are in Brazil?");
        assertThat(found.get(0).sql()).isEqualTo(BRAZIL);
        assertThat(found.get(0).similarity()).isGreaterThan(0.8).isLessThan(1.0);
    }

    @Test
    void should_return_nothing_when_question_is_unrelated() {
        assertThat(JsonlExampleStore.open(file).find("How many albums does AC/DC have?", 3)).isEmpty();
    }

    @Test
    void should_give_similarity_one_when_question_is_the_same_up_to_case_and_spaces() {
        List<Example> found = JsonlExampleStore.open(file).find("how many  customers are in brazil?", 1);

        assertThat(found).singleElement().extracting(Example::similarity).isEqualTo(1.0);
    }

    @Test
    void should_find_added_example_and_keep_it_when_reopened() throws Exception {
        JsonlExampleStore store = JsonlExampleStore.open(file);

        store.add("How many tracks are longer than five minutes?", "SELECT COUNT(*) FROM Track WHERE Milliseconds > 300000");

        assertThat(store.size()).isEqualTo(4);
        assertThat(store.find("count the tracks over 5 minutes long", 1)).singleElement()
                .extracting(Example::sql).isEqualTo("SELECT COUNT(*) FROM Track WHERE Milliseconds > 300000");
        assertThat(Files.readAllLines(file)).last().isEqualTo("{\"question\":\"How many tracks are longer than five minutes?\","
                + "\"sql\":\"SELECT COUNT(*) FROM Track WHERE Milliseconds > 300000\"}");
        assertThat(JsonlExampleStore.open(file).size()).isEqualTo(4);
    }

    @Test
    void should_create_file_and_folders_when_first_example_is_added() throws Exception {
        Path missing = dir.resolve("db/examples.jsonl");
        JsonlExampleStore store = JsonlExampleStore.open(missing);
        assertThat(store.find("How many customers are in Brazil?", 1)).isEmpty();

        store.add("How many customers are in Brazil?", "SELECT COUNT(*)\nFROM Customer\nWHERE Country = 'Brazil'");

        assertThat(Files.readString(missing)).isEqualTo("{\"question\":\"How many customers are in Brazil?\","
                + "\"sql\":\"SELECT COUNT(*)\\nFROM Customer\\nWHERE Country = 'Brazil'\"}\n");
        assertThat(JsonlExampleStore.open(missing).find("customers in Brazil", 1)).singleElement()
                .extracting(Example::sql).isEqualTo("SELECT COUNT(*)\nFROM Customer\nWHERE Country = 'Brazil'");
    }

    @Test
    void should_replace_sql_when_same_question_is_added_again() {
        JsonlExampleStore store = JsonlExampleStore.open(file);

        store.add("How many customers are in Brazil?", "SELECT COUNT(*) FROM Customer WHERE Country = 'Brazil' AND 1 = 1");

        assertThat(store.size()).isEqualTo(3);
        assertThat(JsonlExampleStore.open(file).find("How many customers are in Brazil?", 3)).singleElement()
                .extracting(Example::sql).isEqualTo("SELECT COUNT(*) FROM Customer WHERE Country = 'Brazil' AND 1 = 1");
    }

    @Test
    void should_start_a_new_line_when_file_lacks_a_trailing_line_break() throws Exception {
        Path noBreak = Files.writeString(dir.resolve("nobreak.jsonl"), "{\"question\": \"Q one\", \"sql\": \"SELECT 1\"}");

        JsonlExampleStore.open(noBreak).add("Q two", "SELECT 2");

        assertThat(Files.readAllLines(noBreak)).containsExactly(
                "{\"question\": \"Q one\", \"sql\": \"SELECT 1\"}", "{\"question\":\"Q two\",\"sql\":\"SELECT 2\"}");
    }

    @Test
    void should_keep_every_example_when_added_from_many_threads() throws Exception {
        JsonlExampleStore store = JsonlExampleStore.open(dir.resolve("concurrent.jsonl"));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int n = i;
            futures.add(pool.submit(() -> store.add("How many invoices does customer " + n + " have?",
                    "SELECT COUNT(*) FROM Invoice WHERE CustomerId = " + n)));
        }
        for (Future<?> f : futures) f.get(60, TimeUnit.SECONDS);
        pool.shutdown();

        assertThat(store.size()).isEqualTo(20);
        assertThat(Files.readAllLines(store.file())).hasSize(20).allMatch(l -> l.startsWith("{\"question\":\"How many invoices"));
        assertThat(JsonlExampleStore.open(store.file()).size()).isEqualTo(20);
    }

    @Test
    void should_throw_bad_input_with_line_number_when_a_line_is_not_json() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.jsonl"),
                "{\"question\": \"Q one\", \"sql\": \"SELECT 1\"}\n\n{\"question\": \"Q two\", \"sql\": \n");

        assertThatThrownBy(() -> JsonlExampleStore.open(bad))
                .isInstanceOf(AskdbException.class)
                .hasMessageStartingWith("Examples file " + bad + " line 3: it is not valid JSON (")
                .hasMessageEndingWith("; fix or remove the line.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_throw_bad_input_naming_the_field_when_sql_is_missing() throws Exception {
        Path bad = Files.writeString(dir.resolve("nosql.jsonl"), "{\"question\": \"Q one\", \"query\": \"SELECT 1\"}\n");

        assertThatThrownBy(() -> JsonlExampleStore.open(bad))
                .hasMessage("Examples file " + bad + " line 1: \"sql\" is missing, blank or not a string. Each line must be"
                        + " one JSON object such as {\"question\": \"How many customers are there?\", \"sql\": \"SELECT COUNT(*)"
                        + " FROM Customer\"}; fix or remove the line.");
    }

    @Test
    void should_reject_blank_sql_when_adding() {
        JsonlExampleStore store = JsonlExampleStore.open(file);

        assertThatThrownBy(() -> store.add("How many customers?", " ")).hasMessage("Pair.sql must not be blank");
        assertThat(store.size()).isEqualTo(3);
    }
}
