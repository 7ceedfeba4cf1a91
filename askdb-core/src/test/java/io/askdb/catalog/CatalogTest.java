package io.askdb.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogTest {
    private static Table table(String schema, String name) {
        return new Table(new TableId(schema, name), Table.Kind.TABLE, null,
                List.of(new Column("id", "integer", java.sql.Types.INTEGER, false, null, List.of())), List.of("id"), List.of(), -1);
    }

    private final Catalog catalog = new Catalog(Dialect.POSTGRESQL, "public",
            List.of(table("crm", "test"), table("billing", "test"), table("public", "Riskitems"), table("sales", "orders")));

    @Test
    void should_keep_same_named_tables_in_two_schemas_apart_case_C12() {
        assertThat(catalog.resolve("billing", "test")).extracting(t -> t.id().displayName()).containsExactly("billing.test");
        assertThat(catalog.resolve(null, "test")).extracting(t -> t.id().displayName()).containsExactly("billing.test", "crm.test");
    }

    @Test
    void should_resolve_an_unqualified_name_outside_the_default_schema_when_it_is_unique_case_C11() {
        assertThat(catalog.resolve(null, "orders")).extracting(t -> t.id().displayName()).containsExactly("sales.orders");
    }

    @Test
    void should_prefer_the_exact_case_and_fall_back_to_any_case() {
        assertThat(catalog.resolve(null, "Riskitems")).hasSize(1);
        assertThat(catalog.resolve(null, "riskitems")).extracting(t -> t.id().name()).containsExactly("Riskitems");
        assertThat(catalog.resolve("nope", "orders")).isEmpty();
    }

    @Test
    void should_sort_tables_by_schema_then_name() {
        assertThat(catalog.tables()).extracting(t -> t.id().displayName())
                .containsExactly("billing.test", "crm.test", "public.Riskitems", "sales.orders");
    }
}
