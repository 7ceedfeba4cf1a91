package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.Status;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/**
 * The chat page in real headless Chromium over a server on a copy of Chinook with the offline
 * planner. Each test is skipped, with the reason, when Chromium or chromedriver is not installed. The answered
 * page is saved to {@code target/screenshots/chat.png}, and at phone width to {@code chat-390.png}.
 */
class WebPageBrowserTest {
    static final Path SCREENSHOT = Path.of("target/screenshots/chat.png");
    static final Path PHONE_SCREENSHOT = Path.of("target/screenshots/chat-390.png");
    private static final String MEDIA = "How many tracks are there per media type?";

    @TempDir
    static Path dir;
    private static ChinookServer chinook;
    private static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        if (Browser.missing() != null) return;
        chinook = ChinookServer.local(dir);
        browser = Browser.start(1280, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (chinook != null) chinook.close();
    }

    @BeforeEach
    void openPage() {
        String missing = Browser.missing();
        assumeTrue(missing == null, missing);
        browser.driver.manage().window().setSize(new Dimension(1280, 900));
        browser.open(chinook.base());
    }

    @Test
    void should_show_answer_sql_sorted_table_and_bar_chart_when_asking_tracks_per_media_type() throws Exception {
        WebElement answer = browser.ask(MEDIA);

        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText())
                .startsWith("5 rows. The largest track_count is MPEG audio file with 3034");
        WebElement sql = answer.findElement(By.cssSelector("pre.sql code"));
        assertThat(sql.getText()).contains("COUNT(\"t0\".\"MediaTypeId\") AS \"track_count\"").contains("GROUP BY");
        assertThat(sql.findElements(By.cssSelector(".sql-keyword")).stream().map(WebElement::getText).toList())
                .contains("SELECT", "FROM", "LEFT", "JOIN", "GROUP", "BY");
        assertThat(firstColumn(answer)).containsExactly("MPEG audio file", "Protected AAC audio file",
                "Protected MPEG-4 video file", "AAC audio file", "Purchased AAC audio file");

        answer.findElement(By.cssSelector("th:nth-child(1) button.sort")).click();
        assertThat(firstColumn(answer)).containsExactly("AAC audio file", "MPEG audio file", "Protected AAC audio file",
                "Protected MPEG-4 video file", "Purchased AAC audio file");
        assertThat(answer.findElement(By.cssSelector("th:nth-child(1)")).getAttribute("aria-sort")).isEqualTo("ascending");
        answer.findElement(By.cssSelector("th:nth-child(2) button.sort")).click();
        assertThat(firstColumn(answer)).first().isEqualTo("Purchased AAC audio file");

        Map<String, Object> chart = chart(answer);
        assertThat(chart).containsEntry("type", "bar").containsEntry("labels", 5L).containsEntry("datasets", 1L);
        assertThat(answer.findElements(By.cssSelector(".pager")).get(0).isDisplayed()).isFalse();
        assertThat(answer.findElement(By.cssSelector("details.trace summary")).getText())
                .isEqualTo("How askdb got here: 1 attempt, 10 steps, critic notes");
        @SuppressWarnings("unchecked")
        List<String> steps = (List<String>) browser.script("return window.askdbSteps;");
        assertThat(steps).contains("linking · link", "sql · generate", "validation · validate", "execution · execute",
                "critic · critic");
        assertThat(browser.consoleErrors()).isEmpty();

        assertThat(browser.screenshot(SCREENSHOT)).isNotEmptyFile();
        assertThat(Files.readAllBytes(SCREENSHOT)).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void should_draw_a_line_chart_when_asking_sales_per_year() {
        WebElement answer = browser.ask("What were total sales per year?");

        Map<String, Object> chart = chart(answer);
        assertThat(chart).containsEntry("type", "line").containsEntry("labels", 5L);
        assertThat(browser.script("return Chart.getChart(arguments[0]).data.labels;",
                answer.findElement(By.cssSelector("figure.chart canvas")))).isEqualTo(List.of("2021", "2022", "2023", "2024", "2025"));
    }

    @Test
    void should_carry_the_conversation_id_when_a_second_question_follows() throws Exception {
        browser.ask("How many genres are there?");
        browser.ask("How many artists are there?");

        JsonNode items = Http.json(new Http(chinook.base()).get("/api/history?limit=2")).get("items");
        assertThat(items.get(0).get("question").asText()).isEqualTo("How many artists are there?");
        assertThat(items.get(1).get("question").asText()).isEqualTo("How many genres are there?");
        assertThat(items.get(0).get("conversation_id").asText()).isNotBlank()
                .isEqualTo(items.get(1).get("conversation_id").asText());
    }

    @Test
    void should_page_25_rows_and_draw_no_chart_when_the_result_has_hundreds_of_rows() {
        WebElement answer = browser.ask("How many albums does each artist have?");

        String total = answer.findElement(By.cssSelector(".result-toolbar span")).getText();
        assertThat(total).isEqualTo("275 rows");
        assertThat(answer.findElements(By.cssSelector("table tbody tr"))).hasSize(25);
        assertThat(answer.findElement(By.cssSelector(".page-position")).getText()).isEqualTo("Rows 1-25 of 275");
        answer.findElement(By.xpath(".//nav[@class='pager']/button[text()='Next']")).click();
        assertThat(answer.findElement(By.cssSelector(".page-position")).getText()).isEqualTo("Rows 26-50 of 275");
        assertThat(answer.findElements(By.cssSelector("table tbody tr"))).hasSize(25);
        assertThat(answer.findElements(By.cssSelector("figure.chart"))).isEmpty();
    }

    @Test
    void should_show_a_readable_message_with_suggestions_when_the_question_is_declined() {
        WebElement answer = browser.ask("Write me a poem about dragons");

        assertThat(answer.findElement(By.cssSelector(".badge")).getText()).isEqualToIgnoringCase("Not answered");
        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText())
                .isEqualTo("I could not match 'write', 'poem' and 'dragons' to any table, column or value in this database.");
        List<String> chips = answer.findElements(By.cssSelector(".suggestions button.chip")).stream().map(WebElement::getText).toList();
        assertThat(chips).hasSizeGreaterThanOrEqualTo(2).allMatch(s -> s.endsWith("?"));
        assertThat(answer.findElements(By.cssSelector("table, figure.chart"))).isEmpty();
    }

    @Test
    void should_show_the_problem_detail_when_the_picked_datasource_was_removed() {
        browser.script("const s = document.getElementById('datasource'); s.append(new Option('gone', 'gone'));"
                + " s.value = 'gone'; s.dispatchEvent(new Event('change'));");
        String schemaProblem = browser.until(d -> d.findElements(By.cssSelector("#schema .problem")).stream()
                .map(WebElement::getText).findFirst().orElse(null));
        assertThat(schemaProblem).startsWith("Could not read the schema: There is no datasource 'gone'.");

        WebElement problem = browser.ask("How many albums are there?");

        assertThat(problem.getAttribute("class")).contains("problem");
        assertThat(problem.getAttribute("role")).isEqualTo("alert");
        assertThat(problem.getText()).isEqualTo("Something went wrong. There is no datasource 'gone'. The datasources are"
                + " [chinook]; register one with POST /api/datasources.");
    }

    @Test
    void should_show_a_floating_point_average_as_the_amount_it_is_not_its_binary_noise() {
        WebElement answer = browser.ask("What is the average unit price per genre?");

        String classical = answer.findElements(By.cssSelector("table tbody tr")).stream()
                .filter(r -> r.findElements(By.cssSelector("td")).get(0).getText().equals("Classical"))
                .map(r -> r.findElements(By.cssSelector("td")).get(1).getText()).findFirst().orElseThrow();
        assertThat(classical).isEqualTo("0.99");
        assertThat(answer.findElement(By.cssSelector(".result-toolbar span")).getText()).isEqualTo("25 rows");
    }

    @Test
    void should_offer_starter_questions_about_the_picked_datasources_own_tables() throws Exception {
        Path shop = dir.resolve("shop.sqlite");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + shop);
             java.sql.Statement st = c.createStatement()) {
            st.execute("CREATE TABLE order_line (id INTEGER PRIMARY KEY, qty INTEGER)");
            st.execute("CREATE TABLE Category (id INTEGER PRIMARY KEY, name TEXT)");
        }
        Http http = new Http(chinook.base());
        assertThat(http.post("/api/datasources", "{\"name\": \"shop\", \"url\": \"jdbc:sqlite:" + shop + "\"}").statusCode()).isEqualTo(201);
        try {
            browser.open(chinook.base());
            assertThat(starters()).containsExactly(MEDIA, "What were total sales per year?", "How many albums does each artist have?");

            browser.script("const s = document.getElementById('datasource'); s.value = 'shop'; s.dispatchEvent(new Event('change'));");
            List<String> shopStarters = browser.until(d -> {
                List<String> now = starters();
                return now.contains("How many categories are there?") ? now : null;
            });
            assertThat(shopStarters).containsExactlyInAnyOrder("How many categories are there?", "How many order lines are there?");
        } finally {
            http.delete("/api/datasources/shop");
        }
    }

    /** @return the starter chips' texts, read in one script so that chips replaced meanwhile are never half-read */
    @SuppressWarnings("unchecked")
    private static List<String> starters() {
        return (List<String>) browser.script("return [...document.querySelectorAll('#starters .chip')].map(c => c.textContent);");
    }

    @Test
    void should_confirm_a_thumbs_up_and_list_the_question_in_history_when_given_feedback() {
        WebElement answer = browser.ask("How many albums are there?");
        answer.findElement(By.cssSelector("button.thumb-up")).click();

        String confirmation = browser.until(d -> {
            String text = answer.findElement(By.cssSelector(".feedback-status")).getText();
            return text.startsWith("Thanks") ? text : null;
        });
        assertThat(confirmation).isEqualTo("Thanks! Saved, and the question and SQL were added as a verified example.");
        assertThat(chinook.examples).anySatisfy(e -> assertThat(e[1]).isEqualTo("How many albums are there?"));
        assertThat(answer.findElements(By.cssSelector("figure.chart"))).isEmpty();

        WebElement item = browser.until(d -> d.findElements(By.cssSelector("#history .history-question")).stream()
                .filter(e -> e.getText().equals("How many albums are there?")).findFirst().orElse(null));
        item.click();
        WebElement entry = browser.until(d -> d.findElements(By.cssSelector(".history-entry")).stream().findFirst().orElse(null));
        assertThat(entry.findElement(By.cssSelector("pre.sql")).getText()).contains("COUNT(*)").contains("\"Album\"");
        assertThat(entry.findElement(By.cssSelector("details.trace summary")).getText()).startsWith("How askdb got here: 1 attempt");
    }

    @Test
    void should_collapse_the_sidebar_and_still_answer_when_the_window_is_390_pixels_wide() throws Exception {
        browser.driver.manage().window().setSize(new Dimension(390, 844));
        browser.open(chinook.base());
        WebElement sidebar = browser.driver.findElement(By.id("sidebar"));
        WebElement menu = browser.driver.findElement(By.id("menu-toggle"));
        assertThat(sidebar.isDisplayed()).isFalse();
        assertThat(menu.isDisplayed()).isTrue();

        WebElement answer = browser.ask(MEDIA);
        assertThat(firstColumn(answer)).hasSize(5);
        assertThat(chart(answer)).containsEntry("type", "bar");
        assertThat(((Number) browser.script("return document.documentElement.scrollWidth;")).intValue()).isLessThanOrEqualTo(390);
        assertThat(browser.screenshot(PHONE_SCREENSHOT)).isNotEmptyFile();

        menu.click();
        browser.until(d -> sidebar.isDisplayed() ? sidebar : null);
        assertThat(menu.getAttribute("aria-expanded")).isEqualTo("true");
        String listed = browser.until(d -> d.findElements(By.cssSelector("#history .history-question")).stream()
                .map(WebElement::getText).filter(MEDIA::equals).findFirst().orElse(null));
        assertThat(listed).isEqualTo(MEDIA);
    }

    @Test
    void should_cancel_the_running_query_when_stop_is_clicked() throws Exception {
        browser.submit("a slow count of tracks");
        WebElement stop = browser.until(d -> {
            WebElement b = d.findElement(By.id("stop"));
            @SuppressWarnings("unchecked")
            List<String> steps = (List<String>) browser.script("return window.askdbSteps;");
            return b.isDisplayed() && steps.contains("validation · validate") ? b : null;
        });
        stop.click();

        String stopped = browser.until(d -> d.findElements(By.cssSelector(".notice-message")).stream()
                .map(WebElement::getText).findFirst().orElse(null));
        assertThat(stopped).isEqualTo("Stopped. The running query was cancelled.");
        String code;
        do {
            code = chinook.failures.poll(30, TimeUnit.SECONDS);
        } while (code != null && !code.equals("CANCELLED"));
        assertThat(code).isEqualTo("CANCELLED");
        io.askdb.history.HistoryEntry entry = chinook.history.recent(50).stream()
                .filter(e -> e.question().equals("a slow count of tracks")).findFirst().orElseThrow();
        assertThat(entry.status()).isEqualTo(Status.FAILED);
        assertThat(entry.reason()).startsWith("CANCELLED: The question was cancelled by the client").doesNotContain("timeout");
        assertThat(browser.driver.findElement(By.id("send")).isDisplayed()).isTrue();
    }

    @Test
    void should_quote_csv_fields_and_chart_only_fitting_shapes_when_the_modules_run() {
        Object result = browser.asyncScript("const done = arguments[arguments.length - 1];"
                + " Promise.all([import('/js/csv.js'), import('/js/charts.js')]).then(([csv, charts]) => done({"
                + "  csv: csv.toCsv(['name', 'note'], [['a,b', 'say \"hi\"'], ['line\\nbreak', null], [3, 'plain']]),"
                + "  bar: charts.chartKind(['genre', 'n'], ['TEXT', 'INTEGER'], [['Rock', 1], ['Jazz', 2]]),"
                + "  line: charts.chartKind(['month', 'a', 'b'], ['TEXT', 'REAL', 'REAL'], [['2024-01', 1, 2], ['2024-02', 3, 4]]),"
                + "  oneRow: charts.chartKind(['genre', 'n'], ['TEXT', 'INTEGER'], [['Rock', 1]]),"
                + "  twoNumbers: charts.chartKind(['a', 'b'], ['INTEGER', 'INTEGER'], [[1, 2], [3, 4]]),"
                + "  threeColumns: charts.chartKind(['x', 'y', 'n'], ['TEXT', 'TEXT', 'INTEGER'], [['a', 'b', 1], ['c', 'd', 2]])"
                + " }));");

        Map<String, Object> r = Browser.map(result);
        assertThat(r.get("csv")).isEqualTo("name,note\r\n\"a,b\",\"say \"\"hi\"\"\"\r\n\"line\nbreak\",\r\n3,plain\r\n");
        assertThat(r).containsEntry("bar", "bar").containsEntry("line", "line").containsEntry("oneRow", null)
                .containsEntry("twoNumbers", null).containsEntry("threeColumns", null);
    }

    @Test
    void should_prefix_text_cells_that_start_a_formula_and_keep_negative_numbers_when_csv_is_written() {
        Object result = browser.asyncScript("const done = arguments[arguments.length - 1];"
                + " import('/js/csv.js').then(csv => done({csv: csv.toCsv(['=cmd', 'n'],"
                + " [['=HYPERLINK(\"http://x\")', -5], ['+1', -1.5], ['-2', 0], ['@SUM(A1)', 3], ['\\tx', 1], ['\\rx', 2],"
                + " ['safe-text', 4]])}));");

        assertThat(Browser.map(result).get("csv")).isEqualTo("'=cmd,n\r\n\"'=HYPERLINK(\"\"http://x\"\")\",-5\r\n'+1,-1.5\r\n'-2,0\r\n"
                + "'@SUM(A1),3\r\n'\tx,1\r\n\"'\rx\",2\r\nsafe-text,4\r\n");
    }

    private static List<String> firstColumn(WebElement answer) {
        return answer.findElements(By.cssSelector("table tbody tr td:first-child")).stream().map(WebElement::getText).toList();
    }

    private static Map<String, Object> chart(WebElement answer) {
        return Browser.map(browser.script("const c = Chart.getChart(arguments[0]);"
                        + " return c ? {type: c.config.type, labels: c.data.labels.length, datasets: c.data.datasets.length} : null;",
                answer.findElement(By.cssSelector("figure.chart canvas"))));
    }
}
