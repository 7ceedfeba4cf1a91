package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.knowledge.EvidenceChunk;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvidenceTest {
    private final SemanticEvidence evidence = new SemanticEvidence(
            SemanticModels.read(ChinookModelTest.SHIPPED, ChinookCatalog.catalog()));

    @Test
    void should_return_the_revenue_metric_when_the_question_names_revenue() {
        List<EvidenceChunk> found = evidence.find("Which 3 genres earned the most revenue?", 5);

        assertThat(found).extracting(EvidenceChunk::heading).containsExactly("metric revenue");
        assertThat(found.get(0).text()).isEqualTo("Metric revenue (also: earnings, income):"
                + " SUM(InvoiceLine.UnitPrice * InvoiceLine.Quantity) over InvoiceLine; time column Invoice.InvoiceDate,"
                + " joined by InvoiceLine.InvoiceId = Invoice.InvoiceId. The sum of unit price times quantity over the"
                + " invoice lines, by the date of the invoice. Every line counts.");
        assertThat(found.get(0).score()).isEqualTo(1.0);
        assertThat(found.get(0).source()).isEqualTo("semantic.yaml");
    }

    @Test
    void should_return_nothing_when_the_question_names_no_metric_and_no_described_entity() {
        assertThat(evidence.find("How many albums are there?", 5)).isEmpty();
    }

    @Test
    void should_match_synonyms_in_the_plural_and_any_case_when_looking_up_metrics() {
        assertThat(evidence.find("What were the EARNINGS per year?", 5)).extracting(EvidenceChunk::heading)
                .containsExactly("metric revenue");
        assertThat(evidence.find("Average track lengths in minutes per media type", 5))
                .extracting(EvidenceChunk::heading).containsExactly("metric track length minutes");
    }

    @Test
    void should_add_the_user_description_of_an_entity_when_the_question_names_it() {
        List<EvidenceChunk> found = evidence.find("How many customers does each sales support agent have?", 5);

        assertThat(found).extracting(EvidenceChunk::heading)
                .containsExactly("entity customer", "entity employee");
        assertThat(found.get(0).text()).startsWith("Entity customer (table Customer) (also: customers, client,");
    }

    @Test
    void should_prefer_the_longer_term_when_a_metric_word_is_part_of_an_entity_synonym() {
        assertThat(evidence.find("Total sales per sales support agent", 5)).extracting(EvidenceChunk::heading)
                .containsExactly("metric total sales", "entity employee");
    }

    @Test
    void should_return_at_most_k_passages_when_more_match() {
        assertThat(evidence.find("How many customers does each sales support agent have?", 1))
                .extracting(EvidenceChunk::heading).containsExactly("entity customer");
    }

    @Test
    void should_qualify_filters_when_a_metric_has_them() {
        Metric active = new Metric("active customers", List.of(), "", new io.askdb.catalog.TableId(null, "Customer"),
                "COUNT(*)", null, List.of("Country = 'USA'", "Email IS NOT NULL"));
        SemanticEvidence store = new SemanticEvidence(new SemanticModel("", List.of(), List.of(active), List.of()));

        assertThat(store.find("how many active customers", 3)).extracting(EvidenceChunk::text).containsExactly(
                "Metric active customers: COUNT(*) over Customer; always filtered by Customer.Country = 'USA'"
                        + " AND Customer.Email IS NOT NULL.");
    }

    @Test
    void should_reject_a_blank_question_when_looking_up() {
        assertThatThrownBy(() -> evidence.find(" ", 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("question must not be blank");
    }
}
