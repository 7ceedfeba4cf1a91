package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /api/datasources/{id}/schema} pages as the MCP tool list_tables does: a name
 * pattern, a cursor and a limit, pages within the server's character budget (here the smallest,
 * 2,000 characters, so Chinook's 11 tables take several pages), and the total.
 */
class SchemaPagingApiTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;

    @BeforeAll
    static void start() throws Exception {
        chinook = ChinookServer.paged(dir, 2_000);
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    @Test
    void should_return_every_table_once_within_the_budget_when_the_cursors_are_followed() throws Exception {
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            HttpResponse<String> r = http.get("/api/datasources/chinook/schema" + (cursor == null ? "" : "?cursor=" + cursor));
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body().length()).isLessThanOrEqualTo(2_000);
            JsonNode page = Http.json(r);
            assertThat(page.get("total").asInt()).isEqualTo(11);
            assertThat(page.get("offset").asInt()).isEqualTo(seen.size());
            page.get("tables").forEach(t -> seen.add(t.get("name").asText()));
            cursor = page.get("next_cursor").isNull() ? null : page.get("next_cursor").asText();
            assertThat(page.get("truncated").asBoolean()).isEqualTo(cursor != null);
            pages++;
        } while (cursor != null && pages < 20);

        assertThat(pages).isGreaterThan(2);
        assertThat(seen).containsExactly("Album", "Artist", "Customer", "Employee", "Genre", "Invoice", "InvoiceLine",
                "MediaType", "Playlist", "PlaylistTrack", "Track");
    }

    @Test
    void should_list_only_the_matching_tables_with_their_columns_when_a_pattern_and_limit_are_given() throws Exception {
        JsonNode invoices = Http.json(http.get("/api/datasources/chinook/schema?pattern=invoice*"));
        JsonNode first = Http.json(http.get("/api/datasources/chinook/schema?pattern=playlist*&limit=1"));

        assertThat(invoices.get("total").asInt()).isEqualTo(2);
        assertThat(invoices.get("tables").get(0).get("name").asText()).isEqualTo("Invoice");
        assertThat(invoices.get("tables").get(0).get("columns").get(0).get("name").asText()).isEqualTo("InvoiceId");
        assertThat(first.get("tables")).hasSize(1);
        assertThat(first.get("tables").get(0).get("name").asText()).isEqualTo("Playlist");
        assertThat(first.get("total").asInt()).isEqualTo(2);
        assertThat(first.get("next_cursor").asText()).isEqualTo("1");
    }

    @Test
    void should_answer_400_naming_the_parameter_when_the_cursor_is_not_one() throws Exception {
        HttpResponse<String> r = http.get("/api/datasources/chinook/schema?cursor=next");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("detail").asText()).isEqualTo("The query parameter 'cursor' is not usable: the cursor"
                + " must be the next_cursor of an earlier page (a number such as \"120\"), was 'next'. Leave it out for the"
                + " first page.");
    }
}
