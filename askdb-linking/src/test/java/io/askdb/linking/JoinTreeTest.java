package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The join tree brings the tables that connect the best matches, however low the question's words
 * rank them (issue 18): customers reach products only through two purchase tables whose names and
 * columns share no word with the question, behind 25 customer tables that do.
 */
class JoinTreeTest {
    private static Catalog purchases() {
        List<Table> tables = new ArrayList<>(List.of(
                Catalogs.table("customers", List.of("id"), List.of(), Catalogs.col("id"), Catalogs.col("name")),
                Catalogs.table("products", List.of("id"), List.of(), Catalogs.col("id"), Catalogs.col("title")),
                Catalogs.table("purchase_header", List.of("id"), List.of(Catalogs.fk("buyer_ref", "customers", "id")),
                        Catalogs.col("id"), Catalogs.col("buyer_ref"), Catalogs.col("placed_on")),
                Catalogs.table("purchase_line", List.of(), List.of(Catalogs.fk("header_ref", "purchase_header", "id"),
                        Catalogs.fk("item_ref", "products", "id")), Catalogs.col("header_ref"), Catalogs.col("item_ref"))));
        for (int i = 0; i < 25; i++) {
            tables.add(Catalogs.table("customer_segment_" + i, List.of("id"), List.of(), Catalogs.col("id"), Catalogs.col("segment_name")));
        }
        return new Catalog(Dialect.SQLITE, null, tables);
    }

    private static List<String> names(LinkedSchema linked) {
        return linked.tables().stream().map(t -> t.table().name()).toList();
    }

    @Test
    void should_bring_both_bridge_tables_right_after_the_tables_they_connect_when_the_words_rank_them_last() {
        LinkedSchema linked = SchemaIndex.build(purchases()).link("customer names and the product titles they bought", "", 6);

        assertThat(names(linked).subList(0, 4)).containsExactlyInAnyOrder("customers", "products", "purchase_header", "purchase_line");
        assertThat(linked.joinPaths()).extracting(j -> j.from().name() + "->" + j.to().name())
                .contains("purchase_header->customers", "purchase_line->purchase_header", "purchase_line->products");
    }

    @Test
    void should_mark_the_bridge_keys_as_its_essential_columns() {
        LinkedSchema linked = SchemaIndex.build(purchases()).link("customer names and the product titles they bought", "", 6);

        LinkedTable header = linked.tables().stream().filter(t -> t.table().name().equals("purchase_header")).findFirst().orElseThrow();
        assertThat(header.columns().subList(0, header.essential())).containsExactlyInAnyOrder("id", "buyer_ref");
    }

    @Test
    void should_keep_the_ranking_when_nothing_matched() {
        LinkedSchema linked = SchemaIndex.build(purchases()).link("zzz qqq", "", 3);

        assertThat(names(linked)).containsExactly("customer_segment_0", "customer_segment_1", "customer_segment_10");
    }
}
