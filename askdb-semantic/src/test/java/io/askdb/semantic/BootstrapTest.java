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
    }

    @Test
    void should_draft_a_count_per_table_and_sums_and_averages_of_amount_columns_when_bootstrapped() {
        assertThat(model.metrics()).extracting(m -> m.name() + " = " + m.expression() + " over " + m.table().name())
                .containsExactly("album count = COUNT(*) over Album", "artist count = COUNT(*) over Artist",
                        "customer count = COUNT(*) over Customer", "employee count = COUNT(*) over Employee",
                        "genre count = COUNT(*) over Genre", "invoice count = COUNT(*) over Invoice",
                        "invoice total = SUM(Total) over Invoice", "average invoice total = AVG(Total) over Invoice",
                        "invoice line count = COUNT(*) over InvoiceLine",
                        "total invoice line unit price = SUM(UnitPrice) over InvoiceLine",
                        "average invoice line unit price = AVG(UnitPrice) over InvoiceLine",
                        "total invoice line quantity = SUM(Quantity) over InvoiceLine",
                        "average invoice line quantity = AVG(Quantity) over InvoiceLine",
                        "media type count = COUNT(*) over MediaType", "playlist count = COUNT(*) over Playlist",
                        "playlist track count = COUNT(*) over PlaylistTrack", "track count = COUNT(*) over Track",
                        "total track unit price = SUM(UnitPrice) over Track", "average track unit price = AVG(UnitPrice) over Track");
        assertThat(model.metric("invoice total").orElseThrow().timeColumn()).hasToString("Invoice.InvoiceDate");
        assertThat(model.metric("employee count").orElseThrow().timeColumn()).as("BirthDate and HireDate: no single date").isNull();
        assertThat(model.metrics()).allSatisfy(m -> assertThat(m.description()).startsWith("Draft by askdb model init."));
    }

    @Test
    void should_quote_a_mixed_case_amount_column_when_the_dialect_folds_unquoted_names() {
        var catalog = new io.askdb.catalog.Catalog(io.askdb.dialect.Dialect.POSTGRESQL, null,
                List.of(ChinookCatalog.table("Sale", "SaleId", "SaleId:I UnitPrice:N Note:T")));

        assertThat(SemanticModels.bootstrap(catalog).metrics()).extracting(Metric::expression)
                .containsExactly("COUNT(*)", "SUM(\"UnitPrice\")", "AVG(\"UnitPrice\")");
    }

    @Test
    void should_draft_only_the_row_count_when_the_policy_masks_or_hides_every_amount_column() {
        var catalog = new io.askdb.catalog.Catalog(io.askdb.dialect.Dialect.SQLITE, null,
                List.of(ChinookCatalog.table("Sale", "SaleId", "SaleId:I UnitPrice:N Quantity:I SaleDate:D Note:T")));
        var policy = new io.askdb.policy.Policy(List.of(), List.of(new io.askdb.policy.NamePattern("Sale.Quantity")),
                List.of(new io.askdb.policy.MaskedColumn(new io.askdb.policy.NamePattern("*.UnitPrice"), io.askdb.policy.Masking.REDACT),
                        new io.askdb.policy.MaskedColumn(new io.askdb.policy.NamePattern("Sale.SaleDate"), io.askdb.policy.Masking.REDACT)),
                List.of());

        SemanticModel open = SemanticModels.bootstrap("", catalog, io.askdb.policy.Policy.NONE);
        SemanticModel policed = SemanticModels.bootstrap("", catalog, policy);

        assertThat(open.metrics()).extracting(Metric::expression)
                .containsExactly("COUNT(*)", "SUM(UnitPrice)", "AVG(UnitPrice)", "SUM(Quantity)", "AVG(Quantity)");
        assertThat(open.metrics().get(0).timeColumn()).isNotNull();
        assertThat(policed.metrics()).extracting(Metric::expression).containsExactly("COUNT(*)");
        assertThat(policed.metrics().get(0).timeColumn()).as("a masked date cannot be grouped by").isNull();
        assertThat(policed.entity(new TableId(null, "Sale")).orElseThrow().dimension("UnitPrice")).as("still listable").isPresent();
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
        assertThat(Files.readString(file)).startsWith("# askdb semantic model").contains("#   - name: revenue")
                .contains("# The metrics below marked 'Draft by askdb model init' were proposed from the catalog");
    }
}
