package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.SampleValueLinker;
import io.askdb.linking.ValueMatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Test-only: the Spider databases copied into {@code src/test/resources/spider} (see the README
 * there for attribution and licence), their catalogs read with askdb's own JDBC catalog reader
 * (values sampled, as the CLI does), requests built with the sample value linker, and SQL run on
 * the same file read-only.
 */
public final class SpiderDatabases {
    private static final Path ROOT = Path.of("src", "test", "resources", "spider");
    /** As many values as the pipeline's understanding step asks the value linker for. */
    private static final int VALUES = 8;
    private static final Map<String, Catalog> CATALOGS = new HashMap<>();
    private static final SampleValueLinker LINKER = new SampleValueLinker();

    private SpiderDatabases() {
    }

    /** @return the database file of a Spider db id, e.g. "dorm_1" */
    public static Path file(String db) {
        Path p = ROOT.resolve(db + ".sqlite");
        if (!Files.isRegularFile(p)) throw new IllegalStateException("missing " + p.toAbsolutePath());
        return p;
    }

    /** @return the catalog of the database, read once */
    public static synchronized Catalog catalog(String db) {
        return CATALOGS.computeIfAbsent(db, d -> new JdbcCatalogProvider(source(d), CatalogOptions.DEFAULT).catalog());
    }

    /** @return a request for the question over the database, with the values the sample linker finds */
    public static GenerationRequest request(String db, String question) {
        Catalog c = catalog(db);
        List<ValueMatch> values = LINKER.link(question, c, VALUES);
        return new GenerationRequest(question, c, List.of(), "", new LinkedSchema(List.of(), List.of(), values, List.of()),
                List.of(), List.of());
    }

    /** @return every row of the SQL's result on the database */
    public static List<List<Object>> rows(String db, String sql) throws SQLException {
        try (Connection c = source(db).open()) {
            return ChinookFixture.rows(c, sql);
        }
    }

    private static ReadOnlyConnectionSource source(String db) {
        return ReadOnlyConnectionSource.of(file(db).toString(), new Properties());
    }

    /** How two row sets are compared: {@link RowSets#same}, or under any order of their columns. */
    @FunctionalInterface
    interface RowsMatch {
        boolean test(List<List<Object>> expected, List<List<Object>> actual, boolean ordered);
    }

    /**
     * Asserts that the generation is candidate SQL whose rows on db match the gold SQL's (in order when the gold orders them).
     *
     * @throws SQLException when either query cannot run
     */
    static void assertGoldRows(Generation g, String db, String question, String gold, RowsMatch match) throws SQLException {
        assertThat(g).as(question).isInstanceOf(CandidateSql.class);
        String sql = ((CandidateSql) g).sql();
        List<List<Object>> expected = rows(db, gold);
        List<List<Object>> actual = rows(db, sql);
        assertThat(expected).as("gold rows of " + gold).isNotEmpty();
        assertThat(match.test(expected, actual, RowSets.ordered(gold)))
                .as("%s%nSQL: %s%nexpected %s%nactual   %s", question, sql, RowSets.normal(expected), RowSets.normal(actual)).isTrue();
    }
}
