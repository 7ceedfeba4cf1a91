package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaIndexStoreTest {
    @TempDir
    Path dir;

    /** The shop catalog with one more column in products. */
    private static Catalog shopWithChangedProducts() {
        List<Table> tables = new ArrayList<>();
        for (Table t : Catalogs.shop().tables()) {
            if (!t.id().name().equals("products")) {
                tables.add(t);
                continue;
            }
            List<io.askdb.catalog.Column> columns = new ArrayList<>(t.columns());
            columns.add(Catalogs.col("colour", "crimson", "teal"));
            tables.add(new Table(t.id(), t.kind(), t.comment(), columns, t.primaryKey(), t.foreignKeys(), t.rowEstimate()));
        }
        return new Catalog(Catalogs.shop().dialect(), null, tables);
    }

    private static Catalog shopWithout(String name) {
        return new Catalog(Catalogs.shop().dialect(), null,
                Catalogs.shop().tables().stream().filter(t -> !t.id().name().equals(name)).toList());
    }

    @Test
    void should_rebuild_exactly_one_table_when_one_table_changed_and_the_store_is_reopened() {
        IndexStats first = SchemaIndexStore.open(dir, LinkerMode.LEXICAL).index(Catalogs.shop(), IndexProgress.NONE);
        SchemaIndexStore reopened = SchemaIndexStore.open(dir, LinkerMode.LEXICAL);
        IndexStats second = reopened.index(shopWithChangedProducts(), IndexProgress.NONE);

        assertThat(first).extracting(IndexStats::tables, IndexStats::reused, IndexStats::rebuilt, IndexStats::removed)
                .containsExactly(5, 0, 5, 0);
        assertThat(second).extracting(IndexStats::tables, IndexStats::reused, IndexStats::rebuilt, IndexStats::removed)
                .containsExactly(5, 4, 1, 0);
        assertThat(second.catalogHash()).isNotEqualTo(first.catalogHash());
        LinkedSchema linked = reopened.current(shopWithChangedProducts()).link("which colour is crimson", "", 1);
        assertThat(linked.top(1)).containsExactly(new TableId(null, "products"));
    }

    @Test
    void should_reuse_every_table_and_vector_when_catalog_is_unchanged() {
        Catalog shop = Catalogs.shop();
        IndexStats first = SchemaIndexStore.open(dir).index(shop, IndexProgress.NONE);
        SchemaIndexStore reopened = SchemaIndexStore.open(dir);
        List<int[]> progress = new ArrayList<>();
        IndexStats second = reopened.index(shop, (done, total) -> progress.add(new int[] {done, total}));

        assertThat(second).extracting(IndexStats::reused, IndexStats::rebuilt, IndexStats::removed).containsExactly(5, 0, 0);
        assertThat(second.catalogHash()).isEqualTo(first.catalogHash());
        assertThat(progress).containsExactly(new int[] {5, 5});
        String question = "how much did each buyer spend";
        assertThat(reopened.current(shop).link(question, "", 5))
                .isEqualTo(SchemaIndex.build(shop, LinkerMode.HYBRID).link(question, "", 5));
    }

    @Test
    void should_drop_a_removed_table_from_results_and_documents_when_catalog_loses_it() {
        SchemaIndexStore.open(dir, LinkerMode.LEXICAL).index(Catalogs.shop(), IndexProgress.NONE);
        SchemaIndexStore reopened = SchemaIndexStore.open(dir, LinkerMode.LEXICAL);
        Catalog smaller = shopWithout("suppliers");

        IndexStats stats = reopened.index(smaller, IndexProgress.NONE);
        SchemaIndex index = reopened.current(smaller);

        assertThat(stats).extracting(IndexStats::tables, IndexStats::reused, IndexStats::rebuilt, IndexStats::removed)
                .containsExactly(4, 4, 0, 1);
        assertThat(index.link("supplier company phone", "", 10).top(10)).doesNotContain(new TableId(null, "suppliers"));
        // 4 table documents plus 3 + 5 + 3 + 4 column documents
        assertThat(index.documentCount()).isEqualTo(19);
    }

    @Test
    void should_report_progress_per_table_when_building_from_scratch() {
        List<String> progress = new ArrayList<>();

        SchemaIndexStore.open(dir, LinkerMode.LEXICAL).index(Catalogs.shop(), (done, total) -> progress.add(done + "/" + total));

        assertThat(progress).containsExactly("0/5", "1/5", "2/5", "3/5", "4/5", "5/5");
    }

    @Test
    void should_rebuild_everything_when_the_mode_or_manifest_changes() throws Exception {
        SchemaIndexStore.open(dir, LinkerMode.LEXICAL).index(Catalogs.school(), IndexProgress.NONE);
        IndexStats hybrid = SchemaIndexStore.open(dir, LinkerMode.HYBRID).index(Catalogs.school(), IndexProgress.NONE);
        Files.writeString(dir.resolve(IndexManifest.FILE), "format=0\n");
        IndexStats afterDamage = SchemaIndexStore.open(dir, LinkerMode.HYBRID).index(Catalogs.school(), IndexProgress.NONE);

        assertThat(hybrid.rebuilt()).isEqualTo(6);
        assertThat(afterDamage.rebuilt()).isEqualTo(6);
    }

    @Test
    void should_link_through_the_store_when_linker_wraps_it() {
        LuceneSchemaLinker linker = new LuceneSchemaLinker(SchemaIndexStore.open(dir, LinkerMode.LEXICAL));

        LinkedSchema linked = linker.link("total amount of orders per customer", "", Catalogs.shop(), 2);

        assertThat(linked.top(2)).extracting(TableId::name).containsExactly("orders", "customers");
        assertThat(Files.exists(dir.resolve(IndexManifest.FILE))).isTrue();
    }

    @Test
    void should_name_the_directory_when_it_cannot_be_created() throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-dir"), "x");

        assertThatThrownBy(() -> SchemaIndexStore.open(file.resolve("index")).index(Catalogs.shop(), IndexProgress.NONE))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("The schema index in " + file.resolve("index") + " could not be read or written");
    }
}
