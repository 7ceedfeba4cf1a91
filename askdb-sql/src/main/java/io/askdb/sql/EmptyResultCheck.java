package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An empty result is a true answer ("no clients are from Radom", case C20) unless the SQL looked
 * for a value spelt differently from how it is stored (case C18: 'GERMLINE' where the column holds
 * 'Germline' and 'germline'). The check fires only when the result is empty and a
 * {@code column = 'literal'} or {@code column IN ('a', ...)} comparison uses a literal that is not
 * among the column's {@linkplain Column#sampleValues() sample values} while some sample is close
 * to it: equal ignoring case or accents, within a small edit distance (names of four letters or more), or containing it. A literal
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
        if (resolution == null || request.result().rowCount() > 0) return Optional.empty();
        for (LiteralFilters.Filter f : LiteralFilters.of(resolution)) {
            List<String> samples = f.column().sampleValues();
            for (String value : f.literals()) {
                if (samples.contains(value)) continue;
                List<String> close = samples.stream().filter(s -> close(s, value)).toList();
                if (close.isEmpty()) continue;
                return Optional.of("The result is empty. The SQL compares " + f.where() + " with '" + value + "', which is not a stored value;"
                        + " the column stores " + close.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", "))
                        + " (sampled values, quoted as data). Use the stored spelling, or compare case-insensitively"
                        + " (e.g. LOWER(" + f.where() + ") = LOWER('" + value + "')), and run the query again.");
            }
        }
        return Optional.empty();
    }

    private static boolean close(String stored, String written) {
        String a = LiteralFilters.fold(stored);
        String b = LiteralFilters.fold(written);
        if (a.equals(b)) return true;
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
