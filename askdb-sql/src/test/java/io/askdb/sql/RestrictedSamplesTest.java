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
 * The catalog the agent sees carries no sample value and no row estimate of a row-filtered table
 * or of a table filtered through its foreign keys: both are read over every tenant's rows
 * ({@link TenantEngines}; other customers' rows hold the canary). The cost layer still bounds
 * cross joins of such tables, with the full catalog's estimates.
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

    private static final List<String> RESTRICTED = List.of("invoice", "invoice_line", "line_note", "shipment", "task", "ticket");

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_carry_no_row_estimate_of_restricted_tables_when_the_visible_catalog_is_built(TenantEngines.Engine engine) {
        assertThat(engine.full().resolve(null, "invoice").get(0).rowEstimate()).isPositive();

        for (String t : RESTRICTED) {
            assertThat(engine.visible().resolve(null, t).get(0).rowEstimate()).as(t).isEqualTo(-1L);
        }
        assertThat(engine.visible().resolve(null, "customer").get(0).rowEstimate())
                .isEqualTo(engine.full().resolve(null, "customer").get(0).rowEstimate());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyed")
    void should_refuse_a_cross_join_of_restricted_tables_without_showing_their_counts_when_it_passes_the_bound(TenantEngines.Engine engine) {
        io.askdb.guard.SqlGuard small = StandardGuard.create(TenantEngines.POLICY, engine::full, new CostBounds(1_000, 1_000_000));
        String four = "SELECT count(*) FROM invoice a, invoice b, invoice c, invoice d";

        io.askdb.guard.GuardResult r = small.check(new io.askdb.guard.GuardRequest(four, engine.visible().dialect(), engine.visible(), 100,
                TenantEngines.CUSTOMER_2));
        io.askdb.guard.GuardResult one = small.check(new io.askdb.guard.GuardRequest("SELECT count(*) FROM invoice a, customer c",
                engine.visible().dialect(), engine.visible(), 100, TenantEngines.CUSTOMER_2));

        assertThat(r).isInstanceOf(io.askdb.guard.Refusal.class);
        io.askdb.guard.Refusal refusal = (io.askdb.guard.Refusal) r;
        assertThat(refusal.rule()).isEqualTo("cost-bound");
        assertThat(refusal.message()).contains("more rows than the bound allows", "askdb.max-scan-rows = 1000").doesNotContain("256")
                .doesNotContain("10,000");
        assertThat(one).isInstanceOf(io.askdb.guard.ApprovedSql.class);
    }
}
