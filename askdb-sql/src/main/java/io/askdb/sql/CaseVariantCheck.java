package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A filter that keeps one spelling of a value the column stores in several (case C18: the SQL
 * asks for {@code mutation_status = 'GERMLINE'} while the column also holds 'Germline' and
 * 'germline', so rows are silently missed). The check fires, whatever the row count, when a
 * literal of a {@code column = 'literal'} or {@code IN (...)} filter is a stored sample value and
 * other samples equal it ignoring case and accents but are not in the filter. A filter through
 * LOWER or UPPER keeps every case of its spelling but none of its other accents ('São Paulo' and
 * 'Sao Paulo'); the fix it is given is then the IN list of every stored spelling, never LOWER,
 * which folds no accents.
 */
final class CaseVariantCheck implements CriticCheck {
    @Override
    public String name() {
        return "case-variants";
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        if (resolution == null) return Optional.empty();
        for (LiteralFilters.Filter f : LiteralFilters.of(resolution)) {
            for (String value : f.literals()) {
                String lower = value.toLowerCase(Locale.ROOT);
                boolean kept = f.ignoresCase() ? f.column().sampleValues().stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).equals(lower))
                        : f.column().sampleValues().contains(value);
                if (!kept) continue;
                String folded = LiteralFilters.fold(value);
                List<String> missed = new ArrayList<>();
                for (String s : f.column().sampleValues()) {
                    boolean matched = f.ignoresCase() ? s.toLowerCase(Locale.ROOT).equals(lower) : s.equals(value);
                    if (!matched && LiteralFilters.fold(s).equals(folded) && !f.literals().contains(s)) missed.add(s);
                }
                if (missed.isEmpty()) continue;
                List<String> every = new ArrayList<>();
                for (String s : f.column().sampleValues()) if (LiteralFilters.fold(s).equals(folded) && !every.contains(s)) every.add(s);
                boolean caseOnly = missed.stream().allMatch(s -> s.toLowerCase(Locale.ROOT).equals(lower));
                String in = f.where() + " IN (" + every.stream().map(s -> "'" + s.replace("'", "''") + "'").collect(Collectors.joining(", ")) + ")";
                return Optional.of("The SQL keeps only the spelling '" + value + "' of " + f.where()
                        + (f.ignoresCase() ? " (in any case)" : "") + ", which also stores "
                        + missed.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", "))
                        + " (sampled values, quoted as data): those rows are missed. Include every spelling (" + in + ")"
                        + (caseOnly ? " or compare case-insensitively (e.g. LOWER(" + f.where() + ") = LOWER('" + value + "'))" : "")
                        + ".");
            }
        }
        return Optional.empty();
    }
}
