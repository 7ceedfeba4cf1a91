package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case C25's table (events: id, kind, payload), which has no name-like column: listing it shows
 * its columns in key order, never the key alone. A table with a label column is still listed by it.
 */
class KeywordPlannerWideListingTest {
    @TempDir
    Path dir;

    private Catalog catalog() throws SQLException {
        Path file = dir.resolve("events.sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL)");
            s.execute("INSERT INTO events VALUES (3,'click','c'),(1,'view','a'),(2,'buy','b')");
            s.execute("CREATE TABLE artists (artist_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT)");
        }
        return new JdbcCatalogProvider(ReadOnlyConnectionSource.of(file.toString(), new Properties()), CatalogOptions.DEFAULT).catalog();
    }

    private List<List<Object>> run(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("events.sqlite"))) {
            return ChinookFixture.rows(c, sql);
        }
    }

    private String sql(Catalog catalog, String question) {
        Generation g = new KeywordPlanner().generate(new GenerationRequest(question, catalog, List.of(), ""));
        assertThat(g).isInstanceOf(CandidateSql.class);
        return ((CandidateSql) g).sql();
    }

    @Test
    void should_list_every_column_ordered_by_the_key_when_the_table_has_no_label_column_case_C25() throws SQLException {
        String sql = sql(catalog(), "Show me all events.");

        assertThat(run(sql)).containsExactly(List.of(1, "view", "a"), List.of(2, "buy", "b"), List.of(3, "click", "c"));
        assertThat(sql).endsWith("ORDER BY \"t0\".\"id\" ASC");
    }

    @Test
    void should_list_by_the_label_column_when_the_table_has_one() throws SQLException {
        String sql = sql(catalog(), "List all artists");

        assertThat(sql).contains("\"t0\".\"name\"").doesNotContain("\"t0\".\"country\"");
    }
}
