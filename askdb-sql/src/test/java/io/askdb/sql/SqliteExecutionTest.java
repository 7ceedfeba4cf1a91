package io.askdb.sql;

import static io.askdb.sql.Fixtures.approved;
import static io.askdb.sql.Fixtures.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Approved SQL runs on a real in-memory SQLite with the data of the cases; refused SQL would have written. */
class SqliteExecutionTest {
    private Connection db;

    @BeforeEach
    void open() throws SQLException {
        db = DriverManager.getConnection("jdbc:sqlite::memory:");
        try (Statement s = db.createStatement()) {
            s.executeUpdate("CREATE TABLE restaurants (id INTEGER PRIMARY KEY, name TEXT NOT NULL, owner_name TEXT NOT NULL, rating REAL)");
            s.executeUpdate("INSERT INTO restaurants VALUES (1,'Blue Fig','Dana Ruiz',4.6),(2,'Corner Pho','Sam Lee',4.2),"
                    + "(3,'Olive Tree','Dana Ruiz',4.8),(4,'Taco Loco','Ari Penn',3.9)");
            s.executeUpdate("CREATE TABLE \"公司\" (\"公司id\" INTEGER PRIMARY KEY, \"公司名\" TEXT NOT NULL, \"成立年份\" INTEGER NOT NULL)");
            s.executeUpdate("INSERT INTO \"公司\" VALUES (1,'星河科技',2015),(2,'青山物流',2009),(3,'海蓝食品',2015)");
            s.executeUpdate("CREATE TABLE company (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
            s.executeUpdate("INSERT INTO company VALUES (1,'Acme'),(2,'Globex')");
        }
    }

    @AfterEach
    void close() throws SQLException {
        db.close();
    }

    private GuardResult check(String sql) {
        Catalog catalog = Fixtures.catalog(Dialect.SQLITE);
        return Fixtures.GUARD.check(new GuardRequest(sql, Dialect.SQLITE, catalog, 1000));
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) row.add(rs.getString(i));
                out.add(String.join("|", row));
            }
        }
        return out;
    }

    private int count(String table) throws SQLException {
        return Integer.parseInt(rows("SELECT COUNT(*) FROM " + table).get(0));
    }

    @Test
    void should_return_two_best_restaurants_when_c01_top_is_rewritten() throws SQLException {
        String sql = approved(check("SELECT TOP 2 name, rating FROM restaurants ORDER BY rating DESC")).sql();
        assertThat(rows(sql)).containsExactly("Olive Tree|4.8", "Blue Fig|4.6");
    }

    @Test
    void should_return_companies_of_2015_when_c07_unicode_names() throws SQLException {
        String sql = approved(check("SELECT \"公司名\" FROM \"公司\" WHERE \"成立年份\" = 2015 ORDER BY \"公司id\"")).sql();
        assertThat(rows(sql)).containsExactly("星河科技", "海蓝食品");
    }

    @Test
    void should_have_deleted_rows_when_c28_ran_unguarded_but_guard_refuses() throws SQLException {
        String sql = "WITH gone AS (SELECT id FROM company) DELETE FROM company WHERE id IN (SELECT id FROM gone) -- limit";
        assertThat(refused(check(sql)).rule()).isEqualTo("not-a-query");
        assertThat(count("company")).isEqualTo(2);
        try (Statement s = db.createStatement()) {
            s.executeUpdate(sql);
        }
        assertThat(count("company")).isZero();
    }
}
