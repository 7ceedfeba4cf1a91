package io.askdb.app.leak;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The leak test's counts per class (statements, caller runs, guard refusals and approvals, runs
 * that leaked, legitimate runs and how many of those were refused or wrong) and the shortest
 * example of each kind of problem, across engines; printed as one table at the end of the run.
 */
final class LeakTally {
    /** Counts of one class on one engine. */
    static final class Row {
        int statements;
        int runs;
        int refused;
        int allowed;
        int answered;
        int leaking;
        int legitRuns;
        int legitRefused;
        int legitWrong;
    }

    /** One problem found: what kind, on which engine, for whom, through which output, the SQL and what showed. */
    record Problem(String cls, String source, String kind, String engine, String caller, String channel, String sql, String evidence) {
        String line() {
            return String.format(Locale.ROOT, "[%s | %s] %s on %s as %s via %s: %s%n      -> %s", cls, source, kind, engine, caller,
                    channel, sql.replace('\n', ' '), evidence);
        }
    }

    private final Map<String, Map<String, Row>> rows = new LinkedHashMap<>();
    private final Map<String, Long> millis = new LinkedHashMap<>();
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, Problem> shortest = new TreeMap<>();

    synchronized Row row(String engine, String cls) {
        return rows.computeIfAbsent(engine, e -> new LinkedHashMap<>()).computeIfAbsent(cls, c -> new Row());
    }

    synchronized void problem(Problem p) {
        problems.add(p);
        String key = p.cls() + " / " + p.source() + " / " + p.kind() + " / " + p.engine();
        Problem known = shortest.get(key);
        if (known == null || p.sql().length() < known.sql().length()) shortest.put(key, p);
    }

    synchronized List<Problem> problems(String engine) {
        return problems.stream().filter(p -> p.engine().equals(engine)).toList();
    }

    synchronized void took(String engine, long ms) {
        millis.put(engine, ms);
    }

    /** @return the shortest example of each problem kind of one engine, one per line */
    synchronized String examples(String engine) {
        StringBuilder b = new StringBuilder();
        shortest.values().stream().filter(p -> p.engine().equals(engine)).forEach(p -> b.append("  ").append(p.line()).append('\n'));
        return b.toString();
    }

    /** @return the counts table (per engine, per class, and totals) and the shortest examples */
    synchronized String table(long seed, int perEngine) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%nLeak hunt: seed %d, %d statements per engine, callers tenant=1, tenant=2, anonymous%n",
                seed, perEngine));
        String head = String.format(Locale.ROOT, "%-11s %-17s %6s %6s %8s %8s %9s %8s %7s %9s %8s%n", "engine", "class", "stmts",
                "runs", "refused", "allowed", "answered", "leaking", "legit", "legit-ref", "legit-bad");
        b.append(head);
        Row total = new Row();
        rows.forEach((engine, byClass) -> byClass.forEach((cls, r) -> {
            b.append(format(engine, cls, r));
            add(total, r);
        }));
        b.append(format("all", "all", total));
        millis.forEach((e, ms) -> b.append(String.format(Locale.ROOT, "%s: %.1f s%n", e, ms / 1000.0)));
        b.append("Shortest example of each problem (class | protected source, kind, engine):\n");
        shortest.values().forEach(p -> b.append("  ").append(p.line()).append('\n'));
        return b.toString();
    }

    private static String format(String engine, String cls, Row r) {
        return String.format(Locale.ROOT, "%-11s %-17s %6d %6d %8d %8d %9d %8d %7d %9d %8d%n", engine, cls, r.statements, r.runs,
                r.refused, r.allowed, r.answered, r.leaking, r.legitRuns, r.legitRefused, r.legitWrong);
    }

    private static void add(Row to, Row r) {
        to.statements += r.statements;
        to.runs += r.runs;
        to.refused += r.refused;
        to.allowed += r.allowed;
        to.answered += r.answered;
        to.leaking += r.leaking;
        to.legitRuns += r.legitRuns;
        to.legitRefused += r.legitRefused;
        to.legitWrong += r.legitWrong;
    }
}
