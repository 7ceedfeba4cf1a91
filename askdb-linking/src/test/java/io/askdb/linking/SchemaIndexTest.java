package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaIndexTest {
    private static final SchemaIndex SHOP = SchemaIndex.build(Catalogs.shop());
    private static final SchemaIndex SCHOOL = SchemaIndex.build(Catalogs.school());

    private static List<String> names(LinkedSchema linked) {
        return linked.tables().stream().map(t -> t.table().name()).toList();
    }

    @Test
    void should_rank_orders_then_customers_when_question_asks_order_totals_per_customer() {
        LinkedSchema linked = SHOP.link("total amount of orders per customer", "", 5);

        assertThat(linked.top(2)).containsExactly(new TableId(null, "orders"), new TableId(null, "customers"));
    }

    @Test
    void should_match_singular_table_when_question_uses_plural() {
        Catalog catalog = new Catalog(Dialect.SQLITE, null, List.of(
                Catalogs.table("customer", List.of("id"), List.of(), Catalogs.col("id")),
                Catalogs.table("invoice", List.of("id"), List.of(), Catalogs.col("id"))));

        LinkedSchema linked = SchemaIndex.build(catalog).link("How many customers are there?", "", 2);

        assertThat(names(linked)).containsExactly("customer", "invoice");
        assertThat(linked.tables().get(0).score()).isPositive();
        assertThat(linked.tables().get(1).score()).isZero();
    }

    @Test
    void should_pull_junction_table_below_the_tables_it_connects_when_both_rank_top() {
        LinkedSchema linked = SCHOOL.link("students and courses", "", 6);

        assertThat(names(linked)).containsExactly(
                "courses", "students", "enrollment", "course_rooms", "student_clubs", "teachers");
        assertThat(linked.tables().get(2).score()).isEqualTo(linked.tables().get(1).score());
        assertThat(linked.tables().get(5).score()).isZero();
    }

    @Test
    void should_pull_table_sharing_key_columns_below_both_when_catalog_declares_no_foreign_keys() {
        Catalog warehouse = new Catalog(Dialect.SQLITE, null, List.of(
                Catalogs.table("BUILDINGS", List.of(), List.of(),
                        Catalogs.col("BLDG_KEY"), Catalogs.col("NAME"), Catalogs.col("SITE_KEY")),
                Catalogs.table("ORGANIZATIONS", List.of(), List.of(),
                        Catalogs.col("ORG_KEY"), Catalogs.col("TITLE"), Catalogs.col("SITE_KEY")),
                Catalogs.table("ROOMS", List.of(), List.of(),
                        Catalogs.col("ROOM_KEY"), Catalogs.col("BLDG_KEY"), Catalogs.col("ORG_KEY")),
                Catalogs.table("ZONES", List.of(), List.of(), Catalogs.col("ZONE_KEY"), Catalogs.col("SITE_KEY")),
                Catalogs.table("BUILDING_PHOTOS", List.of(), List.of(), Catalogs.col("PHOTO_KEY"), Catalogs.col("URL")),
                Catalogs.table("ARCHIVE", List.of(), List.of(), Catalogs.col("NOTE"))));

        LinkedSchema linked = SchemaIndex.build(warehouse).link("buildings and organizations", "", 6);

        // ROOMS shares BLDG_KEY and ORG_KEY with the two best tables; SITE_KEY is in three tables, so ZONES stays.
        assertThat(names(linked)).containsExactly(
                "ORGANIZATIONS", "BUILDINGS", "ROOMS", "BUILDING_PHOTOS", "ARCHIVE", "ZONES");
    }

    @Test
    void should_leave_junction_table_in_place_when_only_one_of_its_tables_matches() {
        LinkedSchema linked = SCHOOL.link("students", "", 6);

        assertThat(names(linked)).containsExactly(
                "students", "student_clubs", "course_rooms", "courses", "enrollment", "teachers");
    }

    @Test
    void should_list_matched_columns_then_keys_then_the_rest_when_ranking_columns() {
        LinkedTable orders = SHOP.link("total amount of orders per customer", "", 5).tables().get(0);
        LinkedTable byStatus = SHOP.link("orders by status", "", 5).tables().get(0);

        assertThat(orders.columns()).containsExactly("total_amount", "customer_id", "order_date", "id", "status");
        assertThat(byStatus.table().name()).isEqualTo("orders");
        assertThat(byStatus.columns()).containsExactly("status", "order_date", "id", "customer_id", "total_amount");
    }

    @Test
    void should_rank_table_and_column_by_sample_value_when_question_names_a_value() {
        LinkedTable first = SHOP.link("Who lives in Norway?", "", 5).tables().get(0);

        assertThat(first.table().name()).isEqualTo("customers");
        assertThat(first.columns()).containsExactly("country", "id", "name");
    }

    @Test
    void should_use_evidence_terms_when_question_alone_matches_nothing() {
        LinkedSchema linked = SHOP.link("Which ones are cheap?", "cheap means unit price below 5", 1);

        assertThat(names(linked)).containsExactly("products");
        assertThat(linked.tables().get(0).columns()).startsWith("unitPrice");
    }

    @Test
    void should_return_tables_in_name_order_when_question_has_only_stop_words() {
        LinkedSchema linked = SHOP.link("Is it that?", "", 3);

        assertThat(names(linked)).containsExactly("customers", "order_items", "orders");
        assertThat(linked.tables()).allSatisfy(t -> assertThat(t.score()).isZero());
    }

    @Test
    void should_return_every_table_when_max_tables_exceeds_the_catalog() {
        assertThat(SHOP.link("orders", "", 50).tables()).hasSize(5);
        assertThat(SHOP.tableCount()).isEqualTo(5);
    }

    @Test
    void should_return_nothing_when_catalog_is_empty() {
        SchemaIndex empty = SchemaIndex.build(new Catalog(Dialect.SQLITE, null, List.of()));

        assertThat(empty.link("orders", "", 5).tables()).isEmpty();
        assertThat(empty.tableCount()).isZero();
    }

    @Test
    void should_refuse_when_question_is_blank_or_max_tables_below_one() {
        assertThatThrownBy(() -> SHOP.link("  ", "", 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("question must not be blank");
        assertThatThrownBy(() -> SHOP.link("orders", "", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maxTables must be at least 1, was 0");
    }
}
