package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cross-site refusals over real HTTP: foreign Host (DNS rebinding), foreign Origin, bodies that are not JSON. */
class CrossSiteApiTest {
    private static final String DATASOURCE = "{\"name\": \"evil\", \"url\": \"jdbc:sqlite:/tmp/evil.sqlite\"}";
    private static final String QUESTION = "{\"question\": \"How many artists are there?\"}";

    @TempDir
    static Path dir;

    private static ChinookServer chinook;

    @BeforeAll
    static void start() throws IOException {
        chinook = ChinookServer.local(dir);
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    private static HttpResponse<String> send(String method, String path, String contentType, String body, String... headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = new Http(chinook.base()).request(path).method(method, HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) b.header("Content-Type", contentType);
        if (headers.length > 0) b.headers(headers);
        return Http.CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** java.net.http will not send another Host header, so this one writes HTTP/1.1 by hand. */
    private static String raw(String host, String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", chinook.server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void should_answer_415_naming_the_type_to_send_when_a_datasource_is_posted_as_text_plain() throws Exception {
        HttpResponse<String> response = send("POST", "/api/datasources", "text/plain", DATASOURCE);

        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(response.headers().firstValue("Content-Type")).contains(Problems.CONTENT_TYPE);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
        assertThat(Http.json(response).get("detail").asText()).startsWith("The request body must be sent with"
                + " 'Content-Type: application/json', not 'text/plain';");
        assertThat(Http.json(new Http(chinook.base()).get("/api/datasources")).toString()).doesNotContain("evil");
    }

    @Test
    void should_answer_415_when_a_question_is_posted_without_a_content_type() throws Exception {
        HttpResponse<String> response = send("POST", "/api/query", null, QUESTION);

        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(Http.json(response).get("detail").asText()).contains("(none was sent)");
    }

    @Test
    void should_answer_403_when_a_foreign_origin_posts_json_or_reads() throws Exception {
        HttpResponse<String> post = send("POST", "/api/query", "application/json", QUESTION, "Origin", "https://evil.example");
        HttpResponse<String> get = send("GET", "/api/history", null, "", "Origin", "https://evil.example");
        HttpResponse<String> textPlain = send("POST", "/api/datasources", "text/plain", DATASOURCE, "Origin", "https://evil.example");

        assertThat(List.of(post.statusCode(), get.statusCode(), textPlain.statusCode())).containsExactly(403, 403, 403);
        assertThat(Http.json(post).get("code").asText()).isEqualTo("FORBIDDEN_ORIGIN");
        assertThat(Http.json(post).get("detail").asText()).startsWith("Requests from the web origin 'https://evil.example' are not allowed.");
    }

    @Test
    void should_answer_the_page_s_own_requests_when_they_carry_the_server_s_origin_and_json() throws Exception {
        String own = "http://127.0.0.1:" + chinook.server.port();
        HttpResponse<String> query = send("POST", "/api/query", "application/json; charset=utf-8", QUESTION, "Origin", own);
        HttpResponse<String> history = send("GET", "/api/history", null, "", "Origin", own);

        assertThat(query.statusCode()).isEqualTo(200);
        assertThat(Http.json(query).get("rows").get(0).get(0).asInt()).isEqualTo(275);
        assertThat(history.statusCode()).isEqualTo(200);
    }

    @Test
    void should_answer_403_when_the_host_header_is_not_loopback_on_a_loopback_server() throws Exception {
        String rebound = raw("attacker.example:" + chinook.server.port(), "/api/datasources");
        String local = raw("localhost:" + chinook.server.port(), "/api/datasources");
        String ipv6 = raw("[::1]:" + chinook.server.port(), "/api/health");

        assertThat(rebound).startsWith("HTTP/1.1 403").contains("\"code\":\"FORBIDDEN_HOST\"")
                .contains("not for 'attacker.example:" + chinook.server.port() + "'");
        assertThat(local).startsWith("HTTP/1.1 200").contains("\"chinook\"");
        assertThat(ipv6).startsWith("HTTP/1.1 200");
    }

    @Test
    void should_refuse_with_line_and_column_and_no_jackson_internals_when_the_body_is_not_json() throws Exception {
        HttpResponse<String> response = new Http(chinook.base()).post("/api/query", "{\"question\": \"How many\"");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("detail").asText()).isEqualTo("The request body is not valid JSON: the body ends"
                + " before the JSON is complete at line 1, column 24. Send a JSON object such as"
                + " {\"question\": \"How many customers are there?\"}.");
    }

    @Test
    void should_refuse_naming_the_field_and_type_when_the_question_is_a_number() throws Exception {
        HttpResponse<String> response = new Http(chinook.base()).post("/api/query", "{\"question\": 42}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(Http.json(response).get("code").asText()).isEqualTo("BAD_INPUT");
        assertThat(Http.json(response).get("detail").asText()).isEqualTo("The field 'question' must be a JSON string;"
                + " send it as \"text\" in double quotes.");
    }

    @Test
    void should_answer_405_with_allow_when_a_known_path_gets_the_wrong_method() throws Exception {
        HttpResponse<String> response = new Http(chinook.base()).get("/api/query");

        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("Allow")).contains("POST");
        JsonNode problem = Http.json(response);
        assertThat(problem.get("code").asText()).isEqualTo("METHOD_NOT_ALLOWED");
        assertThat(problem.get("detail").asText()).isEqualTo("GET is not allowed on /api/query; it allows POST. See /api/openapi.json.");
        assertThat(new Http(chinook.base()).get("/api/nothing-here").statusCode()).isEqualTo(404);
    }

    @Test
    void should_state_the_project_version_when_the_openapi_document_is_served() throws Exception {
        JsonNode doc = Http.json(new Http(chinook.base()).get("/api/openapi.json"));

        assertThat(doc.get("info").get("version").asText()).isEqualTo(AskdbServer.version()).matches("\\d+\\.\\d+\\.\\d+");
    }
}
