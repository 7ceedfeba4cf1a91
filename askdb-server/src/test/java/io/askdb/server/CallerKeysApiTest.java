package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * API keys that carry caller attributes, over real HTTP on a copy of Chinook whose access policy
 * filters Invoice by CustomerId = the caller's {@code customer}. Expected figures from sqlite3 on
 * data/chinook/chinook.sqlite: customer 2 has 7 invoices totalling 37.62, customer 4 has 7
 * totalling 39.62 (all 412 invoices total 2328.60).
 */
class CallerKeysApiTest {
    static final String KEY_A = "key-a-customer-two-0123456789abcdef";
    static final String KEY_B = "key-b-customer-four-0123456789abcdef";
    static final String KEY_NONE = "key-c-no-attributes-0123456789abcdef";
    static final Policy POLICY = new Policy(List.of(), List.of(), List.of(),
            List.of(new RowFilter(new NamePattern("Invoice"), "CustomerId", "customer")));
    private static final String TOTAL = "What is the total of invoice totals?";
    private static final String NO_CUSTOMER_DETAIL = "Table Invoice is filtered to the caller's rows by this database's access"
            + " policy, but this API key carries no 'customer' attribute, so nothing was run. Ask the server's operator to add"
            + " customer=VALUE after this key in the API keys file (askdb.server.api-keys), then ask again.";

    @TempDir
    static Path dir;
    static ChinookServer chinook;

    @BeforeAll
    static void start() throws Exception {
        Path keys = Files.writeString(dir.resolve("keys.txt"), """
                # tenants of the Chinook store
                %s customer=2   # Luís Gonçalves
                %s\tcustomer=4
                %s
                """.formatted(KEY_A, KEY_B, KEY_NONE));
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, ApiKeys.read(keys), List.of(), 0, null,
                ServerSettings.DEFAULT_MAX_BODY_BYTES);
        chinook = ChinookServer.with(Files.createDirectory(dir.resolve("server")), settings, POLICY);
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static HttpResponse<String> ask(String key, String question) throws Exception {
        return new Http(chinook.base(), "Authorization", "Bearer " + key).post("/api/query", "{\"question\": \"" + question + "\"}");
    }

    /** @return the event names and data lines of a streamed question */
    private static List<String[]> stream(String key, String question) throws Exception {
        HttpRequest request = new Http(chinook.base(), "X-API-Key", key).request("/api/query/stream")
                .header("Content-Type", "application/json").header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"question\": \"" + question + "\"}")).build();
        List<String[]> events = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Http.CLIENT.send(request, HttpResponse.BodyHandlers.ofLines()).body().forEach(line -> {
            if (line.startsWith("event: ")) names.add(line.substring(7));
            if (line.startsWith("data: ")) events.add(new String[] {names.get(names.size() - 1), line.substring(6)});
        });
        return events;
    }

    private static BigDecimal cents(JsonNode value) {
        return value.decimalValue().setScale(2, RoundingMode.HALF_UP);
    }

    @Test
    void should_sum_only_each_key_s_own_invoices_when_two_keys_ask_the_same_question() throws Exception {
        JsonNode a = Http.json(ask(KEY_A, TOTAL));
        JsonNode b = Http.json(ask(KEY_B, TOTAL));

        assertThat(a.get("status").asText()).isEqualTo("answered");
        assertThat(b.get("status").asText()).isEqualTo("answered");
        assertThat(a.get("sql").asText()).isEqualTo(b.get("sql").asText());
        assertThat(cents(a.get("rows").get(0).get(0))).isEqualTo(new BigDecimal("37.62"));
        assertThat(cents(b.get("rows").get(0).get(0))).isEqualTo(new BigDecimal("39.62"));
        assertThat(a.get("executed_sql").asText()).contains("\"CustomerId\" = 2").doesNotContain("= 4");
        assertThat(b.get("executed_sql").asText()).contains("\"CustomerId\" = 4").doesNotContain("= 2");
    }

    @Test
    void should_count_invoices_only_for_the_key_s_customer_when_asked_per_customer() throws Exception {
        JsonNode a = Http.json(ask(KEY_A, "How many invoices are there per customer?"));
        JsonNode b = Http.json(ask(KEY_B, "How many invoices are there per customer?"));

        assertThat(a.get("rows")).hasSize(59);
        assertThat(a.get("rows").get(0).toString()).isEqualTo("[\"Leonie\",\"Köhler\",7]");
        assertThat(sumOfLast(a.get("rows"))).isEqualTo(7);
        assertThat(b.get("rows").get(0).toString()).isEqualTo("[\"Bjørn\",\"Hansen\",7]");
        assertThat(sumOfLast(b.get("rows"))).isEqualTo(7);
    }

    private static long sumOfLast(JsonNode rows) {
        long sum = 0;
        for (JsonNode row : rows) sum += row.get(2).asLong();
        return sum;
    }

    @Test
    void should_stream_the_key_s_own_total_when_the_question_is_streamed() throws Exception {
        List<String[]> events = stream(KEY_B, TOTAL);

        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("answer");
        assertThat(cents(Http.JSON.readTree(last[1]).get("rows").get(0).get(0))).isEqualTo(new BigDecimal("39.62"));
    }

    @Test
    void should_answer_403_caller_attribute_missing_when_the_key_has_no_customer() throws Exception {
        HttpResponse<String> response = ask(KEY_NONE, TOTAL);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(403);
        assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
        JsonNode problem = Http.json(response);
        assertThat(problem.get("code").asText()).isEqualTo("CALLER_ATTRIBUTE_MISSING");
        assertThat(problem.get("status").asInt()).isEqualTo(403);
        assertThat(problem.get("detail").asText()).isEqualTo(NO_CUSTOMER_DETAIL);
    }

    @Test
    void should_end_the_stream_with_the_403_problem_when_the_key_has_no_customer() throws Exception {
        List<String[]> events = stream(KEY_NONE, TOTAL);

        String[] last = events.get(events.size() - 1);
        assertThat(last[0]).isEqualTo("error");
        JsonNode problem = Http.JSON.readTree(last[1]);
        assertThat(problem.get("code").asText()).isEqualTo("CALLER_ATTRIBUTE_MISSING");
        assertThat(problem.get("status").asInt()).isEqualTo(403);
        assertThat(problem.get("detail").asText()).isEqualTo(NO_CUSTOMER_DETAIL);
    }

    @Test
    void should_keep_a_verified_example_when_a_key_with_a_customer_gives_a_thumbs_up_on_its_invoice_total() throws Exception {
        JsonNode a = Http.json(ask(KEY_A, TOTAL));
        HttpResponse<String> feedback = new Http(chinook.base(), "X-API-Key", KEY_A).post("/api/feedback",
                "{\"history_id\": " + a.get("history_id").asLong() + ", \"rating\": \"up\"}");

        assertThat(feedback.statusCode()).as(feedback.body()).isEqualTo(201);
        assertThat(Http.json(feedback).get("example_added").asBoolean()).isTrue();
        assertThat(chinook.examples).anySatisfy(e -> assertThat(e).containsExactly("chinook", TOTAL, a.get("sql").asText()));
    }

    @Test
    void should_answer_a_question_on_an_unfiltered_table_when_the_key_has_no_attributes() throws Exception {
        HttpResponse<String> response = ask(KEY_NONE, "How many artists are there?");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Http.json(response).get("rows").toString()).isEqualTo("[[275]]");
    }

    @Test
    void should_tell_to_set_up_keys_when_a_server_without_keys_is_asked_about_a_filtered_table() throws Exception {
        try (ChinookServer local = ChinookServer.with(Files.createDirectory(dir.resolve("local")),
                ServerSettings.local("127.0.0.1", 0), POLICY)) {
            HttpResponse<String> response = new Http(local.base()).post("/api/query", "{\"question\": \"" + TOTAL + "\"}");

            assertThat(response.statusCode()).as(response.body()).isEqualTo(403);
            assertThat(Http.json(response).get("detail").asText()).isEqualTo("Table Invoice is filtered to the caller's rows by"
                    + " this database's access policy, but this server has no API keys, so its requests carry no caller attributes"
                    + " and nothing was run. Start askdb serve with an API keys file whose lines give each key its attributes"
                    + " (e.g. '<key> customer=VALUE'), then ask again with a key.");
        }
    }
}
