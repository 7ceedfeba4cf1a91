package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's files over real HTTP, without a browser: served at / with a strict policy, Chart.js
 * from its WebJar, and nothing that the policy would block or that needs the network.
 */
class WebPageTest {
    @TempDir
    static Path dir;
    private static ChinookServer chinook;
    private static Http http;

    @BeforeAll
    static void start() throws IOException {
        chinook = ChinookServer.local(dir);
        http = new Http(chinook.base());
    }

    @AfterAll
    static void stop() {
        chinook.close();
    }

    @Test
    void should_serve_the_page_with_a_strict_content_security_policy_when_asked_for_the_root() throws Exception {
        HttpResponse<String> page = http.get("/");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type")).hasValue("text/html");
        assertThat(page.headers().firstValue("Content-Security-Policy")).hasValue(WebPage.CONTENT_SECURITY_POLICY);
        assertThat(WebPage.CONTENT_SECURITY_POLICY).contains("script-src 'self';", "default-src 'none';", "frame-ancestors 'none'")
                .doesNotContain("unsafe-inline", "unsafe-eval");
        assertThat(page.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(page.body()).contains("<script type=\"module\" src=\"js/main.js\"></script>",
                "<script src=\"/webjars/chart.js/4.4.1/dist/chart.umd.js\" defer></script>", "<label for=\"question\"");
    }

    @Test
    void should_serve_chart_js_and_every_module_when_the_page_loads_them() throws Exception {
        HttpResponse<String> chart = http.get("/webjars/chart.js/4.4.1/dist/chart.umd.js");
        assertThat(chart.statusCode()).isEqualTo(200);
        assertThat(chart.body()).contains("Chart.js v4.4.1");
        for (String module : List.of("main", "api", "answer", "charts", "csv", "feedback", "sidebar", "sql", "table")) {
            HttpResponse<String> js = http.get("/js/" + module + ".js");
            assertThat(js.statusCode()).as(module).isEqualTo(200);
            assertThat(js.headers().firstValue("Content-Type")).as(module).hasValue("text/javascript");
        }
        assertThat(http.get("/app.css").statusCode()).isEqualTo(200);
    }

    @Test
    void should_hold_no_inline_script_handler_or_remote_address_when_the_files_are_read() throws IOException, URISyntaxException {
        Path web = Path.of(WebPage.class.getResource(WebPage.DIRECTORY).toURI());
        List<Path> files;
        try (Stream<Path> walk = Files.walk(web)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);
        for (Path file : files) {
            String text = Files.readString(file);
            assertThat(text).as(file.toString())
                    .doesNotContainPattern("(?i)\\son[a-z]+\\s*=")
                    .doesNotContainPattern("(?i)<script(?![^>]*\\ssrc=)[^>]*>")
                    .doesNotContainPattern("https?://(?!www\\.w3\\.org/2000/svg)")
                    .doesNotContain("innerHTML", "eval(");
        }
    }

    @Test
    void should_answer_with_a_problem_when_a_page_file_does_not_exist() throws Exception {
        HttpResponse<String> missing = http.get("/js/missing.js");

        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("Content-Type")).hasValue(Problems.CONTENT_TYPE);
    }
}
