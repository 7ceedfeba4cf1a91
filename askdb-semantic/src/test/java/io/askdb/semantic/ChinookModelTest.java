package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChinookModelTest {
    static final Path SHIPPED = Path.of("..", "data", "chinook", "semantic.yaml");

    private final SemanticModel model = SemanticModels.read(SHIPPED, ChinookCatalog.catalog());

    @Test
    void should_read_the_shipped_chinook_model_when_checked_against_the_chinook_catalog() {
        assertThat(model.database()).isEqualTo("chinook");
        assertThat(model.entities()).hasSize(11);
        assertThat(model.relationships()).hasSize(11);
        assertThat(model.metrics()).extracting(Metric::name).containsExactly("revenue", "total sales",
                "number of invoices", "average invoice total", "tracks sold", "track length minutes", "customer count");
    }

    @Test
    void should_resolve_a_time_column_of_a_related_table_when_a_relationship_reaches_it() {
        Metric revenue = model.metric("Revenue").orElseThrow();

        assertThat(revenue.table()).isEqualTo(new TableId(null, "InvoiceLine"));
        assertThat(revenue.expression()).isEqualTo("SUM(UnitPrice * Quantity)");
        assertThat(revenue.timeColumn()).isEqualTo(new ColumnRef(new TableId(null, "Invoice"), "InvoiceDate"));
        assertThat(model.joinPath(revenue.table(), revenue.timeColumn().table()).orElseThrow())
                .extracting(Relationship::condition).containsExactly("InvoiceLine.InvoiceId = Invoice.InvoiceId");
    }

    @Test
    void should_keep_user_synonyms_when_reading_the_shipped_model() {
        assertThat(model.entity(new TableId(null, "Customer")).orElseThrow().synonyms()).contains("client");
        assertThat(model.entity(new TableId(null, "Track")).orElseThrow().synonyms()).contains("song");
        assertThat(model.entity(new TableId(null, "Employee")).orElseThrow().synonyms()).contains("support agent");
        assertThat(model.entity(new TableId(null, "Track")).orElseThrow().dimension("Milliseconds").orElseThrow()
                .synonyms()).isEqualTo(List.of("length", "duration", "track length"));
    }

    @Test
    void should_write_and_read_back_the_same_model_when_the_shipped_model_is_rewritten(
            @org.junit.jupiter.api.io.TempDir Path dir) {
        Path copy = dir.resolve("semantic.yaml");

        SemanticModels.write(model, copy);

        assertThat(SemanticModels.read(copy, ChinookCatalog.catalog())).isEqualTo(model);
    }
}
