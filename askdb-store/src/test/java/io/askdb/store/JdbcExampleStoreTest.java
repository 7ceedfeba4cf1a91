package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.knowledge.Example;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdbcExampleStoreTest {
    /** Letter counts a-z: questions sharing most letters are similar, unrelated ones far less. */
    static final Function<String, float[]> LETTERS = text -> {
        float[] v = new float[26];
        for (char ch : text.toLowerCase(Locale.ROOT).toCharArray()) if (ch >= 'a' && ch <= 'z') v[ch - 'a']++;
        return v;
    };

    @TempDir
    Path dir;

    @Test
    void should_find_an_example_added_through_another_store_when_both_open_the_same_file() {
        JdbcExampleStore a = JdbcHistoryStore.openSqlite(dir.resolve("store.db")).examples("chinook", LETTERS);
        JdbcExampleStore b = JdbcHistoryStore.openSqlite(dir.resolve("store.db")).examples("chinook", LETTERS);
        assertThat(b.find("How many artists are there?", 3)).isEmpty();

        a.add("  How many artists are there? ", "SELECT COUNT(*) FROM Artist");

        assertThat(b.find("How many artists are there?", 3))
                .containsExactly(new Example("How many artists are there?", "SELECT COUNT(*) FROM Artist", 1.0));
    }

    @Test
    void should_store_one_row_when_the_same_question_and_sql_are_confirmed_twice() throws Exception {
        JdbcHistoryStore history = JdbcHistoryStore.openSqlite(dir.resolve("store.db"));
        JdbcExampleStore store = history.examples("chinook", LETTERS);
        store.add("How many albums?", "SELECT COUNT(*) FROM Album");
        store.add("How many albums?", "SELECT COUNT(*) FROM Album");
        history.examples("other", LETTERS).add("How many albums?", "SELECT COUNT(*) FROM Album");

        try (java.sql.Connection c = history.dataSource().getConnection(); java.sql.Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT datasource, COUNT(*) FROM examples GROUP BY datasource ORDER BY datasource")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1) + "=" + rs.getInt(2)).isEqualTo("chinook=1");
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1) + "=" + rs.getInt(2)).isEqualTo("other=1");
        }
    }

    @Test
    void should_keep_the_latest_sql_when_the_same_question_is_added_twice() {
        JdbcExampleStore store = JdbcHistoryStore.openSqlite(dir.resolve("store.db")).examples("chinook", LETTERS);
        store.add("How many albums?", "SELECT 1");
        store.add("how   many ALBUMS?", "SELECT COUNT(*) FROM Album");
        store.add("zzz", "SELECT 2");

        assertThat(store.all()).extracting(Example::sql).containsExactly("SELECT COUNT(*) FROM Album", "SELECT 2");
        assertThat(store.find("How many albums?", 5)).extracting(Example::sql).containsExactly("SELECT COUNT(*) FROM Album");
    }

    @Test
    void should_keep_datasources_apart_when_they_share_a_store() {
        JdbcHistoryStore shared = JdbcHistoryStore.openSqlite(dir.resolve("store.db"));
        shared.examples("chinook", LETTERS).add("How many albums?", "SELECT COUNT(*) FROM Album");

        assertThat(shared.examples("sales", LETTERS).all()).isEmpty();
        assertThat(shared.examples("chinook", LETTERS).all()).hasSize(1);
    }

    @Test
    void should_refuse_a_blank_sql_when_an_example_is_added() {
        JdbcExampleStore store = JdbcHistoryStore.openSqlite(dir.resolve("store.db")).examples("chinook", LETTERS);

        assertThatThrownBy(() -> store.add("How many albums?", " ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sql must not be blank");
    }
}
