package io.askdb.bench;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Properties;
import java.util.Set;

/**
 * An embedded PostgreSQL started for a bench run, into which plain SQL dumps (such as defog's
 * {@code <db>.sql} files: CREATE TABLE and INSERT statements) are loaded, one database per dump,
 * each analyzed so that the planner and the catalog have row estimates. Stopped on close.
 */
final class DumpedPostgres implements AutoCloseable {
    private final EmbeddedPostgres embedded;
    private final Path dumps;
    private final Set<String> loaded = new HashSet<>();

    private DumpedPostgres(EmbeddedPostgres embedded, Path dumps) {
        this.embedded = embedded;
        this.dumps = dumps;
    }

    /**
     * @param dumps the folder holding {@code <db>.sql} files
     * @return the started server, no database loaded yet
     * @throws IOException when the embedded PostgreSQL cannot start
     */
    static DumpedPostgres start(Path dumps) throws IOException {
        return new DumpedPostgres(EmbeddedPostgres.builder().start(), dumps);
    }

    /** @return a JDBC URL template with {@code {db}} for the database name */
    String urlTemplate() {
        return embedded.getJdbcUrl("postgres", "{db}");
    }

    /** @return the driver properties of the embedded server's user */
    Properties user() {
        Properties p = new Properties();
        p.setProperty("user", "postgres");
        return p;
    }

    /**
     * Creates database {@code db} from {@code <dumps>/<db>.sql} and analyzes it, once.
     *
     * @param db the database name, a plain identifier
     * @throws IllegalStateException when the dump is missing or does not load
     */
    void load(String db) {
        if (!db.matches("[A-Za-z_][A-Za-z0-9_]*")) throw new IllegalStateException("not a plain database name: " + db);
        if (!loaded.add(db)) return;
        try {
            String script = Files.readString(dumps.resolve(db + ".sql"), StandardCharsets.UTF_8);
            try (Connection admin = DriverManager.getConnection(embedded.getJdbcUrl("postgres", "postgres"), user());
                 Statement st = admin.createStatement()) {
                st.execute("DROP DATABASE IF EXISTS " + db);
                st.execute("CREATE DATABASE " + db);
            }
            try (Connection c = DriverManager.getConnection(embedded.getJdbcUrl("postgres", db), user()); Statement st = c.createStatement()) {
                st.execute(script);
                st.execute("ANALYZE");
            }
        } catch (IOException | SQLException e) {
            throw new IllegalStateException("cannot load " + db + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws IOException {
        embedded.close();
    }
}
