package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;

/**
 * The policy tests' engines: a copy of the Chinook SQLite file (Chinook by Luis Rocha, MIT
 * licence), and DuckDB and H2 files holding {@link ChinookSchema}'s rows, each opened read-only
 * with askdb's own catalog reader and executor, guarded by {@link #POLICY}.
 */
final class PolicyEngines {
    /** Employee hidden; Customer.Company hidden; Customer.Email masked as e-mail; Invoice filtered by the caller's customer. */
    static final Policy POLICY = new Policy(List.of(new NamePattern("Employee")), List.of(new NamePattern("Customer.Company")),
            List.of(new MaskedColumn(new NamePattern("Customer.Email"), Masking.EMAIL),
                    new MaskedColumn(new NamePattern("*.Milliseconds"), Masking.LAST4)),
            List.of(new RowFilter(new NamePattern("Invoice"), "CustomerId", "customer")));
    static final Caller CUSTOMER_2 = Caller.of("customer", "2");

    /** One engine with the policy wired as the app wires it. */
    record Engine(String name, Catalog full, Catalog visible, SqlGuard guard, MaskingSqlExecutor executor) {
        GuardResult check(String sql, Caller caller) {
            return guard.check(new GuardRequest(sql, visible.dialect(), visible, 1000, caller));
        }

        ResultTable run(String sql, Caller caller) {
            return executor.run((ApprovedSql) check(sql, caller), ExecutionLimits.DEFAULT);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private PolicyEngines() {
    }

    static List<Engine> all(Path dir) throws Exception {
        Path sqlite = dir.resolve("chinook.sqlite");
        Files.copy(Path.of("../data/chinook/chinook.sqlite"), sqlite, StandardCopyOption.REPLACE_EXISTING);
        Path duck = dir.resolve("chinook.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + duck)) {
            ChinookSchema.create(c);
        }
        String h2 = "jdbc:h2:" + dir.resolve("chinook-h2").toAbsolutePath();
        try (Connection c = DriverManager.getConnection(h2)) {
            ChinookSchema.create(c);
        }
        return List.of(engine("SQLite", sqlite.toString()), engine("DuckDB", duck.toString()), engine("H2", h2),
                engine("PostgreSQL", postgres()));
    }

    /** The SQLite and DuckDB engines only, for tests of those dialects' own syntax. */
    static List<Engine> inProcess(Path dir) throws Exception {
        Path sqlite = dir.resolve("chinook.sqlite");
        Files.copy(Path.of("../data/chinook/chinook.sqlite"), sqlite, StandardCopyOption.REPLACE_EXISTING);
        Path duck = dir.resolve("chinook.duckdb");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + duck)) {
            ChinookSchema.create(c);
        }
        return List.of(engine("SQLite", sqlite.toString()), engine("DuckDB", duck.toString()));
    }

    /** A database of the shared embedded PostgreSQL holding the rows; returns a JDBC URL with credentials. */
    private static String postgres() throws Exception {
        String url = SharedPostgres.database("chinook");
        try (Connection c = DriverManager.getConnection(url)) {
            ChinookSchema.create(c);
        }
        return url;
    }

    private static Engine engine(String name, String location) {
        return engine(name, location, POLICY);
    }

    /** One engine over the database at {@code location} (a file path or JDBC URL) with another policy. */
    static Engine engine(String name, String location, Policy policy) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(location, null);
        Catalog full = new JdbcCatalogProvider(source, CatalogOptions.NO_SAMPLES).catalog();
        CatalogProvider cached = () -> full;
        return new Engine(name, full, policy.visible(full), StandardGuard.create(policy, cached),
                new MaskingSqlExecutor(new JdbcSqlExecutor(source), policy, cached));
    }
}
