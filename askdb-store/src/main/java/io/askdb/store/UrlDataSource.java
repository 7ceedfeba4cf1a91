package io.askdb.store;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A {@link DataSource} that opens a new driver connection per call, with the vendor's connection
 * settings. Flyway and the store share it, so both see the same busy timeout and schema.
 */
final class UrlDataSource implements DataSource {
    private final StoreLocation location;

    UrlDataSource(StoreLocation location) {
        this.location = location;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return getConnection(location.user(), location.password());
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        Properties properties = location.vendor().connectionProperties();
        if (user != null) {
            properties.setProperty("user", user);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        return DriverManager.getConnection(location.jdbcUrl(), properties);
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // Connections are opened through DriverManager, which keeps its own log writer.
    }

    @Override
    public void setLoginTimeout(int seconds) {
        // Connections are opened through DriverManager, which keeps its own login timeout.
    }

    @Override
    public int getLoginTimeout() {
        return DriverManager.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("UrlDataSource logs through its driver");
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("UrlDataSource does not wrap " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
