package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cases from the public reports on small SQLite databases written for each test: ISO dates kept in TEXT
 * columns (C02, "How many orders were placed each month?") and one value stored with several spellings
 * (C18: all of them are counted); the expected rows were checked with sqlite3 on the cases' data.
 */
class KeywordPlannerTextDateTest {
    @TempDir
    Path dir;

    private String database() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("shop.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, ordered_at TEXT NOT NULL, shipped_at TEXT, amount NUMERIC)");
            s.execute("INSERT INTO orders VALUES (1,'2024-01-05','2024-01-07',20.00),(2,'2024-01-20','2024-01-25',35.50),"
                    + "(3,'2024-02-02','2024-02-03',10.00),(4,'2024-02-28','2024-03-04',12.25),(5,'2024-03-15',NULL,8.00)");
        }
        return url;
    }

    static List<List<Object>> run(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<List<Object>> rows = new ArrayList<>();
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= columns; i++) row.add(rs.getObject(i));
                rows.add(row);
            }
            return rows;
        }
    }

    /** @return what the planner makes of the question over the SQLite file in the test's folder */
    private Generation plan(String file, String question) {
        Catalog catalog = new JdbcCatalogProvider(ReadOnlyConnectionSource.of(dir.resolve(file).toString(), new Properties()),
                CatalogOptions.DEFAULT).catalog();
        return new KeywordPlanner().generate(new GenerationRequest(question, catalog, List.of(), ""));
    }

    @Test
    void should_group_by_month_when_a_text_column_named_as_a_date_holds_iso_dates() throws SQLException {
        String url = database();
        Generation g = plan("shop.sqlite", "How many orders were placed each month?");
        assertThat(g).isInstanceOf(CandidateSql.class);
        assertThat(run(url, ((CandidateSql) g).sql())).containsExactly(List.of("2024-01", 2), List.of("2024-02", 2), List.of("2024-03", 1));
    }

    @Test
    void should_count_every_spelling_and_name_them_when_one_column_stores_the_value_in_several_cases() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("bio.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE mutations (sample_id TEXT NOT NULL, gene TEXT NOT NULL, mutation_status TEXT NOT NULL)");
            s.execute("INSERT INTO mutations VALUES ('S1','PALB2','GERMLINE'),('S2','ATM','Germline'),('S3','ATM','SOMATIC'),"
                    + "('S4','PALB2','germline'),('S5','BRCA1','GERMLINE')");
        }
        Generation g = plan("bio.sqlite", "How many mutations are germline?");
        assertThat(g).isInstanceOf(CandidateSql.class);
        CandidateSql c = (CandidateSql) g;
        assertThat(run(url, "SELECT *, 0 FROM (" + c.sql() + ")")).as("S1, S2, S4 and S5").containsExactly(List.of(4, 0));
        assertThat(c.assumptions()).contains("Filtered on mutations.mutation_status IN ('GERMLINE', 'Germline', 'germline'): "
                + "the question's words match each of these 3 stored spellings.");
    }

    @Test
    void should_apply_a_year_to_the_date_column_a_verb_names_by_its_stem_when_dates_are_iso_text_with_times() throws SQLException {
        String url = "jdbc:sqlite:" + dir.resolve("created.sqlite");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, amount REAL, created_at TEXT)");
            s.execute("INSERT INTO orders VALUES (1,'a',10,'2023-01-05 10:00:00'),(2,'b',20,'2023-06-01T08:30:00Z'),"
                    + "(3,'c',5,'2024-02-01 09:00:00')");
        }
        Generation g = plan("created.sqlite", "How many orders were created in 2023?");

        assertThat(g).isInstanceOf(CandidateSql.class);
        assertThat(run(url, "SELECT *, 0 FROM (" + ((CandidateSql) g).sql() + ")")).containsExactly(List.of(2, 0));
    }
}
