package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** askdb's reserved-word lists agree with the engines themselves (PostgreSQL's in EngineNamesPostgresTest). */
class ReservedWordsTest {
    /** "SQLite Keywords" (sqlite.org/lang_keywords.html), all 147, plus the words of case N06. */
    private static final String SQLITE_KEYWORDS = "ABORT ACTION ADD AFTER ALL ALTER ALWAYS ANALYZE AND AS ASC ATTACH AUTOINCREMENT"
            + " BEFORE BEGIN BETWEEN BY CASCADE CASE CAST CHECK COLLATE COLUMN COMMIT CONFLICT CONSTRAINT CREATE CROSS CURRENT"
            + " CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP DATABASE DEFAULT DEFERRABLE DEFERRED DELETE DESC DETACH DISTINCT DO"
            + " DROP EACH ELSE END ESCAPE EXCEPT EXCLUDE EXCLUSIVE EXISTS EXPLAIN FAIL FILTER FIRST FOLLOWING FOR FOREIGN FROM"
            + " FULL GENERATED GLOB GROUP GROUPS HAVING IF IGNORE IMMEDIATE IN INDEX INDEXED INITIALLY INNER INSERT INSTEAD"
            + " INTERSECT INTO IS ISNULL JOIN KEY LAST LEFT LIKE LIMIT MATCH MATERIALIZED NATURAL NO NOT NOTHING NOTNULL NULL"
            + " NULLS OF OFFSET ON OR ORDER OTHERS OUTER OVER PARTITION PLAN PRAGMA PRECEDING PRIMARY QUERY RAISE RANGE"
            + " RECURSIVE REFERENCES REGEXP REINDEX RELEASE RENAME REPLACE RESTRICT RETURNING RIGHT ROLLBACK ROW ROWS SAVEPOINT"
            + " SELECT SET TABLE TEMP TEMPORARY THEN TIES TO TRANSACTION TRIGGER UNBOUNDED UNION UNIQUE UPDATE USING VACUUM"
            + " VALUES VIEW VIRTUAL WHEN WHERE WINDOW WITH WITHOUT SAMPLE PRIOR FETCH MINUS PIVOT UNPIVOT";

    @Test
    void should_list_exactly_the_keywords_sqlite_refuses_as_bare_columns() throws SQLException {
        List<String> refused = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            for (String w : SQLITE_KEYWORDS.toLowerCase(Locale.ROOT).split(" ")) {
                if (!bareColumnWorks(c, w)) refused.add(w);
            }
        }
        assertThat(new TreeSet<>(refused)).isEqualTo(new TreeSet<>(ReservedWords.get().list(Dialect.SQLITE).orElseThrow()));
    }

    @Test
    void should_list_exactly_the_keywords_duckdb_refuses_as_bare_columns() throws SQLException {
        Set<String> refused = new TreeSet<>();
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:")) {
            List<String> words = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT DISTINCT keyword_name FROM duckdb_keywords()")) {
                while (rs.next()) words.add(rs.getString(1));
            }
            for (String w : words) if (!bareColumnWorks(c, w)) refused.add(w);
        }
        assertThat(new TreeSet<>(ReservedWords.get().list(Dialect.DUCKDB).orElseThrow())).isEqualTo(refused);
    }

    @Test
    void should_have_no_list_when_askdb_cannot_check_the_engine() {
        assertThat(ReservedWords.get().known(Dialect.MYSQL)).isFalse();
        assertThat(ReservedWords.get().known(Dialect.GENERIC)).isFalse();
        assertThat(ReservedWords.get().reserves(Dialect.MYSQL, "select")).isFalse();
    }

    /** Selects, filters, groups and orders on a column named {@code w}, written bare; the value must be the column's. */
    static boolean bareColumnWorks(Connection c, String w) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS t");
            st.execute("CREATE TABLE t (\"" + w + "\" TEXT, k INTEGER)");
            st.execute("INSERT INTO t VALUES ('v', 1)");
            for (String q : List.of("SELECT " + w + " FROM t", "SELECT " + w + " FROM t WHERE " + w + " = 'v'",
                    "SELECT " + w + ", COUNT(*) FROM t GROUP BY " + w, "SELECT t." + w + " FROM t ORDER BY " + w)) {
                try (ResultSet rs = st.executeQuery(q)) {
                    if (!rs.next() || !"v".equals(rs.getString(1))) return false;
                } catch (SQLException e) {
                    return false;
                }
            }
        }
        return true;
    }
}
