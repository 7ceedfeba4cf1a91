package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalog the agent sees carries no sample value of a row-filtered table or of a table
 * filtered through its foreign keys: the samples are read over every tenant's rows
 * ({@link TenantEngines}; other customers' rows hold the canary).
 */
class RestrictedSamplesTest {
    static Stream<Arguments> keyed() throws Exception {
        return TenantEngines.keyed().stream().map(Arguments::of);
    }

    private static List<String> samples(Catalog catalog, String table) {
        Table t = catalog.resolve(null, table).get(0);
        return t.columns().stream().flatMap(c -> c.sampleValues().stream()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_drop_every_sample_of_restricted_tables_when_the_visible_catalog_is_built(TenantEngines.Engine engine) {
        assertThat(samples(engine.full(), "invoice")).contains(TenantEngines.CANARY, "NY");
        assertThat(samples(engine.full(), "line_note")).contains(TenantEngines.CANARY);

        for (String t : List.of("invoice", "invoice_line", "line_note", "shipment", "task", "ticket")) {
            assertThat(samples(engine.visible(), t)).as(t).isEmpty();
        }
        assertThat(engine.visible().tables().stream().flatMap(t -> t.columns().stream()).map(Column::sampleValues).flatMap(List::stream))
                .doesNotContain(TenantEngines.CANARY, "NY", "TX");
        assertThat(samples(engine.visible(), "customer")).contains("Ann");
    }
}
