package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryAndFeedbackApiTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;
    static long artists;
    static long albums;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.local(dir);
        http = new Http(chinook.base());
        artists = Http.json(http.post("/api/query", "{\"question\": \"How many artists are there?\"}")).get("history_id").asLong();
        albums = Http.json(http.post("/api/query", "{\"question\": \"How many albums are there?\"}")).get("history_id").asLong();
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    @Test
    void should_page_the_history_newest_first_without_traces_when_listed() throws Exception {
        JsonNode first = Http.json(http.get("/api/history?limit=1"));
        JsonNode second = Http.json(http.get("/api/history?limit=1&offset=1"));

        assertThat(first.get("items").get(0).get("id").asLong()).isGreaterThanOrEqualTo(albums);
        assertThat(first.get("items").get(0).get("trace")).isEmpty();
        assertThat(first.get("next_offset").asInt()).isEqualTo(1);
        assertThat(second.get("offset").asInt()).isEqualTo(1);
        assertThat(second.get("items")).hasSize(1);
    }

    @Test
    void should_refuse_a_limit_outside_its_range_when_history_is_listed() throws Exception {
        HttpResponse<String> response = http.get("/api/history?limit=500");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText())
                .isEqualTo("The query parameter 'limit' must be a whole number from 1 to 200, was '500'.");
    }

    @Test
    void should_return_the_entry_with_its_trace_when_one_is_read() throws Exception {
        JsonNode entry = Http.json(http.get("/api/history/" + artists));

        assertThat(entry.get("question").asText()).isEqualTo("How many artists are there?");
        assertThat(entry.get("status").asText()).isEqualTo("answered");
        assertThat(entry.get("trace").findValuesAsText("step")).contains("generate", "execute", "explain");
    }

    @Test
    void should_answer_404_when_the_history_entry_does_not_exist() throws Exception {
        HttpResponse<String> response = http.get("/api/history/999999");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("NOT_FOUND");
    }

    @Test
    void should_turn_the_question_and_sql_into_an_example_when_the_answer_gets_a_thumbs_up() throws Exception {
        HttpResponse<String> response = http.post("/api/feedback", "{\"history_id\": " + albums + ", \"rating\": \"up\"}");

        JsonNode body = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(body.get("example_added").asBoolean()).isTrue();
        assertThat(chinook.examples).anySatisfy(e -> {
            assertThat(e[0]).isEqualTo("chinook");
            assertThat(e[1]).isEqualTo("How many albums are there?");
            assertThat(e[2]).containsIgnoringCase("FROM").contains("Album");
        });
        assertThat(storedRating(body.get("id").asLong())).isEqualTo("up|1|null");
    }

    @Test
    void should_store_corrected_sql_when_the_guard_approves_it_on_a_thumbs_down() throws Exception {
        HttpResponse<String> response = http.post("/api/feedback", "{\"history_id\": " + artists
                + ", \"rating\": \"down\", \"comment\": \"count distinct\", \"corrected_sql\": \"SELECT COUNT(DISTINCT Name) FROM Artist\"}");

        JsonNode body = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(body.get("example_added").asBoolean()).isFalse();
        assertThat(storedRating(body.get("id").asLong())).isEqualTo("down|0|SELECT COUNT(DISTINCT Name) FROM Artist");
    }

    @Test
    void should_refuse_and_store_nothing_when_the_corrected_sql_writes() throws Exception {
        HttpResponse<String> response = http.post("/api/feedback", "{\"history_id\": " + artists
                + ", \"rating\": \"down\", \"corrected_sql\": \"DELETE FROM Artist\"}");

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("REFUSED");
        assertThat(Http.json(response).get("detail").asText()).startsWith("The corrected SQL was not stored, because the guard refused it: ");
    }

    @Test
    void should_refuse_a_rating_other_than_up_or_down() throws Exception {
        HttpResponse<String> response = http.post("/api/feedback", "{\"history_id\": " + artists + ", \"rating\": \"meh\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText()).isEqualTo("The field 'rating' must be \"up\" or \"down\", was 'meh'.");
    }

    private static String storedRating(long id) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("history.sqlite"));
             ResultSet rs = c.createStatement().executeQuery("SELECT rating, example_added, corrected_sql FROM feedback WHERE id = " + id)) {
            rs.next();
            return rs.getString(1) + "|" + rs.getInt(2) + "|" + rs.getString(3);
        }
    }
}
