package io.askdb.planner;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * Words of the question that name catalog objects.
 *
 * @param start   index of the first token
 * @param end     index after the last token
 * @param text    the words as written, for messages; not null
 * @param tables  tables the words name exactly; possibly empty
 * @param columns columns the words may name, with how well; possibly empty
 */
record Mention(int start, int end, String text, List<Table> tables, List<Match> columns) {
    Mention {
        if (text == null) throw new IllegalArgumentException("Mention.text must not be null");
        tables = List.copyOf(tables);
        columns = strongestPerColumn(columns);
    }

    /**
     * One match per column, the strongest: a column named both by the catalog and by a semantic
     * model's synonym ("countries": BillingCountry twice) is one meaning, never an ambiguity.
     */
    private static List<Match> strongestPerColumn(List<Match> columns) {
        java.util.Map<String, Match> best = new java.util.LinkedHashMap<>();
        for (Match m : columns) {
            best.merge(m.ref().display() + "\u0000" + m.ref().table().id(), m, (a, b) -> b.strength() < a.strength() ? b : a);
        }
        return List.copyOf(best.values());
    }

    /**
     * A column a mention may name.
     *
     * @param ref      the column
     * @param strength 0 for the exact name, 1 for the last word of a longer name, 2 and up for
     *                 a synonym (2 for the lexicon's first choice)
     */
    record Match(ColumnRef ref, int strength) {
    }

    boolean namesTable() {
        return !tables.isEmpty();
    }
}
