package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.execution.ExecutionException;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Error oracles through a row filter ({@link TenantEngines}, customer 2): a statement whose WHERE
 * fails on one value must behave the same whether that value is held only by another tenant
 * ({@code qty = 7}, {@code body = 'sister'}) or by nobody ({@code qty = 8}, {@code body = 'nobody'}),
 * so the engine must not evaluate the caller's predicate on rows the filter removes (the optimisation
 * fence {@link RowFilterSql} writes). On SQLite, DuckDB, PostgreSQL and H2.
 */
class RowFilterFenceTest {
    /**
     * %s is the probe; each failing expression is one engine's way of raising an error on a value, written
     * over the row's own column so no engine folds it to a constant error at planning time.
     */
    private static final String[] ORACLES = {
            // SQLite, H2, PostgreSQL, DuckDB: integer overflow
            "SELECT 1 FROM invoice_line WHERE CASE WHEN qty = %s THEN abs(qty - qty - 9223372036854775807 - 1) END IS NULL",
            // PostgreSQL, DuckDB, H2: division by zero (SQLite yields NULL)
            "SELECT 1 FROM invoice_line WHERE CASE WHEN qty = %s THEN 1 / (qty - qty) END IS NULL",
            // PostgreSQL, DuckDB, H2: a text that is not a number; the error quotes the value
            "SELECT 1 FROM line_note WHERE CASE WHEN body = '%s' THEN CAST(body AS INT) END IS NULL",
            // the same through the table's own filter
            "SELECT 1 FROM invoice WHERE CASE WHEN note = '%s' THEN CAST(note AS INT) END IS NULL"};
    private static final String[][] PROBES = {{"7", "8"}, {"7", "8"}, {"sister", "nobody"}, {"sister", "nobody"}};

    static Stream<Arguments> oracles() throws Exception {
        List<TenantEngines.Engine> engines = new ArrayList<>(TenantEngines.all());
        engines.add(TenantEngines.h2());
        List<Arguments> out = new ArrayList<>();
        for (TenantEngines.Engine e : engines) {
            for (int i = 0; i < ORACLES.length; i++) out.add(Arguments.of(e, ORACLES[i], PROBES[i][0], PROBES[i][1]));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: {1} / {2}")
    @MethodSource("oracles")
    void should_answer_alike_when_the_probed_value_is_only_another_tenants(TenantEngines.Engine engine, String oracle, String theirs,
                                                                            String nobodys) {
        String nobody = outcome(engine, oracle.formatted(nobodys));

        assertThat(nobody).startsWith("rows");
        assertThat(outcome(engine, oracle.formatted(theirs))).isEqualTo(nobody);
    }

    private static String outcome(TenantEngines.Engine engine, String sql) {
        try {
            ResultTable t = engine.run(sql, TenantEngines.CUSTOMER_2);
            return "rows " + t.rows();
        } catch (ExecutionException e) {
            return "error";
        }
    }
}
