package io.askdb.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class TablePageTest {
    private static Table table(String schema, String name) {
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null,
                List.of(new Column("id", "integer", java.sql.Types.INTEGER, false, null, List.of())), List.of("id"), List.of(), -1);
    }

    private static final Catalog CATALOG = new Catalog(Dialect.POSTGRESQL, "public", List.of(table("public", "orders"),
            table("public", "order_items"), table("sales", "orders"), table("sales", "customers"), table("public", "Reorder")));

    private static List<String> names(List<Table> tables) {
        return tables.stream().map(t -> t.id().displayName()).toList();
    }

    @Test
    void should_match_names_containing_the_pattern_when_it_has_no_wildcard() {
        assertThat(names(new TableQuery(null, "ORDER", 0, 10).matching(CATALOG)))
                .containsExactly("public.Reorder", "public.order_items", "public.orders", "sales.orders");
    }

    @Test
    void should_match_whole_names_when_the_pattern_has_wildcards() {
        assertThat(names(new TableQuery(null, "order*", 0, 10).matching(CATALOG)))
                .containsExactly("public.order_items", "public.orders", "sales.orders");
        assertThat(names(new TableQuery(null, "order?", 0, 10).matching(CATALOG))).containsExactly("public.orders", "sales.orders");
        assertThat(names(new TableQuery(null, "sales.%", 0, 10).matching(CATALOG))).containsExactly("sales.customers", "sales.orders");
        assertThat(names(new TableQuery("SALES", "cust*", 0, 10).matching(CATALOG))).containsExactly("sales.customers");
    }

    @Test
    void should_stop_at_the_budget_and_point_to_the_next_table_when_the_items_do_not_all_fit() {
        List<Table> all = CATALOG.tables();

        TablePage<String> first = TablePage.of(all, new TableQuery(null, null, 0, 10), 35, t -> t.id().displayName(), String::length);
        TablePage<String> last = TablePage.of(all, new TableQuery(null, null, 4, 10), 35, t -> t.id().displayName(), String::length);

        assertThat(first.items()).containsExactly("public.Reorder", "public.order_items");
        assertThat(first.nextCursor()).isEqualTo("2");
        assertThat(first.note("tables", "", "call list_tables with cursor")).isEqualTo("Showing tables 1-2 of 5; 3 more: call"
                + " list_tables with cursor \"2\" for the next page, or narrow the list with pattern.");
        assertThat(last.items()).containsExactly("sales.orders");
        assertThat(last.truncated()).isFalse();
        assertThat(last.note("tables", "", "call list_tables with cursor")).isEqualTo("Showing tables 5-5 of 5; this is the last page.");
    }

    @Test
    void should_hold_one_table_larger_than_the_budget_when_it_is_the_first() {
        TablePage<String> page = TablePage.of(CATALOG.tables(), new TableQuery(null, null, 1, 10), 5, t -> t.id().displayName(),
                String::length);

        assertThat(page.items()).containsExactly("public.order_items");
        assertThat(page.nextOffset()).isEqualTo(2);
    }

    @Test
    void should_return_an_empty_last_page_when_the_offset_is_past_the_end() {
        TablePage<String> page = TablePage.of(CATALOG.tables(), new TableQuery(null, null, 99, 10), 100, t -> t.id().name(),
                String::length);

        assertThat(page.items()).isEmpty();
        assertThat(page.offset()).isEqualTo(5);
        assertThat(page.truncated()).isFalse();
    }

    @Test
    void should_reject_a_cursor_that_no_page_handed_out() {
        assertThat(TableQuery.offsetOf(" 40 ")).isEqualTo(40);
        assertThat(TableQuery.offsetOf(null)).isZero();
        assertThatThrownBy(() -> TableQuery.offsetOf("-3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the cursor must be the next_cursor of an earlier page (a number such as \"120\"), was '-3'");
    }
}
