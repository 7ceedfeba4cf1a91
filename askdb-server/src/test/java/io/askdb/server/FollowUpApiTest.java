package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Follow-ups posted to /api/query with a conversation_id, answered by the offline planner (issue 17). */
class FollowUpApiTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.local(dir);
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static JsonNode ask(String conversation, String question) throws Exception {
        return Http.json(http.post("/api/query", "{\"question\": \"" + question + "\", \"conversation_id\": \"" + conversation + "\"}"));
    }

    @Test
    void should_filter_the_previous_count_when_a_follow_up_adds_a_year() throws Exception {
        ask("api-years", "How many invoices are there per year?");

        JsonNode answer = ask("api-years", "and only for 2024?");

        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").toString()).isEqualTo("[[\"2024\",83]]");
    }

    @Test
    void should_keep_three_rows_when_just_the_top_3_follows_the_top_5() throws Exception {
        ask("api-top", "What are the top 5 genres by number of tracks?");

        JsonNode answer = ask("api-top", "just the top 3");

        // the first three by number of tracks (1297, 579, 374); "by number of tracks" says what ranks the genres, so the
        // genres are shown, as the top 5 were
        assertThat(answer.get("rows").toString()).isEqualTo("[[\"Rock\"],[\"Latin\"],[\"Metal\"]]");
    }

    @Test
    void should_sort_by_name_when_sorted_by_name_follows() throws Exception {
        ask("api-sort", "How many tracks per genre?");

        JsonNode answer = ask("api-sort", "sorted by name");

        assertThat(answer.get("rows").get(0).toString()).isEqualTo("[\"Alternative\",40]");
        assertThat(answer.get("row_count").asInt()).isEqualTo(25);
    }

    @Test
    void should_say_it_needs_an_llm_when_a_follow_up_cannot_be_added() throws Exception {
        ask("api-llm", "How many invoices are there per year?");

        JsonNode answer = ask("api-llm", "and per country?");

        assertThat(answer.get("status").asText()).isEqualTo("unanswerable");
        assertThat(answer.get("answer").asText()).startsWith("I read 'and per country?' as a follow-up to 'How many invoices are "
                + "there per year?' but could not add 'per country' to it").contains("need an LLM: configure askdb.llm.provider");
    }
}
