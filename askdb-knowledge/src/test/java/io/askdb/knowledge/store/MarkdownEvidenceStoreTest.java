package io.askdb.knowledge.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.knowledge.EvidenceChunk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Uses the three documents in src/test/resources/knowledge/chinook, written for these tests. */
class MarkdownEvidenceStoreTest {
    private static final Path FOLDER = Path.of("src/test/resources/knowledge/chinook");
    private static MarkdownEvidenceStore store;

    @BeforeAll
    static void open() {
        store = MarkdownEvidenceStore.open(FOLDER);
    }

    @Test
    void should_return_revenue_sections_when_question_asks_total_revenue() {
        List<EvidenceChunk> found = store.find("What was total revenue in 2024?", 5);

        assertThat(found).extracting(EvidenceChunk::heading).containsExactly("Revenue", "Revenue > Why not Invoice.Total");
        assertThat(found).extracting(EvidenceChunk::source).containsOnly("revenue.md");
        assertThat(found.get(0).text()).startsWith("Revenue is the sum of `InvoiceLine.UnitPrice * InvoiceLine.Quantity`");
        assertThat(found.get(0).score()).isEqualTo(1.0);
    }

    @Test
    void should_return_nothing_when_question_is_about_albums() {
        assertThat(store.find("How many albums are there?", 5)).isEmpty();
    }

    @Test
    void should_return_nothing_when_question_is_about_tracks() {
        assertThat(store.find("What is the longest track?", 5)).isEmpty();
    }

    @Test
    void should_put_active_customer_definition_first_when_question_asks_active_customers() {
        List<EvidenceChunk> found = store.find("How many active customers do we have?", 5);

        assertThat(found.get(0).source()).isEqualTo("customers.md");
        assertThat(found.get(0).heading()).isEqualTo("Customers > Active customer");
        assertThat(found.get(0).text()).contains("at least one invoice in the last 12 months");
        assertThat(found).extracting(EvidenceChunk::source).doesNotContain("revenue.md", "notes/data-quality.md");
    }

    @Test
    void should_find_nested_data_quality_note_when_question_asks_why_states_are_empty() {
        List<EvidenceChunk> found = store.find("Why are some states empty?", 5);

        assertThat(found).extracting(EvidenceChunk::source).containsExactly("notes/data-quality.md");
        assertThat(found.get(0).heading()).isEqualTo("Data quality > Known issue: missing billing state");
    }

    @Test
    void should_return_text_exactly_as_written_when_chunk_is_found() throws Exception {
        String file = Files.readString(FOLDER.resolve("customers.md"));
        String written = file.substring(file.indexOf("An active customer"), file.indexOf("\n\n## Support"));

        assertThat(store.find("active customer", 1)).singleElement()
                .extracting(EvidenceChunk::text).isEqualTo(written);
    }

    @Test
    void should_return_at_most_k_chunks_best_first_when_many_are_relevant() {
        List<EvidenceChunk> found = store.find("invoices per billing state", 2);

        assertThat(found).hasSize(2);
        assertThat(found.get(0).heading()).isEqualTo("Data quality > Known issue: missing billing state");
        assertThat(found.get(0).score()).isGreaterThanOrEqualTo(found.get(1).score());
        assertThat(found).allSatisfy(c -> assertThat(c.score()).isBetween(0.0, 1.0));
    }

    @Test
    void should_list_documents_and_chunks_when_folder_is_loaded() {
        assertThat(store.documents()).containsExactly("customers.md", "notes/data-quality.md", "revenue.md");
        assertThat(store.chunkCount()).isEqualTo(5);
        assertThat(store.folder()).isEqualTo(FOLDER);
    }

    @Test
    void should_be_empty_when_folder_is_missing(@TempDir Path dir) {
        MarkdownEvidenceStore empty = MarkdownEvidenceStore.open(dir.resolve("knowledge"));

        assertThat(empty.documents()).isEmpty();
        assertThat(empty.chunkCount()).isZero();
        assertThat(empty.find("What was total revenue in 2024?", 3)).isEmpty();
    }

    @Test
    void should_ignore_files_that_are_not_markdown(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("revenue.txt"), "# Revenue\n\nNot loaded.\n");
        Files.writeString(dir.resolve("Revenue.MD"), "# Revenue\n\nLoaded.\n");

        MarkdownEvidenceStore loaded = MarkdownEvidenceStore.open(dir);

        assertThat(loaded.documents()).containsExactly("Revenue.MD");
    }

    @Test
    void should_throw_bad_input_naming_file_when_document_is_not_utf8(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("latin1.md");
        Files.write(bad, new byte[] {'#', ' ', 'C', 'a', 'f', (byte) 0xE9, '\n'});

        assertThatThrownBy(() -> MarkdownEvidenceStore.open(dir))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Knowledge document " + bad + " is not UTF-8 text; save it as UTF-8 or remove it from the knowledge folder.")
                .extracting(e -> ((AskdbException) e).code()).isEqualTo(ErrorCode.BAD_INPUT);
    }

    @Test
    void should_throw_bad_input_when_folder_is_a_file(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("knowledge.md"), "# Revenue\n");

        assertThatThrownBy(() -> MarkdownEvidenceStore.open(file))
                .isInstanceOf(AskdbException.class)
                .hasMessage("Knowledge folder " + file + " is a file, not a folder; pass a folder of Markdown (.md) documents.");
    }

    @Test
    void should_reject_blank_question_and_k_below_one() {
        assertThatThrownBy(() -> store.find(" ", 3)).hasMessage("question must not be blank");
        assertThatThrownBy(() -> store.find("revenue", 0)).hasMessage("k must be at least 1, was 0");
    }
}
