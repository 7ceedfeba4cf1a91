package io.askdb.app.bench;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.app.config.AskdbConfig;
import io.askdb.app.config.ConfigLoader;
import io.askdb.app.config.ConfigSources;
import io.askdb.app.runtime.AskdbRuntime;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Warm per-question time of the offline planner on the Chinook demo database, end to end in one
 * process (catalog kept, history written): warm-up, then median and p95 over repetitions.
 * Not a test; run with {@code java -cp ... io.askdb.app.bench.AskBenchmark [reps]}.
 */
public final class AskBenchmark {
    private static final List<String> QUESTIONS = List.of(
            "How many customers are there?",
            "How many tracks are there in each genre?",
            "Which 5 artists have the most albums?",
            "What is the total invoice amount per billing country?");

    private AskBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        Path dir = Files.createTempDirectory("askdb-bench");
        AskdbConfig config = ConfigLoader.load(new ConfigSources(Map.of(), Map.of("ASKDB_DATA_DIR", dir.toString()), new Properties(), null));
        try (AskdbRuntime runtime = new AskdbRuntime(config)) {
            TextToSql askdb = runtime.textToSql();
            for (int i = 0; i < 50; i++) run(askdb);
            List<Long> micros = new ArrayList<>();
            for (int i = 0; i < reps; i++) {
                for (String q : QUESTIONS) {
                    long t = System.nanoTime();
                    Answer a = askdb.ask(q);
                    micros.add((System.nanoTime() - t) / 1000);
                    if (a.status() != Status.ANSWERED) throw new IllegalStateException(q + ": " + a.text());
                }
            }
            Collections.sort(micros);
            System.out.printf("planner ask, warm, %d questions: median %.2f ms, p95 %.2f ms, max %.2f ms%n", micros.size(),
                    micros.get(micros.size() / 2) / 1000.0, micros.get((int) (micros.size() * 0.95)) / 1000.0,
                    micros.get(micros.size() - 1) / 1000.0);
            Runtime rt = Runtime.getRuntime();
            System.out.printf("heap in use after run: %d MiB%n", (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
    }

    private static void run(TextToSql askdb) {
        for (String q : QUESTIONS) askdb.ask(q);
    }
}
