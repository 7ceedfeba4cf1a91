package io.askdb.bench;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The {@link SyntheticSchema} in PostgreSQL schema {@value #SCHEMA}: in the caller's database
 * (the schema is dropped first if a previous run left it, and dropped again on close) or in an
 * embedded PostgreSQL started for the run and stopped on close. Tables are created and dropped
 * in chunks of {@value #CHUNK}, each its own transaction, because one transaction holding locks on
 * 5,000 tables exceeds PostgreSQL's default lock table ({@code max_locks_per_transaction} 64 times
 * {@code max_connections}; PostgreSQL docs, "Lock Management").
 */
final class SyntheticPostgres implements AutoCloseable {
    static final String SCHEMA = "askdb_bench";
    static final int CHUNK = 250;

    private final EmbeddedPostgres embedded;
    private final String url;
    private final Properties credentials;

    private SyntheticPostgres(EmbeddedPostgres embedded, String url, Properties credentials) {
        this.embedded = embedded;
        this.url = url;
        this.credentials = credentials;
    }

    /**
     * @param postgresUrl the caller's database, credentials in the URL; null to start an embedded one
     * @param tables      how many synthetic tables to create
     * @return the database with the tables created
     * @throws IOException  when the embedded PostgreSQL cannot start
     * @throws SQLException when the database cannot be reached or the tables cannot be created
     */
    static SyntheticPostgres create(String postgresUrl, int tables) throws IOException, SQLException {
        SyntheticPostgres db;
        if (postgresUrl == null) {
            EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
            Properties user = new Properties();
            user.setProperty("user", "postgres");
            db = new SyntheticPostgres(pg, pg.getJdbcUrl("postgres", "postgres"), user);
        } else {
            db = new SyntheticPostgres(null, postgresUrl, new Properties());
        }
        try {
            db.createTables(tables);
            return db;
        } catch (SQLException | RuntimeException e) {
            try {
                db.close();
            } catch (SQLException | IOException | RuntimeException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /** @return the JDBC URL to read the catalog from */
    String url() {
        return url;
    }

    /** @return driver properties (the embedded server's user), possibly empty */
    Properties credentials() {
        return credentials;
    }

    /** @return "embedded PostgreSQL" or "the given PostgreSQL" for row notes */
    String description() {
        return embedded != null ? "embedded PostgreSQL" : "the given PostgreSQL, schema " + SCHEMA;
    }

    private void createTables(int tables) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, credentials); Statement st = c.createStatement()) {
            dropSchema(c);
            st.execute("CREATE SCHEMA " + SCHEMA);
            st.execute("SET search_path TO " + SCHEMA);
            c.setAutoCommit(false);
            for (int i = 0; i < tables; i++) {
                st.addBatch(SyntheticSchema.createTable(i));
                st.addBatch(SyntheticSchema.insertRows(i));
                if ((i + 1) % CHUNK == 0 || i == tables - 1) {
                    st.executeBatch();
                    c.commit();
                }
            }
            st.execute("ANALYZE");
            c.commit();
        }
    }

    private static void dropSchema(Connection c) throws SQLException {
        List<String> names = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = ? ORDER BY table_name DESC")) {
            ps.setString(1, SCHEMA);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) names.add(rs.getString(1));
            }
        }
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (Statement st = c.createStatement()) {
            for (int i = 0; i < names.size(); i++) {
                st.addBatch("DROP TABLE IF EXISTS " + SCHEMA + ".\"" + names.get(i).replace("\"", "\"\"") + "\" CASCADE");
                if ((i + 1) % CHUNK == 0 || i == names.size() - 1) {
                    st.executeBatch();
                    c.commit();
                }
            }
            st.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            c.commit();
        } finally {
            c.setAutoCommit(auto);
        }
    }

    /** Drops the schema from the caller's database, or stops the embedded server. */
    @Override
    public void close() throws SQLException, IOException {
        if (embedded != null) {
            embedded.close();
            return;
        }
        try (Connection c = DriverManager.getConnection(url, credentials)) {
            dropSchema(c);
        }
    }
}
