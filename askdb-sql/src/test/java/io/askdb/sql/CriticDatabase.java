package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.critic.CriticRequest;
import io.askdb.critic.CriticVerdict;
import io.askdb.critic.GuardedProbe;
import io.askdb.critic.ResultProbe;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.validation.QueryShape;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One database for the critic's rule tests, on SQLite (a file) or PostgreSQL (one embedded server
 * for the JVM, a database per fixture), opened read-only with askdb's own catalog reader and
 * executor; {@link #review} guards, runs and reviews SQL the way the agent does, with a probe that
 * passes the same guard, as the pipeline's probe does.
 */
final class CriticDatabase {
    private static EmbeddedPostgres postgres;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    final Catalog catalog;
    final ReadOnlyConnectionSource source;
    final JdbcSqlExecutor executor;
    final AtomicInteger probes = new AtomicInteger();

    private CriticDatabase(ReadOnlyConnectionSource source) {
        this.source = source;
        this.catalog = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        this.executor = new JdbcSqlExecutor(source);
    }

    static CriticDatabase sqlite(Path dir, String... setup) throws Exception {
        Path file = dir.resolve("critic-" + DATABASES.incrementAndGet() + ".sqlite");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String sql : setup) st.execute(sql);
        }
        return new CriticDatabase(ReadOnlyConnectionSource.of(file.toString(), null));
    }

    static CriticDatabase postgres(String... setup) throws Exception {
        String name = "critic" + DATABASES.incrementAndGet();
        EmbeddedPostgres pg = server();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
        String url = pg.getJdbcUrl("postgres", name);
        Properties credentials = new Properties();
        credentials.setProperty("user", "postgres");
        try (Connection c = DriverManager.getConnection(url, credentials); Statement st = c.createStatement()) {
            for (String sql : setup) st.execute(sql);
        }
        return new CriticDatabase(ReadOnlyConnectionSource.of(url, credentials));
    }

    /**
     * @param url      the JDBC URL the setup runs on (H2, DuckDB)
     * @param location what askdb opens read-only: the URL, or the database file's path
     * @param setup    statements run first
     */
    static CriticDatabase at(String url, String location, String... setup) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String sql : setup) st.execute(sql);
        }
        return new CriticDatabase(ReadOnlyConnectionSource.of(location, null));
    }

    private static synchronized EmbeddedPostgres server() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start embedded PostgreSQL", e);
            }
            EmbeddedPostgres started = postgres;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException e) {
                    // the JVM is exiting; the library removes its data directory
                }
            }));
        }
        return postgres;
    }

    ResultTable run(String sql) {
        ApprovedSql approved = Fixtures.approved(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, 100)));
        return executor.run(approved, ExecutionLimits.DEFAULT);
    }

    ResultTable run(String sql, int maxRows) {
        ApprovedSql approved = Fixtures.approved(Fixtures.GUARD.check(new GuardRequest(sql, catalog.dialect(), catalog, maxRows)));
        return executor.run(approved, new ExecutionLimits(Duration.ofSeconds(5), maxRows));
    }

    /** @return the rows the SQL returns, as text, for asserting what a fix gives */
    String rows(String sql) {
        return run(sql).rows().toString();
    }

    /** @return the statements of a script whose statements end with ";" at a line's end */
    static String[] script(String script) {
        return java.util.Arrays.stream(script.split(";\\s*\\n")).filter(x -> !x.isBlank()).toArray(String[]::new);
    }

    static CriticVerdict.Rejected rejected(CriticVerdict verdict) {
        if (verdict instanceof CriticVerdict.Rejected r) return r;
        throw new AssertionError("expected a rejection but the critic accepted: " + verdict);
    }

    /** A probe as the pipeline's (the same guard, the read-only executor, a short timeout), counting the probes run. */
    ResultProbe probe() {
        ResultProbe guarded = new GuardedProbe(Fixtures.GUARD, executor, catalog, null, GuardedProbe.TIMEOUT, Integer.MAX_VALUE, () -> false);
        return (sql, maxRows) -> {
            probes.incrementAndGet();
            return guarded.run(sql, maxRows);
        };
    }

    CriticRequest request(String question, String sql) {
        return new CriticRequest(question, sql, run(sql), QueryShape.UNKNOWN, catalog, probe());
    }

    /** Guards, runs and reviews the SQL with every rule of the critic. */
    CriticVerdict review(String question, String sql) {
        return new ResultCritic().review(request(question, sql));
    }
}
