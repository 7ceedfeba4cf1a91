package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Follow-ups in a CLI conversation answered by the offline planner (issue 17), on the demo Chinook database. */
class FollowUpCliTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dataDir;

    private JsonNode ask(String conversation, String question) throws Exception {
        CliRun run = CliRun.run(dataDir, "ask", "--json", "--conversation", conversation, question);
        return MAPPER.readTree(run.out());
    }

    @Test
    void should_count_only_2024_when_only_for_2024_follows_invoices_per_year() throws Exception {
        ask("years", "How many invoices are there per year?");

        JsonNode answer = ask("years", "and only for 2024?");

        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").toString()).isEqualTo("[[\"2024\",83]]");
        assertThat(answer.get("answer").asText()).contains("Read as a follow-up to: How many invoices are there per year?");
    }

    @Test
    void should_show_three_rows_when_just_the_top_3_follows_the_top_5_genres() throws Exception {
        ask("genres", "What are the top 5 genres by number of tracks?");

        JsonNode answer = ask("genres", "just the top 3");

        // the first three by number of tracks (1297, 579, 374), shown as the top 5 were: by name
        assertThat(answer.get("rows").toString()).isEqualTo("[[\"Rock\"],[\"Latin\"],[\"Metal\"]]");
    }

    @Test
    void should_sort_by_genre_name_when_sorted_by_name_follows_tracks_per_genre() throws Exception {
        ask("names", "How many tracks per genre?");

        JsonNode answer = ask("names", "sorted by name");

        assertThat(answer.get("row_count").asInt()).isEqualTo(25);
        assertThat(answer.get("rows").get(0).toString()).isEqualTo("[\"Alternative\",40]");
        assertThat(answer.get("rows").get(24).toString()).isEqualTo("[\"World\",28]");
    }

    @Test
    void should_say_it_needs_an_llm_naming_the_words_when_the_follow_up_cannot_be_added() throws Exception {
        ask("albums", "How many tracks per genre?");

        JsonNode answer = ask("albums", "what about albums?");

        assertThat(answer.get("status").asText()).isEqualTo("unanswerable");
        assertThat(answer.get("answer").asText()).startsWith("I read 'what about albums?' as a follow-up to 'How many tracks "
                + "per genre?' but could not add 'albums' to it").contains("need an LLM: configure askdb.llm.provider");
    }

    @Test
    void should_read_the_question_on_its_own_when_it_is_asked_outside_the_conversation() throws Exception {
        ask("alone", "How many invoices are there per year?");

        JsonNode answer = MAPPER.readTree(CliRun.run(dataDir, "ask", "--json", "just the top 3").out());

        assertThat(answer.get("status").asText()).isEqualTo("unanswerable");
    }
}
