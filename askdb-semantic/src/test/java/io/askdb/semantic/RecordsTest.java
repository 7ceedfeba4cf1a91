package io.askdb.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.TableId;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordsTest {
    private static final TableId INVOICE = new TableId(null, "Invoice");

    @Test
    void should_name_the_field_when_a_record_is_built_with_a_bad_value() {
        assertThatThrownBy(() -> new Metric(" ", List.of(), "", INVOICE, "SUM(Total)", null, List.of()))
                .hasMessage("Metric.name must not be blank");
        assertThatThrownBy(() -> new Metric("sales", List.of(), "", INVOICE, "", null, List.of()))
                .hasMessage("Metric.expression must not be blank");
        assertThatThrownBy(() -> new Entity(INVOICE, "invoice", List.of("order", ""), "", true, List.of()))
                .hasMessage("Entity.synonyms must not contain blank entries");
        assertThatThrownBy(() -> new Relationship(INVOICE, List.of("CustomerId"), new TableId(null, "Customer"),
                List.of(), Cardinality.MANY_TO_ONE, true))
                .hasMessage("Relationship.fromColumns and toColumns must be non-empty and of equal length");
        assertThatThrownBy(() -> new Dimension("Total", "total", null, ""))
                .hasMessage("Dimension.synonyms");
    }

    @Test
    void should_strip_text_and_default_descriptions_when_a_record_is_built() {
        Dimension d = new Dimension(" Total ", " total ", List.of(" amount "), null);

        assertThat(d).isEqualTo(new Dimension("Total", "total", List.of("amount"), ""));
        assertThat(new SemanticModel(null, List.of(), List.of(), List.of()).isEmpty()).isTrue();
    }
}
