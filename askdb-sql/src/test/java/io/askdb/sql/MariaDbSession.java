package io.askdb.sql;

import io.askdb.jdbc.ConnectionSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Wraps askdb's read-only connection source for MariaDB with two test-only concerns:
 * <ul>
 *   <li>Residue: when the executor closes a connection, first reads what a statement could leave
 *       in the session that a read-only transaction does not stop: user locks held by this
 *       connection ({@code information_schema.METADATA_LOCK_INFO}, read on the watcher's own
 *       connection), user variables ({@code information_schema.USER_VARIABLES}) and whether the
 *       session is still read-only ({@code @@tx_read_only}). Anything found is kept for
 *       {@link #takeFinding()}.</li>
 *   <li>Timeout: askdb-jdbc's {@code ReadOnlySession} sets the MySQL 8 variable
 *       {@code max_execution_time} (milliseconds), which MariaDB does not have (error 1193,
 *       "Unknown system variable"), so every statement would fail before it ran. This wrapper
 *       sends MariaDB's equivalent {@code max_statement_time} (seconds, MariaDB KB "Aborting
 *       Statements that Exceed a Certain Time to Execute") instead, and only that statement;
 *       it goes once askdb-jdbc sets the variable MariaDB knows.</li>
 * </ul>
 */
final class MariaDbSession implements ConnectionSource {
    private static final Pattern MYSQL_TIMEOUT = Pattern.compile("SET SESSION max_execution_time = (\\d+)");
    private final ConnectionSource delegate;
    private final Connection watcher;
    private volatile String finding;
    volatile int timeoutsTranslated;

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
            if (method.getName().equals("createStatement") && result instanceof Statement st) return translating(st);
            return result;
        });
    }

    private Statement translating(Statement real) {
        return (Statement) Proxy.newProxyInstance(Statement.class.getClassLoader(), new Class<?>[] {Statement.class}, (proxy, method, args) -> {
            if (method.getName().equals("execute") && args != null && args.length == 1 && args[0] instanceof String sql) {
                Matcher m = MYSQL_TIMEOUT.matcher(sql.strip());
                if (m.matches()) {
                    timeoutsTranslated++;
                    return real.execute("SET SESSION max_statement_time = " + Long.parseLong(m.group(1)) / 1000.0);
                }
            }
            return invoke(real, method, args);
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
