package io.askdb.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class LuceneSchemaLinkerTest {

    @Test
    void should_return_the_same_index_when_many_threads_ask_for_one_catalog() throws Exception {
        LuceneSchemaLinker linker = new LuceneSchemaLinker(LinkerMode.LEXICAL);
        Catalog catalog = Catalogs.shop();
        List<Callable<SchemaIndex>> tasks = new ArrayList<>();
        for (int i = 0; i < 8; i++) tasks.add(() -> linker.index(catalog));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<SchemaIndex> indexes = new ArrayList<>();
            for (Future<SchemaIndex> f : pool.invokeAll(tasks)) indexes.add(f.get());

            assertThat(indexes).allSatisfy(index -> assertThat(index).isSameAs(indexes.get(0)));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void should_build_separate_indexes_when_catalogs_are_equal_but_distinct_instances() {
        LuceneSchemaLinker linker = new LuceneSchemaLinker(LinkerMode.LEXICAL);
        Catalog first = Catalogs.shop();
        Catalog second = Catalogs.shop();

        assertThat(first).isEqualTo(second);
        assertThat(linker.index(first)).isNotSameAs(linker.index(second));
        assertThat(linker.index(first)).isSameAs(linker.index(first));
    }

    @Test
    void should_rebuild_the_oldest_index_when_more_catalogs_than_the_cache_holds() {
        LuceneSchemaLinker linker = new LuceneSchemaLinker(LinkerMode.LEXICAL);
        Catalog oldest = Catalogs.shop();
        SchemaIndex original = linker.index(oldest);
        for (int i = 0; i < CatalogCache.MAX_CATALOGS; i++) linker.index(Catalogs.school());

        assertThat(linker.index(oldest)).isNotSameAs(original);
    }

    @Test
    void should_delegate_to_the_catalog_index_when_linking() {
        LinkedSchema linked = new LuceneSchemaLinker().link("total amount of orders per customer", "", Catalogs.shop(), 2);

        assertThat(linked.top(2)).extracting(id -> id.name()).containsExactly("orders", "customers");
        assertThat(linked.tables().get(0).columns()).startsWith("total_amount");
    }
}
