package io.askdb.sql;

import io.askdb.jdbc.ConnectionSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A connection source for PostgreSQL that, when the executor closes a connection, first reads
 * what a statement could leave behind in the session and that a read-only transaction does not
 * stop: LISTEN channels ({@code pg_listening_channels()}), advisory locks held, session-level
 * settings changed ({@code pg_settings.source = 'session'}, beyond the read-only default the
 * source sets), temporary objects, open cursors and prepared statements. Anything found is kept
 * for {@link #takeFinding()}.
 */
final class SessionResidue implements ConnectionSource {
    private static final String CHECK = "SELECT concat_ws(' ',"
            + " (SELECT 'listen:' || string_agg(c, ',') FROM pg_listening_channels() c),"
            + " (SELECT 'locks:' || count(*) FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'advisory' HAVING count(*) > 0),"
            + " (SELECT 'settings:' || string_agg(name, ',') FROM pg_settings WHERE source = 'session'"
            + " AND name NOT IN ('default_transaction_read_only', 'transaction_read_only', 'statement_timeout', 'extra_float_digits', 'application_name', 'DateStyle', 'TimeZone', 'client_encoding')),"
            + " (SELECT 'temp:' || count(*) FROM pg_class WHERE relnamespace = pg_my_temp_schema() HAVING count(*) > 0),"
            + " (SELECT 'cursors:' || string_agg(name, ',') FROM pg_cursors WHERE name <> ''),"
            + " (SELECT 'prepared:' || string_agg(name, ',') FROM pg_prepared_statements WHERE from_sql))";

    private final ConnectionSource delegate;
    private volatile String finding;

    SessionResidue(ConnectionSource delegate) {
        this.delegate = delegate;
    }

    /** @return what the last closed session left behind, or null; clears it */
    String takeFinding() {
        String f = finding;
        finding = null;
        return f;
    }

    @Override
    public Connection open() throws SQLException {
        Connection real = delegate.open();
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
            if (method.getName().equals("close") && !real.isClosed()) inspect(real);
            try {
                return method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    private void inspect(Connection real) throws SQLException {
        if (!real.getAutoCommit()) real.rollback();
        String left = WatchedDatabase.rows(real, CHECK).strip();
        if (!left.isEmpty()) finding = "left in the session: " + left;
    }
}
