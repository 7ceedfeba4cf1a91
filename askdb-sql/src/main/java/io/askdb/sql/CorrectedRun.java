package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.execution.ResultTable;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The counterfactual evidence of the checks that derive corrected SQL: a private syntax tree a
 * check may edit (never the critic's shared one), and a run of the corrected SQL through
 * {@link CriticRequest#probe()} compared with the result that ran. A check is proved only when the
 * corrected result differs; when the probe cannot run, nothing is proved.
 *
 * <p>Cells compare by value: numbers (and text that reads as a number) as decimals to 12
 * significant digits, so {@code 2} and {@code 2.0} agree and {@code 0} and {@code 0.333} do not;
 * anything else by its text. Rows compare in order when the statement's outer SELECT has an
 * ORDER BY, otherwise as multisets. A result the row cap cut is compared on the rows it holds.
 */
final class CorrectedRun {
    private static final MathContext DIGITS = new MathContext(12);
    /** Rows a probe reads at least, so that the feedback can count the rows a fix returns. */
    private static final int SHOWN = 50;

    private CorrectedRun() {
    }

    /**
     * Runs a check so that a syntax tree it cannot edit or deparse (a JSqlParser gap) makes it
     * silent instead of failing the answer: a check that cannot gather its evidence proves nothing.
     */
    static Optional<Finding> safely(Supplier<Optional<Finding>> check) {
        try {
            return check.get();
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /**
     * Runs the corrected SQL and compares.
     *
     * @return the corrected result when it differs from the result that ran; empty when it is the
     *         same or the probe could not run it
     */
    static Optional<ResultTable> differs(CriticRequest request, FreshQuery corrected) {
        return differs(request, corrected.sql(), corrected.ordered());
    }

    /**
     * @param ordered whether row order is part of the answer
     * @return the corrected result when it differs from the result that ran; empty when it is the
     *         same or the probe could not run it
     */
    static Optional<ResultTable> differs(CriticRequest request, String correctedSql, boolean ordered) {
        ResultTable ran = request.result();
        int rows = ran.rowCount();
        int max = ran.truncated() ? Math.max(1, rows) : Math.max(rows + 1, SHOWN);
        Optional<ResultTable> corrected = request.probe().run(correctedSql, max);
        if (corrected.isEmpty()) return Optional.empty();
        List<List<Object>> a = ran.rows();
        List<List<Object>> b = corrected.get().rows();
        if (ran.truncated()) b = b.subList(0, Math.min(b.size(), a.size()));
        return same(a, b, ordered) ? Optional.empty() : corrected;
    }

    /**
     * @return one sentence contrasting the result that ran with the corrected one: the row counts,
     *         and the first row that differs (values quoted as data)
     */
    static String contrast(ResultTable ran, ResultTable corrected) {
        String counts = "The query returned " + rows(ran) + "; the corrected query returns " + rows(corrected);
        int n = Math.min(ran.rowCount(), corrected.rowCount());
        for (int i = 0; i < n; i++) {
            if (!key(ran.rows().get(i)).equals(key(corrected.rows().get(i)))) {
                return counts + ", row " + (i + 1) + " " + show(corrected.rows().get(i)) + " instead of " + show(ran.rows().get(i))
                        + " (values quoted as data).";
            }
        }
        if (corrected.rowCount() > n) return counts + ", for example " + show(corrected.rows().get(n)) + " (values quoted as data).";
        return counts + ".";
    }

    private static String rows(ResultTable t) {
        return t.rowCount() + (t.truncated() ? " or more" : "") + (t.rowCount() == 1 && !t.truncated() ? " row" : " rows");
    }

    private static String show(List<Object> row) {
        List<String> cells = new ArrayList<>();
        for (Object v : row) cells.add(v == null ? "NULL" : v instanceof String t ? "'" + shorten(t) + "'" : String.valueOf(v));
        return "(" + String.join(", ", cells) + ")";
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    static boolean same(List<List<Object>> a, List<List<Object>> b, boolean ordered) {
        if (a.size() != b.size()) return false;
        List<String> x = new ArrayList<>(a.stream().map(CorrectedRun::key).toList());
        List<String> y = new ArrayList<>(b.stream().map(CorrectedRun::key).toList());
        if (!ordered) {
            x.sort(Comparator.naturalOrder());
            y.sort(Comparator.naturalOrder());
        }
        return x.equals(y);
    }

    private static String key(List<Object> row) {
        StringBuilder s = new StringBuilder();
        for (Object cell : row) s.append(cell(cell)).append('\u0001');
        return s.toString();
    }

    private static String cell(Object v) {
        if (v == null) return "\u0000null";
        Optional<BigDecimal> n = number(v);
        return n.map(d -> "n" + d.round(DIGITS).stripTrailingZeros().toPlainString()).orElse("s" + v);
    }

    /** @return the value as a decimal when it is a number or text that reads as one */
    static Optional<BigDecimal> number(Object v) {
        if (v instanceof Number || v instanceof String) {
            String s = v.toString().strip();
            if (!s.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) return Optional.empty();
            try {
                return Optional.of(new BigDecimal(s));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }
}
