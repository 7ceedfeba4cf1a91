package io.askdb.knowledge.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownChunkerTest {

    @Test
    void should_keep_heading_path_when_sections_nest() {
        String md = "# Sales\n\nIntro.\n\n## Revenue\n\nSum of lines.\n\n### Refunds\n\nNone.\n\n## Orders\n\nAll orders.\n";

        List<Passage> passages = MarkdownChunker.chunk("sales.md", md);

        assertThat(passages).extracting(Passage::heading)
                .containsExactly("Sales", "Sales > Revenue", "Sales > Revenue > Refunds", "Sales > Orders");
        assertThat(passages).extracting(Passage::text).containsExactly("Intro.", "Sum of lines.", "None.", "All orders.");
        assertThat(passages).extracting(Passage::source).containsOnly("sales.md");
    }

    @Test
    void should_give_no_passage_when_heading_has_no_text() {
        List<Passage> passages = MarkdownChunker.chunk("a.md", "# Customers\n\n## Active customer\n\nHas an invoice.\n");

        assertThat(passages).extracting(Passage::heading).containsExactly("Customers > Active customer");
    }

    @Test
    void should_keep_text_before_first_heading_with_empty_heading() {
        List<Passage> passages = MarkdownChunker.chunk("a.md", "Read me first.\n\n# Revenue\n\nSum.\n");

        assertThat(passages).extracting(Passage::heading).containsExactly("", "Revenue");
        assertThat(passages.get(0).text()).isEqualTo("Read me first.");
    }

    @Test
    void should_keep_deeper_headings_and_fenced_hash_lines_as_text() {
        String md = "# Queries\n\n```sql\n# not a heading\nSELECT 1\n```\n\n#### Detail\n\nMore.\n";

        List<Passage> passages = MarkdownChunker.chunk("q.md", md);

        assertThat(passages).hasSize(1);
        assertThat(passages.get(0).text()).isEqualTo("```sql\n# not a heading\nSELECT 1\n```\n\n#### Detail\n\nMore.");
    }

    @Test
    void should_strip_closing_hashes_but_keep_hash_inside_heading_text() {
        List<Passage> passages = MarkdownChunker.chunk("h.md", "# Revenue ##\n\nA.\n\n## C# reports\n\nB.\n");

        assertThat(passages).extracting(Passage::heading).containsExactly("Revenue", "Revenue > C# reports");
    }

    @Test
    void should_split_long_section_at_paragraph_boundaries_when_over_target() {
        String p1 = "a".repeat(350);
        String p2 = "b".repeat(350);
        String p3 = "c".repeat(350);

        List<Passage> passages = MarkdownChunker.chunk("long.md", "# Long\n\n" + p1 + "\n\n" + p2 + "\n\n" + p3 + "\n");

        assertThat(passages).extracting(Passage::text).containsExactly(p1 + "\n\n" + p2, p3);
        assertThat(passages).extracting(Passage::heading).containsOnly("Long");
    }

    @Test
    void should_split_single_paragraph_at_whitespace_when_longer_than_target() {
        String paragraph = "word ".repeat(300).strip();

        List<String> parts = MarkdownChunker.split(paragraph);

        assertThat(parts).hasSize(2);
        assertThat(parts.get(0)).hasSize(799).endsWith("word");
        assertThat(String.join(" ", parts)).isEqualTo(paragraph);
    }
}
