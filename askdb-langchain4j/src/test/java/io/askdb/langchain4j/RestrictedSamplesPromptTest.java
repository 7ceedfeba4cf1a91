package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.generation.GenerationRequest;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generation prompt over the catalog an access policy leaves visible shows no sample of a row-filtered table or its children. */
class RestrictedSamplesPromptTest {
    private static final String REPLY = "{\"sql\":\"SELECT 1\",\"reasoning\":\"r\",\"assumptions\":[],\"tables_used\":[],"
            + "\"ambiguous_terms\":[],\"confidence\":90,\"clarification\":\"\"}";
    private static final Policy POLICY = new Policy(List.of(), List.of(), List.of(),
            List.of(new RowFilter(new NamePattern("invoice"), "customer_id", "customer")));

    private static Column text(String name, String... samples) {
        return new Column(name, "TEXT", Types.VARCHAR, true, null, List.of(samples));
    }

    private static String prompt(Catalog catalog) {
        ScriptedChatModel model = new ScriptedChatModel().reply(REPLY);
        new LlmSqlGenerator(model, "test/scripted").generate(new GenerationRequest("Which notes do my invoices carry?", catalog, List.of()));
        return model.requests.get(0).messages().toString();
    }

    @Test
    void should_carry_no_sample_of_restricted_tables_when_the_prompt_is_built_from_the_visible_catalog() {
        Table customer = new Table(new TableId(null, "customer"), Table.Kind.TABLE, null,
                List.of(text("id"), text("name", "Ann", "Bob")), List.of("id"), List.of(), 3);
        Table invoice = new Table(new TableId(null, "invoice"), Table.Kind.TABLE, null,
                List.of(text("id"), text("customer_id"), text("note", "mine", "sister")), List.of("id"),
                List.of(new ForeignKey(null, List.of("customer_id"), customer.id(), List.of("id"))), 4);
        Table line = new Table(new TableId(null, "line_note"), Table.Kind.TABLE, null,
                List.of(text("id"), text("invoice_id"), text("body", "brother")), List.of("id"),
                List.of(new ForeignKey(null, List.of("invoice_id"), invoice.id(), List.of("id"))), 4);
        Catalog full = new Catalog(Dialect.SQLITE, null, List.of(customer, invoice, line));

        assertThat(prompt(full)).contains("sister").contains("brother");
        assertThat(prompt(POLICY.visible(full))).contains("Ann").doesNotContain("sister").doesNotContain("brother").doesNotContain("mine");
    }
}
