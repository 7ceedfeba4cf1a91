package io.askdb.sql;

import io.askdb.jdbc.ConnectionSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Wraps askdb's read-only connection source for MariaDB to check residue: when the executor closes a connection, first reads what a statement could leave
 *       in the session that a read-only transaction does not stop: user locks held by this
 *       connection ({@code information_schema.METADATA_LOCK_INFO}, read on the watcher's own
 *       connection), user variables ({@code information_schema.USER_VARIABLES}) and whether the
 *       session is still read-only ({@code @@tx_read_only}). Anything found is kept for
 *       {@link #takeFinding()}.
 */
final class MariaDbSession implements ConnectionSource {
    private final ConnectionSource delegate;
    private final Connection watcher;
    private volatile String finding;

    /**
     * @param delegate askdb's read-only source
     * @param watcher  an administrator connection that reads the lock table
     */
    MariaDbSession(ConnectionSource delegate, Connection watcher) {
        this.delegate = delegate;
        this.watcher = watcher;
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
            Object result = invoke(real, method, args);
            return result;
        });
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private void inspect(Connection real) throws SQLException {
        if (!real.getAutoCommit()) real.rollback();
        String id = WatchedDatabase.rows(real, "SELECT CONNECTION_ID()").strip();
        String session = WatchedDatabase.rows(real, "SELECT CONCAT_WS(' ',"
                + " (SELECT CONCAT('variables:', GROUP_CONCAT(VARIABLE_NAME)) FROM information_schema.USER_VARIABLES HAVING COUNT(*) > 0),"
                + " IF(@@tx_read_only = 1, NULL, 'read-write'))").strip();
        String locks;
        synchronized (watcher) {
            locks = WatchedDatabase.rows(watcher, "SELECT CONCAT('locks:', GROUP_CONCAT(TABLE_SCHEMA)) FROM information_schema.METADATA_LOCK_INFO"
                    + " WHERE THREAD_ID = " + Long.parseLong(id) + " AND LOCK_TYPE LIKE 'User lock%' HAVING COUNT(*) > 0").strip();
        }
        String left = (session + " " + locks).strip();
        if (!left.isEmpty()) finding = "left in the session: " + left;
    }
}
