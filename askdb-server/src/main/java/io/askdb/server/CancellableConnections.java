package io.askdb.server;

import io.askdb.jdbc.ConnectionSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Objects;

/**
 * A connection source whose statements can be cancelled from another thread: every
 * {@link Statement} created on a thread bound to a {@link Cancellation} registers with it until
 * the statement closes. Connections and statements are JDK proxies over the driver's own, so
 * every other call goes to the driver unchanged. This is how the server stops a running query
 * when a stream's client goes away, without a cancellation hook in askdb-core or askdb-jdbc.
 */
final class CancellableConnections implements ConnectionSource {
    private final ConnectionSource delegate;

    CancellableConnections(ConnectionSource delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public Connection open() throws SQLException {
        Connection c = delegate.open();
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                new Handler(c, true));
    }

    /** Forwards every call; wraps statements a connection creates, and tracks a statement's close. */
    private static final class Handler implements InvocationHandler {
        private final Object target;
        private final boolean connection;
        private final Cancellation cancellation;

        Handler(Object target, boolean connection) {
            this(target, connection, null);
        }

        Handler(Object target, boolean connection, Cancellation cancellation) {
            this.target = target;
            this.connection = connection;
            this.cancellation = cancellation;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("equals") && args != null && args.length == 1) return proxy == args[0];
            if (method.getName().equals("hashCode") && args == null) return System.identityHashCode(proxy);
            if (!connection && method.getName().equals("close") && cancellation != null) cancellation.closed((Statement) proxy);
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Cancellation current = Cancellation.current();
            if (connection && result instanceof Statement statement && current != null && method.getReturnType().isInterface()
                    && Statement.class.isAssignableFrom(method.getReturnType())) {
                Statement wrapped = (Statement) Proxy.newProxyInstance(Statement.class.getClassLoader(),
                        new Class<?>[] {method.getReturnType()}, new Handler(statement, false, current));
                current.opened(wrapped);
                return wrapped;
            }
            return result;
        }
    }
}
