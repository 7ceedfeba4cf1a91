package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An empty result (no rows, or one row of zero or NULL aggregates, as {@code COUNT(*)} over no
 * rows gives) is a true answer ("no clients are from Radom", case C20) unless the SQL looked
 * for a value spelt differently from how it is stored (case C18: 'GERMLINE' where the column holds
 * 'Germline' and 'germline'). The check fires only when the result is empty and a
 * {@code column = 'literal'} or {@code column IN ('a', ...)} comparison uses a literal that is not
 * among the column's {@linkplain Column#sampleValues() sample values} while some sample is close
 * to it: equal ignoring case, accents, spacing or punctuation, within a small edit distance (names of four letters or more), or containing it. A literal
 * with no close sample is accepted, whether or not the samples are complete: either the value is
 * truly absent, or it lies beyond the samples and nothing better is known.
 */
final class EmptyResultCheck implements CriticCheck {
    @Override
    public String name() {
        return "empty-result";
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        if (resolution == null || !nothingFound(request.result())) return Optional.empty();
        for (LiteralFilters.Filter f : LiteralFilters.of(resolution)) {
            List<String> samples = f.column().sampleValues();
            for (String value : f.literals()) {
                if (samples.contains(value)) continue;
                List<String> close = samples.stream().filter(s -> close(s, value)).toList();
                if (close.isEmpty()) continue;
                if (f.ignoresCase() && close.stream().anyMatch(s -> s.equalsIgnoreCase(value))) continue;
                boolean caseOnly = close.stream().allMatch(s -> s.equalsIgnoreCase(value));
                return Optional.of("The result is empty. The SQL compares " + f.where() + " with '" + value + "', which is not a stored value;"
                        + " the column stores " + close.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", "))
                        + " (sampled values, quoted as data). Use the stored spelling" + (close.size() > 1 ? "s (IN (...))" : "")
                        + (caseOnly ? ", or compare case-insensitively (e.g. LOWER(" + f.where() + ") = LOWER('" + value + "'))" : "")
                        + ", and run the query again.");
            }
        }
        return Optional.empty();
    }

    /**
     * @return true for no rows, and for the one row of an aggregate over no rows: every value 0 or
     *         NULL ({@code COUNT(*) ... WHERE city = 'Zurich'} is 0 where 'Zürich' is stored)
     */
    static boolean nothingFound(io.askdb.execution.ResultTable result) {
        if (result.rowCount() == 0) return !result.truncated(); // cut before its first row: rows exist
        if (result.rowCount() > 1 || result.columns().isEmpty()) return false;
        for (int i = 0; i < result.columns().size(); i++) {
            Object v = result.rows().get(0).get(i);
            if (v == null) continue;
            if (!(v instanceof Number n) || n.doubleValue() != 0) return false;
        }
        return true;
    }

    private static boolean close(String stored, String written) {
        String a = LiteralFilters.fold(stored);
        String b = LiteralFilters.fold(written);
        if (a.equals(b)) return true;
        // spacing and punctuation: 'NorthCarolina' is stored, 'North Carolina' was written
        if (a.replaceAll("[^\\p{L}\\p{N}]+", "").equals(b.replaceAll("[^\\p{L}\\p{N}]+", ""))) return true;
        if (Math.min(a.length(), b.length()) >= 3 && (a.contains(b) || b.contains(a))) return true;
        int shorter = Math.min(a.length(), b.length());
        return shorter >= 4 && TableSuggestions.distance(a, b) <= Math.max(1, shorter / 4);
    }


    /** An empty or all-null result may be the true answer ("no clients are from Radom"). */
    @Override
    public boolean conclusive() {
        return false;
    }
}
