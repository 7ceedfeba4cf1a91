package io.askdb.jdbc;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.OmittedRelation;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads a {@link Catalog} over JDBC: every table, view and materialized view of every non-system
 * schema (keyed by schema and name, so equal names in two schemas stay two tables), their
 * columns with type, nullability and comment, primary and foreign keys, the engine's row-count
 * estimate, each view's defining SQL ({@link ViewDefinitions}), and optionally a few sample values
 * of low-cardinality text columns. A view the engine cannot give the columns of or run (a SQLite
 * view with an ambiguous column, a view over a table dropped later: {@link ViewProbe}) is left out
 * and listed in {@link Catalog#omitted()} with the engine's message, so one broken view does not
 * make the whole database unreadable. Metadata comes
 * from {@link DatabaseMetaData} with per-dialect queries only for what it lacks (row estimates,
 * the default schema); no catalog lookup builds a name into SQL text unquoted.
 *
 * @since 0.1
 */
public final class JdbcCatalogProvider implements CatalogProvider {
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final CatalogOptions options;

    /**
     * @param connections where connections come from (read-only ones recommended); not null
     * @param dialect     the database's dialect; not null
     * @param options     sampling options, e.g. {@link CatalogOptions#DEFAULT}; not null
     */
    public JdbcCatalogProvider(ConnectionSource connections, Dialect dialect, CatalogOptions options) {
        this.connections = Objects.requireNonNull(connections, "connections");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * Convenience for a read-only source, taking its dialect.
     *
     * @param source  the read-only connection source; not null
     * @param options sampling options; not null
     */
    public JdbcCatalogProvider(ReadOnlyConnectionSource source, CatalogOptions options) {
        this(source, source.dialect(), options);
    }

    @Override
    public Catalog catalog() {
        try (Connection connection = connections.open()) {
            return read(connection);
        } catch (SQLException e) {
            throw DatabaseErrors.unavailable("the " + dialect.displayName() + " database to read its catalog", e);
        }
    }

    private Catalog read(Connection connection) throws SQLException {
        TableLister lister = new TableLister(dialect);
        KeyReader keys = new KeyReader(lister);
        DatabaseMetaData md = connection.getMetaData();
        List<TableLister.Listed> listed = new ArrayList<>(lister.tables(connection));
        SqliteColumns.Bulk sqlite = dialect == Dialect.SQLITE ? SqliteColumns.read(connection) : null;
        Map<TableId, String> unreadable = sqlite != null ? sqlite.unreadable() : ViewProbe.unreadable(connection, dialect, listed);
        List<OmittedRelation> omitted = new ArrayList<>();
        listed.removeIf(t -> {
            String reason = unreadable.get(t.id());
            if (reason != null) omitted.add(new OmittedRelation(t.id(), t.kind(), reason.isBlank() ? "unreadable" : reason));
            return reason != null;
        });
        Map<TableId, List<Column>> columns = sqlite != null ? sqlite.columns() : lister.columns(connection, listed);
        Map<TableId, Long> estimates = RowEstimates.read(connection, dialect, lister);
        if (dialect == Dialect.SQLITE) SqliteRowCounts.fill(connection, listed, columns, estimates);
        Map<TableId, String> definitions = listed.stream().anyMatch(t -> t.kind() != Table.Kind.TABLE)
                ? ViewDefinitions.read(connection, dialect) : Map.of();
        List<Table> tables = new ArrayList<>(listed.size());
        for (TableLister.Listed t : listed) {
            boolean keyed = t.kind() != Table.Kind.VIEW;
            List<String> pk = !keyed ? List.of()
                    : sqlite != null ? sqlite.primaryKeys().getOrDefault(t.id(), List.of()) : keys.primaryKey(md, t);
            List<ForeignKey> fks = !keyed ? List.of()
                    : sqlite != null ? sqlite.foreignKeys().getOrDefault(t.id(), List.of()) : keys.foreignKeys(md, t);
            tables.add(new Table(t.id(), t.kind(), t.comment(), columns.getOrDefault(t.id(), List.of()), pk, fks,
                    estimates.getOrDefault(t.id(), -1L), t.kind() == Table.Kind.TABLE ? null : definitions.get(t.id())));
        }
        if (options.sampleValues()) {
            long deadline = System.nanoTime() + options.sampleBudget().toNanos();
            ValueSampler sampler = new ValueSampler(dialect, options);
            tables.replaceAll(t -> sampler.sample(connection, t, deadline));
        }
        return new Catalog(dialect, defaultSchema(connection), tables, omitted);
    }

    private String defaultSchema(Connection connection) throws SQLException {
        switch (dialect) {
            case SQLITE:
                return null;
            case MYSQL:
                return connection.getCatalog();
            case POSTGRESQL:
                try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT current_schema()")) {
                    return rs.next() ? rs.getString(1) : null;
                }
            default:
                return connection.getSchema();
        }
    }
}
