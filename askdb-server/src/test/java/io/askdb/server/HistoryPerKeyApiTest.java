package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * History is per API key, over real HTTP on a random port with a SQLite store: key A and key B
 * each ask; each lists, reads and rates only its own entries (another key's id is a 404, as a
 * missing one); and a conversation continues only with the same key's earlier turns. Keys C and D
 * are used by the conversation test only, so that the listings stay exact.
 */
class HistoryPerKeyApiTest {
    static final String KEY_A = "tenant-a-0123456789abcdef0123";
    static final String KEY_B = "tenant-b-0123456789abcdef0123";
    static final String KEY_C = "tenant-c-0123456789abcdef0123";
    static final String KEY_D = "tenant-d-0123456789abcdef0123";
    private static final String ARTISTS = "How many artists are there?";
    private static final String ALBUMS = "How many albums are there?";

    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static long asked;
    static long askedByB;

    @BeforeAll
    static void start() throws Exception {
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, ApiKeys.parse(String.join(",", KEY_A, KEY_B, KEY_C, KEY_D)),
                List.of(), 0, null, ServerSettings.DEFAULT_MAX_BODY_BYTES);
        chinook = ChinookServer.rewriting(Files.createDirectory(dir.resolve("keyed")), settings);
        asked = Http.json(as(KEY_A).post("/api/query", "{\"question\": \"" + ARTISTS + "\"}")).get("history_id").asLong();
        askedByB = Http.json(as(KEY_B).post("/api/query", "{\"question\": \"" + ALBUMS + "\"}")).get("history_id").asLong();
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static Http as(String key) {
        return new Http(chinook.base(), "Authorization", "Bearer " + key);
    }

    /** @return the asker askdb records for a key: "key:" and the first 16 hex digits of its SHA-256 */
    private static String askerOf(String key) throws Exception {
        byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        return "key:" + HexFormat.of().formatHex(hash).substring(0, 16);
    }

    private static List<String> questions(HttpResponse<String> page) throws Exception {
        return Http.json(page).get("items").findValuesAsText("question");
    }

    @Test
    void should_list_only_the_key_s_own_questions_when_each_key_lists_its_history() throws Exception {
        assertThat(questions(as(KEY_A).get("/api/history"))).containsExactly(ARTISTS);
        assertThat(questions(as(KEY_B).get("/api/history"))).containsExactly(ALBUMS);
        assertThat(Http.json(as(KEY_A).get("/api/history")).get("next_offset").isNull()).isTrue();
    }

    @Test
    void should_record_a_hash_prefix_of_the_key_and_never_the_key_when_a_keyed_question_is_stored() throws Exception {
        assertThat(chinook.history.find(asked).orElseThrow().asker()).isEqualTo(askerOf(KEY_A)).doesNotContain(KEY_A);
        assertThat(chinook.history.find(askedByB).orElseThrow().asker()).isEqualTo(askerOf(KEY_B));
        assertThat(askerOf(KEY_A)).hasSize(20).isNotEqualTo(askerOf(KEY_B));
    }

    @Test
    void should_answer_404_as_for_a_missing_id_when_a_key_reads_another_key_s_entry() throws Exception {
        HttpResponse<String> foreign = as(KEY_A).get("/api/history/" + askedByB);
        HttpResponse<String> missing = as(KEY_A).get("/api/history/999999");

        assertThat(foreign.statusCode()).isEqualTo(404);
        assertThat(Http.json(foreign).get("code").asText()).isEqualTo("NOT_FOUND");
        assertThat(Http.json(foreign).get("detail").asText())
                .isEqualTo("There is no history entry " + askedByB + "; GET /api/history lists the recent ones.");
        assertThat(Http.json(foreign).get("detail").asText().replace(Long.toString(askedByB), "999999"))
                .isEqualTo(Http.json(missing).get("detail").asText());
        assertThat(Http.json(as(KEY_B).get("/api/history/" + askedByB)).get("question").asText()).isEqualTo(ALBUMS);
        assertThat(Http.json(as(KEY_A).get("/api/history/" + asked)).get("question").asText()).isEqualTo(ARTISTS);
    }

    @Test
    void should_answer_404_and_store_nothing_when_a_key_rates_another_key_s_answer() throws Exception {
        HttpResponse<String> foreign = as(KEY_A).post("/api/feedback", "{\"history_id\": " + askedByB
                + ", \"rating\": \"down\", \"comment\": \"not mine\"}");
        HttpResponse<String> own = as(KEY_B).post("/api/feedback", "{\"history_id\": " + askedByB
                + ", \"rating\": \"down\", \"comment\": \"mine\"}");

        assertThat(foreign.statusCode()).isEqualTo(404);
        assertThat(Http.json(foreign).get("detail").asText())
                .isEqualTo("There is no history entry " + askedByB + "; give the history_id of an answer.");
        assertThat(own.statusCode()).isEqualTo(201);
        assertThat(feedbackComments(askedByB)).containsExactly("mine");
    }

    @Test
    void should_rewrite_a_follow_up_only_with_the_same_key_s_turns_when_two_keys_share_a_conversation_id() throws Exception {
        String conversation = "{\"conversation_id\": \"shared-7\", \"question\": ";
        JsonNode first = Http.json(as(KEY_C).post("/api/query", conversation + "\"How many tracks are there?\"}"));
        int before = chinook.turnsSeen.size();

        JsonNode intruder = Http.json(as(KEY_D).post("/api/query", conversation + "\"and per genre?\"}"));
        int afterIntruder = chinook.turnsSeen.size();
        JsonNode owner = Http.json(as(KEY_C).post("/api/query", conversation + "\"and per genre?\"}"));

        assertThat(first.get("conversation_id").asText()).isEqualTo("shared-7");
        assertThat(intruder.get("conversation_id").asText()).isEqualTo("shared-7");
        assertThat(afterIntruder).as("the rewriter is not called for a conversation without earlier turns").isEqualTo(before);
        assertThat(rewriteOutcome(intruder)).isEqualTo("first question of the conversation");
        assertThat(intruder.path("rewritten_question").asText("")).isEmpty();
        assertThat(chinook.turnsSeen.subList(before, chinook.turnsSeen.size()))
                .containsExactly(List.of("How many tracks are there?"));
        assertThat(rewriteOutcome(owner)).isEqualTo("follow-up rewritten: How many tracks are there? and per genre?");
        assertThat(owner.get("rewritten_question").asText()).isEqualTo("How many tracks are there? and per genre?");
        assertThat(questions(as(KEY_D).get("/api/history"))).containsExactly("and per genre?");
    }

    private static String rewriteOutcome(JsonNode answer) {
        for (JsonNode step : answer.get("trace")) {
            if (step.get("step").asText().equals("rewrite")) return step.get("outcome").asText();
        }
        throw new AssertionError("no rewrite step in " + answer.get("trace"));
    }

    @Test
    void should_list_every_question_and_record_no_asker_when_the_server_has_no_keys() throws Exception {
        try (ChinookServer local = ChinookServer.local(Files.createDirectory(dir.resolve("local")))) {
            Http http = new Http(local.base());
            long artists = Http.json(http.post("/api/query", "{\"question\": \"" + ARTISTS + "\"}")).get("history_id").asLong();
            long albums = Http.json(http.post("/api/query", "{\"question\": \"" + ALBUMS + "\"}")).get("history_id").asLong();

            assertThat(questions(http.get("/api/history"))).containsExactly(ALBUMS, ARTISTS);
            assertThat(Http.json(http.get("/api/history/" + artists)).get("question").asText()).isEqualTo(ARTISTS);
            assertThat(local.history.find(albums).orElseThrow().asker()).isNull();
        }
    }

    private static List<String> feedbackComments(long historyId) throws Exception {
        try (Connection connection = chinook.history.dataSource().getConnection();
             PreparedStatement statement = connection.prepareStatement(
                     "SELECT comment FROM feedback WHERE history_id = ? ORDER BY id")) {
            statement.setLong(1, historyId);
            try (ResultSet rows = statement.executeQuery()) {
                List<String> comments = new java.util.ArrayList<>();
                while (rows.next()) comments.add(rows.getString(1));
                return comments;
            }
        }
    }
}
