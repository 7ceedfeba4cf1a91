package io.askdb.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaSelectorTest {
    private static final Catalog LARGE = TestCatalogs.largeC10();

    @Test
    void should_offer_the_whole_catalog_when_it_is_small() {
        SchemaSelection selection = new SchemaSelector(30, 24_000).select(TestCatalogs.music(Dialect.SQLITE), "anything");
        assertThat(names(selection.tables())).containsExactly("Genre", "Track", "top_tracks");
        assertThat(selection.partial()).isFalse();
        assertThat(selection.totalTables()).isEqualTo(3);
    }

    @Test
    void should_offer_orders_then_its_neighbour_customers_within_budget_when_the_catalog_has_1002_tables_case_c10() {
        SchemaSelection selection = new SchemaSelector(30, 24_000).select(LARGE, "How many orders has Ana Tor placed?");
        assertThat(names(selection.tables())).containsExactly("customers", "orders");
        assertThat(selection.partial()).isTrue();
        assertThat(selection.totalTables()).isEqualTo(1002);
        assertThat(selection.schemaText()).contains("CREATE TABLE \"orders\"", "CREATE TABLE \"customers\"")
                .doesNotContain("filler_table");
    }

    @Test
    void should_fill_the_budget_in_catalog_order_when_no_table_matches_the_question() {
        SchemaSelection selection = new SchemaSelector(30, 24_000).select(LARGE, "zzz qqq");
        assertThat(selection.schemaText().length()).isLessThanOrEqualTo(24_000);
        assertThat(selection.tables().size()).isBetween(10, 40);
        assertThat(selection.tables().get(0).id().name()).isEqualTo("customers");
    }

    @Test
    void should_stay_within_the_budget_when_many_tables_match() {
        SchemaSelection selection = new SchemaSelector(30, 5_000).select(LARGE, "attr measurement value text");
        assertThat(selection.schemaText().length()).isLessThanOrEqualTo(5_000);
        assertThat(selection.tables()).hasSizeGreaterThan(1);
    }

    @Test
    void should_score_name_matches_above_column_matches_when_ranking_tables() {
        Table genre = TestCatalogs.music(Dialect.SQLITE).tables().get(0);
        // name (3), the sample value mentioning "Genre" (2), the column GenreId (1), the comment "Music genres" (1)
        assertThat(CatalogIndex.profile(genre, "").score(Tokens.of("genres"))).isEqualTo(3 + 2 + 1 + 1);
        assertThat(CatalogIndex.profile(genre, "").score(Tokens.of("jazz"))).isEqualTo(2);
        assertThat(CatalogIndex.profile(genre, "").score(Tokens.of("price"))).isZero();
    }

    @Test
    void should_split_and_singularise_identifiers_when_tokenising() {
        assertThat(Tokens.of("CustomerId order_items Categories addresses")).containsExactly(
                "customer", "id", "order", "item", "category", "address");
        assertThat(Tokens.of("How many orders has Ana Tor placed?")).containsExactly("order", "ana", "tor", "placed");
    }

    private static List<String> names(List<Table> tables) {
        return tables.stream().map(t -> t.id().name()).toList();
    }
}
