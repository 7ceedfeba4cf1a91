package io.askdb.server;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The server's rows in askdb's store (migration V3 of askdb-store): registered datasources and
 * feedback. Plain SQL that SQLite and PostgreSQL both run; every call takes its own connection,
 * so replicas on one PostgreSQL store see each other's rows at once.
 */
final class StoreTables {
    private final DataSource store;

    StoreTables(DataSource store) {
        this.store = store;
    }

    void insert(DatasourceRecord r) {
        update("INSERT INTO datasources (name, created_at, url, user_name, password_env, password_sealed) VALUES (?, ?, ?, ?, ?, ?)",
                r.name(), r.createdAt().toString(), r.url(), r.user(), r.passwordEnv(), r.passwordSealed());
    }

    boolean delete(String name) {
        return update("DELETE FROM datasources WHERE name = ?", name) > 0;
    }

    Optional<DatasourceRecord> find(String name) {
        List<DatasourceRecord> found = datasources("SELECT name, created_at, url, user_name, password_env, password_sealed"
                + " FROM datasources WHERE name = ?", name);
        return found.stream().findFirst();
    }

    List<DatasourceRecord> datasources() {
        return datasources("SELECT name, created_at, url, user_name, password_env, password_sealed FROM datasources ORDER BY name");
    }

    /** @return the new feedback row's id */
    long insertFeedback(long historyId, String rating, String comment, String correctedSql, boolean exampleAdded) {
        try (Connection c = store.getConnection();
             PreparedStatement st = c.prepareStatement("INSERT INTO feedback (history_id, created_at, rating, comment,"
                     + " corrected_sql, example_added) VALUES (?, ?, ?, ?, ?, ?) RETURNING id")) {
            st.setLong(1, historyId);
            st.setString(2, Instant.now().toString());
            st.setString(3, rating);
            st.setString(4, comment);
            st.setString(5, correctedSql);
            st.setInt(6, exampleAdded ? 1 : 0);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw failed("write feedback", e);
        }
    }

    /** @return true when the store answers a trivial query */
    boolean reachable() {
        try (Connection c = store.getConnection(); ResultSet rs = c.createStatement().executeQuery("SELECT 1")) {
            return rs.next();
        } catch (SQLException e) {
            return false;
        }
    }

    private List<DatasourceRecord> datasources(String sql, Object... args) {
        try (Connection c = store.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) st.setObject(i + 1, args[i]);
            List<DatasourceRecord> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new DatasourceRecord(rs.getString(1), Instant.parse(rs.getString(2)), rs.getString(3),
                            rs.getString(4), rs.getString(5), rs.getString(6)));
                }
            }
            return out;
        } catch (SQLException e) {
            throw failed("read registered datasources", e);
        }
    }

    private int update(String sql, Object... args) {
        try (Connection c = store.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) st.setObject(i + 1, args[i]);
            return st.executeUpdate();
        } catch (SQLException e) {
            throw failed("write registered datasources", e);
        }
    }

    private static AskdbException failed(String what, SQLException e) {
        return new AskdbException(ErrorCode.INTERNAL, "askdb could not " + what + " in its store (" + e.getMessage()
                + "). Check that the store (askdb.history.path or ASKDB_STORE_URL) is reachable and writable.", e);
    }
}
