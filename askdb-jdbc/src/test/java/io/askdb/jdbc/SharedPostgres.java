package io.askdb.jdbc;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/** One embedded PostgreSQL for every test class in the JVM; each class gets its own database. */
final class SharedPostgres {
    private static EmbeddedPostgres postgres;

    private SharedPostgres() {
    }

    static synchronized EmbeddedPostgres instance() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            EmbeddedPostgres started = postgres;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException e) {
                    // the JVM is exiting; the temporary data directory is removed by the library
                }
            }));
        }
        return postgres;
    }

    /** Creates a fresh database, runs the setup statements in it, and returns its JDBC URL. */
    static String database(String name, String... setup) throws SQLException {
        EmbeddedPostgres pg = instance();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name);
            st.execute("CREATE DATABASE " + name);
        }
        String url = pg.getJdbcUrl("postgres", name);
        try (Connection c = DriverManager.getConnection(url, credentials()); Statement st = c.createStatement()) {
            for (String sql : setup) st.execute(sql);
        }
        return url;
    }

    static Properties credentials() {
        Properties p = new Properties();
        p.setProperty("user", "postgres");
        return p;
    }
}
