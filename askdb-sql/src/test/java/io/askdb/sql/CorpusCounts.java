package io.askdb.sql;

import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Reports the guard corpora per class and dialect: how many statements each holds, how many the
 * guard refuses and how many it allows. Run {@link #main(String[])} from the test class path, or
 * read the table {@link GuardCorpusTest} prints.
 */
final class CorpusCounts {
    private CorpusCounts() {
    }

    /** Prints the table for both corpora. */
    public static void main(String[] args) {
        System.out.println(table(CorpusEntry.read(CorpusEntry.ADVERSARIAL), CorpusEntry.read(CorpusEntry.LEGIT), GuardCorpusTest::check));
    }

    /**
     * @return a fixed-width table with one row per corpus, class and dialect, then totals:
     *         held, refused, allowed
     */
    static String table(List<CorpusEntry> attacks, List<CorpusEntry> legit, Function<CorpusEntry, GuardResult> guard) {
        StringBuilder out = new StringBuilder(String.format("%-12s %-13s %-11s %5s %8s %8s%n", "corpus", "class", "dialect", "held", "refused", "allowed"));
        rows(out, "adversarial", attacks, guard);
        rows(out, "legit", legit, guard);
        return out.toString();
    }

    private static void rows(StringBuilder out, String corpus, List<CorpusEntry> entries, Function<CorpusEntry, GuardResult> guard) {
        Map<String, int[]> counts = new TreeMap<>();
        int[] total = new int[3];
        for (CorpusEntry e : entries) {
            boolean allowed = guard.apply(e) instanceof ApprovedSql;
            String key = String.format("%-13s %-11s", e.kind(), e.dialect().name().toLowerCase(Locale.ROOT));
            for (int[] c : List.of(counts.computeIfAbsent(key, k -> new int[3]), total)) {
                c[0]++;
                c[allowed ? 2 : 1]++;
            }
        }
        counts.forEach((k, c) -> out.append(String.format("%-12s %s %5d %8d %8d%n", corpus, k, c[0], c[1], c[2])));
        out.append(String.format("%-12s %-13s %-11s %5d %8d %8d%n", corpus, "total", "", total[0], total[1], total[2]));
    }
}
