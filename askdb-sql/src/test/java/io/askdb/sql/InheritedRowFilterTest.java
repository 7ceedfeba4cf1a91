package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ResultTable;
import io.askdb.guard.Refusal;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Row filters that follow foreign keys ({@link TenantEngines}: invoice filtered by customer),
 * on SQLite and PostgreSQL: each statement's answer for customer 2 equals the answer computed
 * directly on the database with customer 2's rows written out by hand.
 */
class InheritedRowFilterTest {
    private static final String MINE = "(SELECT id FROM invoice WHERE customer_id = 2)";

    static Stream<Arguments> counts() throws Exception {
        String[][] pairs = {
                // a table referencing the filtered one (the InvoiceLine case); NULL keys excluded
                {"SELECT count(DISTINCT invoice_id) FROM invoice_line", "SELECT count(DISTINCT invoice_id) FROM invoice_line WHERE invoice_id IN " + MINE},
                {"SELECT count(*) FROM invoice_line", "SELECT count(*) FROM invoice_line WHERE invoice_id IN " + MINE},
                {"SELECT sum(qty) FROM invoice_line l", "SELECT sum(qty) FROM invoice_line WHERE invoice_id IN " + MINE},
                // a chain: line_note -> invoice_line -> invoice
                {"SELECT count(*) FROM line_note", "SELECT count(*) FROM line_note WHERE line_id IN (SELECT id FROM invoice_line WHERE invoice_id IN " + MINE + ")"},
                {"SELECT count(*) FROM line_note n JOIN invoice_line l ON l.id = n.line_id",
                        "SELECT count(*) FROM line_note WHERE line_id IN (SELECT id FROM invoice_line WHERE invoice_id IN " + MINE + ")"},
                // a two-column key; a row whose key holds a NULL is excluded
                {"SELECT count(*) FROM shipment", "SELECT count(*) FROM shipment s WHERE s.customer_id = 2 AND s.invoice_id IN " + MINE},
                // a cycle task <-> ticket, task -> invoice: both end, each filtered through the key that reaches invoice
                {"SELECT count(*) FROM task", "SELECT count(*) FROM task WHERE invoice_id IN " + MINE},
                {"SELECT count(*) FROM ticket", "SELECT count(*) FROM ticket WHERE task_id IN (SELECT id FROM task WHERE invoice_id IN " + MINE + ")"},
                // through a subquery, a CTE and a derived table
                {"SELECT count(*) FROM invoice i WHERE EXISTS (SELECT 1 FROM invoice_line l WHERE l.qty > 0)",
                        "SELECT count(*) FROM invoice WHERE customer_id = 2"},
                {"WITH l AS (SELECT * FROM invoice_line) SELECT count(*) FROM l", "SELECT count(*) FROM invoice_line WHERE invoice_id IN " + MINE},
                {"SELECT count(*) FROM (SELECT invoice_id FROM invoice_line WHERE invoice_id IS NOT NULL OR 1 = 1) d",
                        "SELECT count(*) FROM invoice_line WHERE invoice_id IN " + MINE}};
        List<Arguments> out = new ArrayList<>();
        for (TenantEngines.Engine e : TenantEngines.keyed()) {
            for (String[] p : pairs) out.add(Arguments.of(e, p[0], p[1]));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("counts")
    void should_answer_only_for_the_callers_rows_when_a_table_references_a_row_filtered_table(TenantEngines.Engine engine, String sql,
                                                                                                 String truth) throws Exception {
        ResultTable t = engine.run(sql, TenantEngines.CUSTOMER_2);

        long expected = ((Number) engine.raw(truth).get(0).get(0)).longValue();
        assertThat(((Number) t.rows().get(0).get(0)).longValue()).isEqualTo(expected);
        assertThat(expected).isLessThan(((Number) engine.raw(sql.replace(" l,", ",")).get(0).get(0)).longValue());
    }

    static Stream<Arguments> keyed() throws Exception {
        return TenantEngines.keyed().stream().map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_never_show_another_tenants_child_rows_when_they_are_listed(TenantEngines.Engine engine) {
        ResultTable notes = engine.run("SELECT body FROM line_note ORDER BY id", TenantEngines.CUSTOMER_2);
        ResultTable tickets = engine.run("SELECT t.title FROM ticket t JOIN task k ON k.id = t.task_id ORDER BY t.id", TenantEngines.CUSTOMER_2);

        assertThat(notes.rows()).containsExactly(List.of("ok"), List.of("fine"));
        assertThat(tickets.rows()).containsExactly(List.of("T1"), List.of("T3"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_refuse_a_child_table_naming_the_missing_attribute_when_the_caller_has_none(TenantEngines.Engine engine) {
        Refusal r = (Refusal) engine.check("SELECT count(*) FROM line_note", Caller.ANONYMOUS);

        assertThat(r.rule()).isEqualTo("policy-row-filter");
        assertThat(r.message()).contains("Table line_note references a row-filtered table through its foreign key line_note(line_id)")
                .contains("'customer' caller attribute");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_refuse_naming_table_key_and_remedy_when_the_inherited_filter_cannot_be_written(TenantEngines.Engine engine) {
        Policy masksKey = new Policy(List.of(), List.of(), List.of(new MaskedColumn(new NamePattern("invoice_line.invoice_id"), Masking.REDACT)),
                List.of(new RowFilter(new NamePattern("invoice"), "customer_id", "customer")));

        Refusal r = (Refusal) engine.with(masksKey).check("SELECT qty FROM invoice_line", TenantEngines.CUSTOMER_2);

        assertThat(r.rule()).isEqualTo("policy-row-filter");
        assertThat(r.message()).contains("invoice_line(invoice_id) -> invoice(id)").contains("hides or masks")
                .contains("row_filters: - {table: invoice_line, column: <its tenant column>, caller: customer}").contains("hide it");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_use_the_policys_own_filter_when_it_names_one_for_a_referencing_table(TenantEngines.Engine engine) throws Exception {
        Policy own = new Policy(List.of(), List.of(), List.of(), List.of(new RowFilter(new NamePattern("invoice"), "customer_id", "customer"),
                new RowFilter(new NamePattern("shipment"), "carrier", "carrier")));

        ResultTable t = engine.with(own).run("SELECT count(*) FROM shipment", Caller.of("carrier", "FedEx"));

        assertThat(((Number) t.rows().get(0).get(0)).longValue()).isEqualTo(1L);
    }
}
