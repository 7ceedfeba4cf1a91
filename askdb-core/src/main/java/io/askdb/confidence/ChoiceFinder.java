package io.askdb.confidence;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.linking.ValueMatch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Decides which ambiguous terms are real choices: readings that would change the SQL, so that
 * asking the user is worth withholding the answer. The model's naming a term, and its low
 * self-rating, are not enough on their own: a strong model's SQL identical to the gold SQL became a
 * clarifying question for "in reversed lexicographical order" (issue 15). A term named by the model
 * is a real choice when, after the words that carry no choice are set aside ({@link TermWords}:
 * ordering and output shaping, function words, words the SQL states exactly), one of its words
 * <ol>
 * <li>names two or more columns of one table the SQL reads ("name": {@code first_name},
 *     {@code last_name}), or two or more non-key columns across the tables it reads;</li>
 * <li>matches a value stored in two or more columns (value linking, or the catalog's sampled
 *     values of the tables the SQL reads);</li>
 * <li>is defined nowhere in the data, neither a table, a column nor a stored value ("best",
 *     "recent", "active"): the model had to choose its meaning.</li>
 * </ol>
 * A term whose words all name exactly one table or column ("age" when one column holds ages) has
 * one reading in this database, and is not a choice whatever the model's rating. Key columns
 * (primary and foreign keys) are left out of column matches, since a join repeats them.
 *
 * <p>askdb also finds a choice the model did not name: a word of the question whose stored value
 * sits in two columns of one table, when the SQL filters on some of those columns and not all
 * ("London" in {@code home_city} and {@code work_city}). Two join paths with different results are
 * not looked for yet. Thread-safe and stateless.
 *
 * @since 0.6
 */
public final class ChoiceFinder {
    /** Value matches at least this close count as the stored value (1 is exact, ignoring case and accents). */
    static final double VALUE_FLOOR = 0.9;

    /**
     * @param question the question as answered; not null
     * @param catalog  the visible catalog; not null
     * @param input    the candidate, its shape and the linked schema; not null
     * @return the real choices, the model's terms first, then those askdb found; empty when the SQL has one reading
     */
    public List<RealChoice> find(String question, Catalog catalog, ConfidenceInput input) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(input, "input");
        SchemaReadings readings = SchemaReadings.of(catalog, input.shape(), input.linked());
        CandidateSql candidate = input.candidate();
        List<RealChoice> out = new ArrayList<>();
        for (String term : candidate.ambiguousTerms()) {
            if (term.isBlank() || TermWords.shapesOutputOnly(term)) continue;
            choice(term, readings, input).ifPresent(out::add);
        }
        out.addAll(storedTwice(question, input, out));
        return List.copyOf(out);
    }

    private static Optional<RealChoice> choice(String term, SchemaReadings readings, ConfidenceInput input) {
        List<String> meaningful = TermWords.meaningful(term);
        if (meaningful.size() > 1) {
            Optional<RealChoice> stored = stored(term, meaningful, input, readings);
            if (stored.isPresent()) return stored;
        }
        List<String> undefined = new ArrayList<>();
        for (String word : meaningful) {
            List<String> columns = readings.columnsNamed(word);
            if (columns.size() > 1) {
                return Optional.of(new RealChoice(term, columns, "\"" + word + "\" names " + columns.size() + " columns: "
                        + String.join(", ", columns)));
            }
            Optional<RealChoice> stored = stored(term, List.of(word), input, readings);
            if (stored.isPresent()) return stored;
            if (columns.isEmpty() && holders(List.of(word), input, readings).isEmpty() && !readings.defines(word)) {
                undefined.add(word);
            }
        }
        if (undefined.isEmpty()) return Optional.empty();
        return Optional.of(new RealChoice(term, List.of(), "no table, column or stored value defines \""
                + String.join("\", \"", undefined) + "\"; the SQL takes the model's reading"));
    }

    private static Optional<RealChoice> stored(String term, List<String> stems, ConfidenceInput input, SchemaReadings readings) {
        List<String> holding = holders(stems, input, readings);
        if (holding.size() < 2) return Optional.empty();
        return Optional.of(new RealChoice(term, holding, "\"" + String.join(" ", stems) + "\" is a value stored in "
                + holding.size() + " columns: " + String.join(", ", holding)));
    }

    /** The columns whose stored values are these words: value linking's matches, then sampled values. */
    private static List<String> holders(List<String> stems, ConfidenceInput input, SchemaReadings readings) {
        Set<String> out = new LinkedHashSet<>();
        for (ValueMatch v : input.linked().values()) {
            if (v.score() >= VALUE_FLOOR && TermWords.meaningful(v.mention()).equals(stems)) {
                out.add(v.table().displayName() + "." + v.column());
            }
        }
        out.addAll(readings.columnsStoring(stems));
        return List.copyOf(out);
    }

    private static List<RealChoice> storedTwice(String question, ConfidenceInput input, List<RealChoice> named) {
        Map<String, Set<String>> byMention = new LinkedHashMap<>();
        String q = question.toLowerCase(Locale.ROOT);
        for (ValueMatch v : input.linked().values()) {
            if (v.score() < VALUE_FLOOR || !q.contains(v.mention().toLowerCase(Locale.ROOT))) continue;
            byMention.computeIfAbsent(v.mention() + "\u0000" + v.table().displayName(), k -> new LinkedHashSet<>())
                    .add(v.table().displayName() + "." + v.column());
        }
        Set<String> used = new LinkedHashSet<>();
        input.shape().columns().forEach(c -> used.add(c.toLowerCase(Locale.ROOT)));
        List<RealChoice> out = new ArrayList<>();
        for (Map.Entry<String, Set<String>> e : byMention.entrySet()) {
            String mention = e.getKey().substring(0, e.getKey().indexOf('\u0000'));
            List<String> columns = List.copyOf(e.getValue());
            long filtered = columns.stream().filter(c -> used.contains(c.toLowerCase(Locale.ROOT))).count();
            boolean alreadyNamed = named.stream().anyMatch(c -> c.term().equalsIgnoreCase(mention));
            if (columns.size() > 1 && filtered > 0 && filtered < columns.size() && !alreadyNamed) {
                out.add(new RealChoice(mention, columns, "\"" + mention + "\" is stored in " + columns.size()
                        + " columns of one table and the SQL reads only " + filtered + " of them: " + String.join(", ", columns)));
            }
        }
        return out;
    }
}
