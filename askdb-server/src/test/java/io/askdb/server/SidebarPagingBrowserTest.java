package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The web page's sidebar over a server whose schema pages hold at most 2,000 characters, so
 * Chinook's 11 tables come in several pages: "Show more tables" fetches the next, and the filter
 * box asks the server for matching names only. Skipped without Chromium.
 */
class SidebarPagingBrowserTest {
    @TempDir
    static Path dir;
    static ChinookServer chinook;
    static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(Browser.missing() == null, Browser.missing());
        chinook = ChinookServer.paged(dir, 2_000);
        browser = Browser.start(1280, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (chinook != null) chinook.close();
    }

    @SuppressWarnings("unchecked")
    private static List<String> tables() {
        return (List<String>) browser.script("return [...document.querySelectorAll('#schema summary')]"
                + ".map(s => s.firstChild.textContent);");
    }

    private static String countText() {
        return browser.driver.findElement(By.id("schema-count")).getText();
    }

    @Test
    void should_list_every_table_once_when_show_more_is_clicked_until_it_is_gone() {
        browser.open(chinook.base());
        String first = browser.until(d -> countText().matches("\\d+ of 11 tables") ? countText() : null);
        int shown = tables().size();
        assertThat(first).isEqualTo(shown + " of 11 tables");
        assertThat(shown).isBetween(1, 10);

        for (int i = 0; i < 20 && browser.driver.findElement(By.id("schema-more")).isDisplayed(); i++) {
            int before = tables().size();
            browser.driver.findElement(By.id("schema-more")).click();
            browser.until(d -> tables().size() > before ? Boolean.TRUE : null);
        }

        assertThat(tables()).containsExactly("Album", "Artist", "Customer", "Employee", "Genre", "Invoice", "InvoiceLine",
                "MediaType", "Playlist", "PlaylistTrack", "Track");
        assertThat(countText()).isEmpty();
    }

    @Test
    void should_list_only_matching_tables_when_a_filter_is_typed() {
        browser.open(chinook.base());
        browser.until(d -> tables().isEmpty() ? null : Boolean.TRUE);

        browser.driver.findElement(By.id("schema-filter")).sendKeys("playlist*");

        List<String> matching = browser.until(d -> tables().stream().allMatch(t -> t.startsWith("Playlist"))
                && !tables().isEmpty() ? tables() : null);
        assertThat(matching.get(0)).isEqualTo("Playlist");
        assertThat(browser.consoleErrors()).isEmpty();
    }
}
