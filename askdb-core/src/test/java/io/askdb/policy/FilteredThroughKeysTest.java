package io.askdb.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FilteredThroughKeysTest {
    private static final Policy POLICY = new Policy(List.of(), List.of(), List.of(),
            List.of(new RowFilter(new NamePattern("Invoice"), "CustomerId", "customer")));

    private static ForeignKey fk(String column, String target, String targetColumn) {
        return new ForeignKey(null, List.of(column), new TableId(null, target), List.of(targetColumn));
    }

    private static Table table(String name, List<String> columns, ForeignKey... fks) {
        return new Table(new TableId(null, name), Table.Kind.TABLE, null,
                columns.stream().map(c -> new Column(c, "TEXT", Types.VARCHAR, true, null, List.of("v-" + name))).toList(), List.of(), List.of(fks), -1);
    }

    private static Catalog catalog(Table... tables) {
        return new Catalog(Dialect.SQLITE, null, List.of(tables));
    }

    private static final Table INVOICE = table("Invoice", List.of("InvoiceId", "CustomerId"), fk("CustomerId", "Customer", "CustomerId"));
    private static final Table CUSTOMER = table("Customer", List.of("CustomerId", "Name"));

    @Test
    void should_filter_a_chain_of_referencing_tables_through_their_keys_when_the_root_is_row_filtered() {
        Catalog c = catalog(CUSTOMER, INVOICE, table("InvoiceLine", List.of("Id", "InvoiceId"), fk("InvoiceId", "invoice", "InvoiceId")),
                table("LineNote", List.of("Id", "LineId"), fk("LineId", "InvoiceLine", "Id")));

        Map<TableId, TableFilter> f = POLICY.filteredThroughKeys(c);

        assertThat(f.keySet()).extracting(TableId::name).containsExactlyInAnyOrder("Invoice", "InvoiceLine", "LineNote");
        TableFilter.Inherited note = (TableFilter.Inherited) f.get(new TableId(null, "LineNote"));
        TableFilter.Inherited line = (TableFilter.Inherited) note.keys().get(0).target();
        assertThat(line.keys().get(0).target()).isInstanceOf(TableFilter.Own.class);
        assertThat(note.tables()).extracting(TableId::name).containsExactly("LineNote", "InvoiceLine", "Invoice");
    }

    @Test
    void should_end_and_follow_only_keys_leaving_the_chain_when_keys_form_cycles() {
        Catalog c = catalog(CUSTOMER, INVOICE,
                table("Task", List.of("Id", "InvoiceId", "TicketId"), fk("InvoiceId", "Invoice", "InvoiceId"), fk("TicketId", "Ticket", "Id")),
                table("Ticket", List.of("Id", "TaskId"), fk("TaskId", "Task", "Id")),
                table("Line", List.of("Id", "ParentId", "InvoiceId"), fk("ParentId", "Line", "Id"), fk("InvoiceId", "Invoice", "InvoiceId")));

        Map<TableId, TableFilter> f = POLICY.filteredThroughKeys(c);

        TableFilter.Inherited task = (TableFilter.Inherited) f.get(new TableId(null, "Task"));
        assertThat(task.keys()).extracting(k -> k.key().columns().get(0)).containsExactly("InvoiceId");
        TableFilter.Inherited ticket = (TableFilter.Inherited) f.get(new TableId(null, "Ticket"));
        assertThat(ticket.tables()).extracting(TableId::name).containsExactly("Ticket", "Task", "Invoice");
        TableFilter.Inherited line = (TableFilter.Inherited) f.get(new TableId(null, "Line"));
        assertThat(line.keys()).extracting(k -> k.key().columns().get(0)).containsExactly("InvoiceId");
        assertThat(f).doesNotContainKey(new TableId(null, "Customer"));
    }

    @Test
    void should_prefer_the_policys_own_filter_and_refuse_an_unresolvable_key_when_they_apply() {
        Policy own = new Policy(List.of(), List.of(), List.of(), List.of(new RowFilter(new NamePattern("Invoice"), "CustomerId", "customer"),
                new RowFilter(new NamePattern("Line"), "Tenant", "customer")));
        Catalog c = catalog(CUSTOMER, INVOICE, table("Line", List.of("Id", "InvoiceId", "Tenant"), fk("InvoiceId", "Invoice", "InvoiceId")),
                table("Orphan", List.of("Id", "InvoiceId"), new ForeignKey(null, List.of("InvoiceId"), new TableId("other", "Invoice"), List.of("Id"))));

        Map<TableId, TableFilter> f = own.filteredThroughKeys(c);

        assertThat(f.get(new TableId(null, "Line"))).isEqualTo(new TableFilter.Own(new TableId(null, "Line"), own.rowFilters().get(1)));
        assertThat(((TableFilter.Unwritable) f.get(new TableId(null, "Orphan"))).reason())
                .contains("Orphan(InvoiceId) -> Invoice(Id)").contains("does not name uniquely");
    }

    @Test
    void should_drop_samples_of_restricted_tables_only_when_the_visible_catalog_is_built() {
        Catalog c = catalog(CUSTOMER, INVOICE, table("InvoiceLine", List.of("Id", "InvoiceId"), fk("InvoiceId", "Invoice", "InvoiceId")));

        Catalog visible = POLICY.visible(c);

        assertThat(visible.resolve(null, "InvoiceLine").get(0).columns()).allMatch(col -> col.sampleValues().isEmpty());
        assertThat(visible.resolve(null, "Invoice").get(0).columns()).allMatch(col -> col.sampleValues().isEmpty());
        assertThat(visible.resolve(null, "Customer").get(0).columns()).allMatch(col -> col.sampleValues().equals(List.of("v-Customer")));
        assertThat(Policy.NONE.filteredThroughKeys(c)).isEmpty();
    }
}
