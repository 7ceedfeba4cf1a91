package io.askdb.jdbc;

import io.askdb.catalog.Catalog;
import io.askdb.dialect.Dialect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Times catalog introspection on a synthetic SQLite database (and embedded PostgreSQL with
 * {@code pg} as first argument): N tables of four columns, each with a foreign key to the
 * previous table. Not a test (surefire skips it). Run with
 * {@code mvn -q -pl askdb-jdbc exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.askdb.jdbc.CatalogBenchmark}
 * or from an IDE. Arguments: [sqlite|pg] [tables] [repetitions].
 */
public final class CatalogBenchmark {
    private CatalogBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args.length > 0 ? args[0] : "sqlite";
        int tables = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        ConnectionSource source;
        Dialect dialect;
        long setup = System.nanoTime();
        if (engine.equals("pg")) {
            String url = SharedPostgres.database("bench", ddl(tables).toArray(new String[0]));
            source = ReadOnlyConnectionSource.of(url, SharedPostgres.credentials());
            dialect = Dialect.POSTGRESQL;
        } else {
            Path file = Files.createTempDirectory("askdb-bench").resolve("bench.sqlite");
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
                c.setAutoCommit(false);
                for (String sql : ddl(tables)) st.execute(sql);
                c.commit();
            }
            source = ReadOnlyConnectionSource.of(file.toString(), null);
            dialect = Dialect.SQLITE;
        }
        System.out.printf("%s: %d tables created in %d ms%n", engine, tables, (System.nanoTime() - setup) / 1_000_000);
        JdbcCatalogProvider provider = new JdbcCatalogProvider(source, dialect, CatalogOptions.NO_SAMPLES);
        for (int i = 0; i < 2; i++) provider.catalog();
        List<Long> ms = new ArrayList<>();
        int count = 0;
        for (int i = 0; i < reps; i++) {
            long t0 = System.nanoTime();
            Catalog catalog = provider.catalog();
            ms.add((System.nanoTime() - t0) / 1_000_000);
            count = catalog.tables().size();
        }
        Collections.sort(ms);
        long p95 = ms.get((int) Math.ceil(0.95 * ms.size()) - 1);
        System.out.printf("%s: %d tables catalogued, %d runs after 2 warm-ups: median %d ms, p95 %d ms, min %d ms, max %d ms%n",
                engine, count, reps, ms.get(ms.size() / 2), p95, ms.get(0), ms.get(ms.size() - 1));
        System.exit(0);
    }

    private static List<String> ddl(int tables) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < tables; i++) {
            String ref = i == 0 ? "" : ", prev_id INTEGER REFERENCES t" + (i - 1) + "(id)";
            out.add("CREATE TABLE t" + i + " (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, amount DECIMAL(10,2)" + ref + ")");
        }
        return out;
    }
}
