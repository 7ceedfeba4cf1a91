package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A filter that keeps one spelling of a value the column stores in several (case C18: the SQL
 * asks for {@code mutation_status = 'GERMLINE'} while the column also holds 'Germline' and
 * 'germline', so rows are silently missed). The check fires, whatever the row count, when a
 * literal of a {@code column = 'literal'} or {@code IN (...)} filter is a stored sample value and
 * other samples equal it ignoring case and accents but are not in the filter.
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
                if (!f.column().sampleValues().contains(value)) continue;
                String folded = LiteralFilters.fold(value);
                List<String> missed = new ArrayList<>();
                for (String s : f.column().sampleValues()) {
                    if (!s.equals(value) && LiteralFilters.fold(s).equals(folded) && !f.literals().contains(s)) missed.add(s);
                }
                if (missed.isEmpty()) continue;
                return Optional.of("The SQL keeps only the spelling '" + value + "' of " + f.where() + ", which also stores "
                        + missed.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", "))
                        + " (sampled values, quoted as data): those rows are missed. Include every spelling (IN (...)) or compare"
                        + " case-insensitively (e.g. LOWER(" + f.where() + ") = LOWER('" + value + "')).");
            }
        }
        return Optional.empty();
    }
}
