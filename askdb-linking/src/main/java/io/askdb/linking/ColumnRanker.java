package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Orders a table's columns for a question: first the columns whose name, comment or sample
 * values share terms with the question (best score first), then the key columns needed for
 * joins (primary key, this table's foreign-key columns, and columns other tables' foreign keys
 * reference; in a catalog that declares no foreign key, BEAVER-style join keys instead: a column
 * whose name has at least two words, the last "key", "id", "uuid" or "code", and which another
 * table has too), then the rest; ties keep the catalog's column order. Every column is listed, so
 * a caller may keep any prefix; the matched columns and keys are the essential ones.
 *
 * <p>A column's score is the sum, over the question terms it contains, of the term's weight
 * times {@value #NAME_WEIGHT} for a term of its name, {@value #COMMENT_WEIGHT} for its comment
 * and {@value #VALUE_WEIGHT} for its sample values.
 */
final class ColumnRanker {
    static final double NAME_WEIGHT = 3.0;
    static final double COMMENT_WEIGHT = 1.0;
    static final double VALUE_WEIGHT = 0.5;

    private record ColumnTerms(String name, Set<String> nameTerms, Set<String> commentTerms,
                               Set<String> valueTerms, boolean key) {
    }

    /**
     * A table's columns in order, the first {@code essential} of them matched or keys.
     *
     * @param names     every column name of the table
     * @param essential how many of the first names are matched columns or keys
     */
    record Ranking(List<String> names, int essential) {
    }

    private final List<List<ColumnTerms>> tables;

    private ColumnRanker(List<List<ColumnTerms>> tables) {
        this.tables = tables;
    }

    /** Analyzes every column of the catalog once. */
    static ColumnRanker of(Catalog catalog, SchemaAnalyzer analyzer) {
        Map<TableId, Set<String>> referenced = new HashMap<>();
        for (Table t : catalog.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                referenced.computeIfAbsent(fk.target(), k -> new HashSet<>()).addAll(fk.targetColumns());
            }
        }
        Set<String> shared = catalog.tables().stream().allMatch(t -> t.foreignKeys().isEmpty()) ? sharedKeyNames(catalog) : Set.of();
        List<List<ColumnTerms>> tables = new ArrayList<>();
        for (Table t : catalog.tables()) {
            Set<String> keys = new HashSet<>(t.primaryKey());
            t.columns().stream().map(Column::name).filter(n -> shared.contains(n.toLowerCase(java.util.Locale.ROOT))).forEach(keys::add);
            t.foreignKeys().forEach(fk -> keys.addAll(fk.columns()));
            keys.addAll(referenced.getOrDefault(t.id(), Set.of()));
            List<ColumnTerms> columns = new ArrayList<>();
            for (Column c : t.columns()) {
                columns.add(new ColumnTerms(c.name(),
                        new HashSet<>(analyzer.terms(IdentifierWords.indexText(c.name()))),
                        new HashSet<>(analyzer.terms(IdentifierWords.spaced(c.comment() == null ? "" : c.comment()))),
                        new HashSet<>(analyzer.terms(IdentifierWords.spaced(String.join(" ", c.sampleValues())))),
                        keys.contains(c.name())));
            }
            tables.add(columns);
        }
        return new ColumnRanker(tables);
    }

    /** @return lower-case names of key-like columns (two or more words, the last a key word) that two or more tables have */
    private static Set<String> sharedKeyNames(Catalog catalog) {
        Map<String, Integer> tablesWith = new HashMap<>();
        for (Table t : catalog.tables()) {
            Set<String> seen = new HashSet<>();
            for (Column c : t.columns()) {
                List<String> words = IdentifierWords.split(c.name());
                if (words.size() >= 2 && ForeignKeyBridges.KEY_WORDS.contains(words.get(words.size() - 1))
                        && seen.add(c.name().toLowerCase(java.util.Locale.ROOT))) {
                    tablesWith.merge(c.name().toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
                }
            }
        }
        Set<String> shared = new HashSet<>();
        tablesWith.forEach((name, n) -> { if (n >= 2) shared.add(name); });
        return shared;
    }

    /**
     * @param ordinal the table's position in the catalog's table list
     * @param terms   the question's terms
     * @param weight  each term's weight, positive
     * @return every column name of the table, matched first, then keys, then the rest
     */
    Ranking rank(int ordinal, List<String> terms, ToDoubleFunction<String> weight) {
        List<ColumnTerms> columns = tables.get(ordinal);
        double[] scores = new double[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            ColumnTerms c = columns.get(i);
            for (String term : terms) {
                double w = (c.nameTerms().contains(term) ? NAME_WEIGHT : 0)
                        + (c.commentTerms().contains(term) ? COMMENT_WEIGHT : 0)
                        + (c.valueTerms().contains(term) ? VALUE_WEIGHT : 0);
                scores[i] += w == 0 ? 0 : w * weight.applyAsDouble(term);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) order.add(i);
        order.sort(Comparator.<Integer>comparingInt(i -> scores[i] > 0 ? 0 : columns.get(i).key() ? 1 : 2)
                .thenComparingDouble(i -> -scores[i])
                .thenComparingInt(i -> i));
        int essential = (int) order.stream().filter(i -> scores[i] > 0 || columns.get(i).key()).count();
        return new Ranking(order.stream().map(i -> columns.get(i).name()).toList(), essential);
    }
}
