package io.askdb.bench;

import java.nio.file.Path;
import java.util.Set;

/**
 * Runs the bench from the test class path without the app, and prints the table. Not a test
 * (surefire runs only {@code *Test} classes). Arguments: [warmup] [repetitions]
 * [catalogRepetitions] [only, comma-separated]. Property {@code askdb.bench.work} sets the work
 * directory (default {@code target/bench-work}), {@code askdb.bench.chinook} the Chinook file
 * (default {@code ../data/chinook/chinook.sqlite}), {@code askdb.bench.postgres} a PostgreSQL URL.
 * No index builder is given: askdb-linking is wired by the app.
 */
public final class BenchMain {
    private BenchMain() {
    }

    public static void main(String[] args) {
        BenchOptions defaults = BenchOptions.defaults(
                Path.of(System.getProperty("askdb.bench.work", "target/bench-work")),
                Path.of(System.getProperty("askdb.bench.chinook", "../data/chinook/chinook.sqlite")));
        BenchOptions options = defaults.withRepetitions(
                args.length > 0 ? Integer.parseInt(args[0]) : defaults.warmup(),
                args.length > 1 ? Integer.parseInt(args[1]) : defaults.repetitions(),
                args.length > 2 ? Integer.parseInt(args[2]) : defaults.catalogRepetitions())
                .withOnly(args.length > 3 ? Set.of(args[3].split(",")) : Set.of())
                .withPostgresUrl(System.getProperty("askdb.bench.postgres"));
        BenchReport report = new Bench(options, null).run(line -> System.err.println("bench: " + line));
        System.out.print(report.toText());
        System.exit(0);
    }
}
