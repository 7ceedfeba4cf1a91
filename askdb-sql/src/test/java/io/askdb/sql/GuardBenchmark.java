package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.SqlGuard;
import java.util.Arrays;
import java.util.List;

/**
 * Micro-benchmark of the standard guard: time per statement, all layers plus the row limiter
 * and the re-check of the capped SQL. Each statement is made unique so that the parse cache
 * never answers. Not a test (surefire runs only *Test classes); run it with
 * {@code java -cp <test classpath> io.askdb.sql.GuardBenchmark [warmup] [measured]}.
 */
public final class GuardBenchmark {
    private static final List<String> TEMPLATES = List.of(
            "SELECT name, rating FROM restaurants WHERE rating > %d ORDER BY rating DESC",
            "SELECT TOP %d name, rating FROM restaurants ORDER BY rating DESC",
            "SELECT c.name, SUM(o.total) AS spent FROM customers c JOIN orders o ON o.customer_id = c.id"
                    + " WHERE o.total > %d GROUP BY c.name HAVING SUM(o.total) > 10 ORDER BY spent DESC",
            "WITH recent AS (SELECT * FROM orders WHERE id > %d) SELECT customer_id, COUNT(*) FROM recent GROUP BY customer_id",
            "SELECT \"公司名\" FROM \"公司\" WHERE \"成立年份\" = %d ORDER BY \"公司id\"",
            "SELECT name FROM employees WHERE salary > (SELECT AVG(salary) FROM employees) + %d",
            "SELECT name, row_number() OVER (ORDER BY rating DESC) FROM restaurants WHERE id <> %d",
            "SELECT COUNT(*) FROM employees; DROP TABLE employees -- %d",
            "WITH gone AS (SELECT id FROM company) DELETE FROM company WHERE id IN (SELECT id FROM gone) AND id > %d",
            "SELECT name FROM restaurants UNION SELECT name FROM company WHERE id = %d");

    private GuardBenchmark() {
    }

    /**
     * @param args optional warm-up and measured statement counts (default 3000 and 5000)
     */
    public static void main(String[] args) {
        int warmup = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        int measured = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        SqlGuard guard = StandardGuard.create();
        var catalog = Fixtures.catalog(Dialect.SQLITE);
        int approved = 0;
        for (int i = 0; i < warmup; i++) {
            guard.check(new GuardRequest(sql(i), Dialect.SQLITE, catalog, 1000));
        }
        long[] nanos = new long[measured];
        for (int i = 0; i < measured; i++) {
            GuardRequest request = new GuardRequest(sql(warmup + i), Dialect.SQLITE, catalog, 1000);
            long t0 = System.nanoTime();
            if (guard.check(request) instanceof ApprovedSql) approved++;
            nanos[i] = System.nanoTime() - t0;
        }
        Arrays.sort(nanos);
        System.out.printf("statements=%d approved=%d median=%.1f us p95=%.1f us p99=%.1f us max=%.1f us%n", measured, approved,
                nanos[measured / 2] / 1e3, nanos[(int) (measured * 0.95)] / 1e3, nanos[(int) (measured * 0.99)] / 1e3,
                nanos[measured - 1] / 1e3);
    }

    private static String sql(int i) {
        return String.format(TEMPLATES.get(i % TEMPLATES.size()), i + 1);
    }
}
