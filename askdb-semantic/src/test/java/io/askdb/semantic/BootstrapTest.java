package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.TableId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BootstrapTest {
    private final SemanticModel model = SemanticModels.bootstrap("chinook", ChinookCatalog.catalog());

    @Test
    void should_name_entities_by_split_singular_words_with_the_plural_as_synonym_when_bootstrapped() {
        Entity line = model.entity(new TableId(null, "InvoiceLine")).orElseThrow();
        assertThat(line.name()).isEqualTo("invoice line");
        assertThat(line.synonyms()).containsExactly("invoice lines");
        assertThat(line.visible()).isTrue();
        assertThat(model.entities()).hasSize(11);
        assertThat(model.metrics()).isEmpty();
    }

    @Test
    void should_make_one_dimension_per_column_named_by_split_words_when_bootstrapped() {
        Entity invoice = model.entity(new TableId(null, "Invoice")).orElseThrow();
        assertThat(invoice.dimensions()).hasSize(9);
        assertThat(invoice.dimension("InvoiceDate").orElseThrow())
                .isEqualTo(new Dimension("InvoiceDate", "invoice date", List.of("date"), ""));
        assertThat(invoice.dimension("BillingPostalCode").orElseThrow().name()).isEqualTo("billing postal code");
        assertThat(invoice.dimension("InvoiceId").orElseThrow().synonyms()).isEmpty();
    }

    @Test
    void should_take_relationships_from_foreign_keys_as_many_to_one_when_bootstrapped() {
        assertThat(model.relationships()).hasSize(11);
        assertThat(model.relationshipsBetween(new TableId(null, "Invoice"), new TableId(null, "Customer")))
                .containsExactly(new Relationship(new TableId(null, "Invoice"), List.of("CustomerId"),
                        new TableId(null, "Customer"), List.of("CustomerId"), Cardinality.MANY_TO_ONE, true));
        assertThat(model.relationships()).extracting(Relationship::cardinality).containsOnly(Cardinality.MANY_TO_ONE);
    }

    @Test
    void should_mark_a_foreign_key_one_to_one_when_its_columns_are_the_primary_key() {
        var detail = ChinookCatalog.table("InvoiceDetail", "InvoiceId", "InvoiceId:I Note:T",
                ChinookCatalog.fk("InvoiceId", "Invoice", "InvoiceId"));
        var catalog = new io.askdb.catalog.Catalog(io.askdb.dialect.Dialect.SQLITE, null,
                List.of(detail, ChinookCatalog.table("Invoice", "InvoiceId", "InvoiceId:I Total:N")));

        SemanticModel small = SemanticModels.bootstrap(catalog);

        assertThat(small.relationships()).extracting(Relationship::cardinality)
                .containsExactly(Cardinality.ONE_TO_ONE);
    }

    @Test
    void should_read_back_an_equal_model_when_a_bootstrapped_model_is_written(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("semantic.yaml");

        SemanticModels.write(model, file);

        assertThat(SemanticModels.read(file, ChinookCatalog.catalog())).isEqualTo(model);
        assertThat(Files.readString(file)).startsWith("# askdb semantic model").contains("#   - name: revenue");
    }
}
