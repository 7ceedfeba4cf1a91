package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasourceApiTest {
    private static final String SECRET = "s3cret-Pa55word-never-shown";

    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http http;
    static CapturedLogs logs;

    @BeforeAll
    static void start() throws Exception {
        logs = CapturedLogs.attach();
        chinook = ChinookServer.with(dir, new ServerSettings("127.0.0.1", 0, ApiKeys.NONE, List.of(), 1000,
                "a-test-secret-key-of-32-characters", ServerSettings.DEFAULT_MAX_BODY_BYTES));
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
        logs.detach();
    }

    private static String copy(String name) throws Exception {
        return Files.copy(chinook.chinook, dir.resolve(name)).toString();
    }

    @Test
    void should_register_answer_and_delete_a_datasource_with_an_encrypted_password() throws Exception {
        String file = copy("second.sqlite");
        HttpResponse<String> created = http.post("/api/datasources", "{\"name\": \"second\", \"url\": \"jdbc:sqlite:" + file
                + "\", \"user\": \"reader\", \"password\": \"" + SECRET + "\"}");
        JsonNode answer = Http.json(http.post("/api/query", "{\"question\": \"How many artists are there?\", \"datasource\": \"second\"}"));
        JsonNode listed = Http.json(http.get("/api/datasources"));
        HttpResponse<String> deleted = http.delete("/api/datasources/second");
        HttpResponse<String> gone = http.get("/api/datasources/second/schema");

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(Http.json(created).get("credentials").asText()).isEqualTo("encrypted");
        assertThat(answer.get("rows").toString()).isEqualTo("[[275]]");
        assertThat(listed.get("items").findValuesAsText("name")).containsExactly("chinook", "second");
        assertThat(deleted.statusCode()).isEqualTo(204);
        assertThat(gone.statusCode()).isEqualTo(404);
        assertThat(created.body() + listed).doesNotContain(SECRET);
        assertThat(storedPasswords()).noneMatch(p -> p.contains(SECRET));
        assertThat(logs.lines()).isNotEmpty().noneMatch(line -> line.contains(SECRET));
    }

    @Test
    void should_store_the_variable_name_and_read_the_password_from_it_when_password_env_is_given() throws Exception {
        chinook.environment.put("THIRD_PASSWORD", SECRET);
        String file = copy("third.sqlite");

        HttpResponse<String> created = http.post("/api/datasources", "{\"name\": \"third\", \"url\": \"" + file
                + "\", \"password_env\": \"THIRD_PASSWORD\"}");

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(Http.json(created).get("credentials").asText()).isEqualTo("env:THIRD_PASSWORD");
        assertThat(Http.json(created).get("dialect").asText()).isEqualTo("sqlite");
    }

    @Test
    void should_fail_cleanly_without_echoing_the_password_when_the_url_is_bad() throws Exception {
        HttpResponse<String> response = http.post("/api/datasources", "{\"name\": \"broken\", \"url\":"
                + " \"jdbc:postgresql://127.0.0.1:1/nowhere\", \"user\": \"u\", \"password\": \"" + SECRET + "\"}");

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("DATABASE_UNAVAILABLE");
        assertThat(Http.json(response).get("detail").asText()).startsWith("The datasource 'broken' was not saved");
        assertThat(response.body()).doesNotContain(SECRET);
        assertThat(Http.json(http.get("/api/datasources")).get("items").findValuesAsText("name")).doesNotContain("broken");
        assertThat(logs.lines()).noneMatch(line -> line.contains(SECRET));
    }

    @Test
    void should_refuse_a_configured_datasource_when_it_is_deleted() throws Exception {
        HttpResponse<String> response = http.delete("/api/datasources/chinook");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText()).contains("comes from the server's configuration");
    }

    @Test
    void should_describe_tables_and_columns_when_the_schema_is_read() throws Exception {
        JsonNode schema = Http.json(http.get("/api/datasources/chinook/schema"));

        assertThat(schema.get("dialect").asText()).isEqualTo("sqlite");
        assertThat(schema.get("tables").findValuesAsText("name")).contains("Artist", "Album", "Track", "ArtistId");
        assertThat(schema.get("tables")).hasSize(11);
    }

    @Test
    void should_read_the_catalog_again_when_reindexed() throws Exception {
        HttpResponse<String> response = http.post("/api/datasources/chinook/reindex", "");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Http.json(response).get("tables").asInt()).isEqualTo(11);
    }

    @Test
    void should_report_the_store_and_each_datasource_when_health_is_read() throws Exception {
        HttpResponse<String> response = http.get("/api/health");

        JsonNode health = Http.json(response);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(health.get("ready").asBoolean()).isTrue();
        assertThat(health.get("store").asText()).isEqualTo("up");
        assertThat(health.get("datasources").get(0).get("name").asText()).isEqualTo("chinook");
        assertThat(health.get("datasources").get(0).get("status").asText()).isEqualTo("up");
    }

    private static List<String> storedPasswords() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("history.sqlite"));
             ResultSet rs = c.createStatement().executeQuery("SELECT COALESCE(password_sealed, '') FROM datasources")) {
            List<String> out = new java.util.ArrayList<>();
            while (rs.next()) out.add(rs.getString(1));
            return out;
        }
    }
}
