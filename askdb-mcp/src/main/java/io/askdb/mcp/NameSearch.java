package io.askdb.mcp;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code search_schema} answers while the schema index is still being built: tables whose
 * name or column names share a word with the keyword, from a map of each word to where it occurs,
 * made once per catalog (a fraction of a second at 5,000 tables; the background build makes it
 * first). Identifiers split at non-letters and at lower-to-upper case changes; words compare
 * ignoring case and a plural "s" or "es". A table scores 2 for each keyword word in its name and
 * 1 for each column whose name holds one; ties keep catalog order.
 */
final class NameSearch {
    /** Where a word occurs: a table's name (column null) or one of its columns. */
    private record Place(int table, String column) {
    }

    private final Catalog catalog;
    private final Map<String, List<Place>> places = new HashMap<>();

    private NameSearch(Catalog catalog) {
        this.catalog = catalog;
        List<Table> tables = catalog.tables();
        for (int i = 0; i < tables.size(); i++) {
            for (String w : words(tables.get(i).id().name())) places.computeIfAbsent(w, k -> new ArrayList<>()).add(new Place(i, null));
            for (Column c : tables.get(i).columns()) {
                for (String w : words(c.name())) places.computeIfAbsent(w, k -> new ArrayList<>()).add(new Place(i, c.name()));
            }
        }
    }

    static NameSearch of(Catalog catalog) {
        return new NameSearch(catalog);
    }

    /** @return at most {@code max} tables, best first, with their matching columns in table order (at most {@link SearchSchemaTool#MAX_COLUMNS}) */
    List<SearchSchemaTool.FoundTable> find(String keyword, int max) {
        Map<Integer, Integer> scores = new HashMap<>();
        Map<Integer, Set<String>> columns = new HashMap<>();
        for (String w : words(keyword)) {
            for (Place p : places.getOrDefault(w, List.of())) {
                Set<String> matched = columns.computeIfAbsent(p.table(), k -> new HashSet<>());
                if (p.column() == null) scores.merge(p.table(), 2, Integer::sum);
                else if (matched.add(p.column())) scores.merge(p.table(), 1, Integer::sum);
            }
        }
        return scores.keySet().stream()
                .sorted(Comparator.<Integer>comparingInt(i -> -scores.get(i)).thenComparingInt(i -> i))
                .limit(max)
                .map(i -> new SearchSchemaTool.FoundTable(catalog.tables().get(i).id().displayName(), scores.get(i),
                        catalog.tables().get(i).columns().stream().map(Column::name).filter(columns.get(i)::contains)
                                .limit(SearchSchemaTool.MAX_COLUMNS).toList()))
                .toList();
    }

    /** @return the lower-case words of an identifier or phrase, a plural "s" or "es" removed */
    static Set<String> words(String text) {
        Set<String> out = new HashSet<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean split = !Character.isLetterOrDigit(c) || (Character.isUpperCase(c) && i > 0
                    && (Character.isLowerCase(text.charAt(i - 1)) || Character.isDigit(text.charAt(i - 1))));
            if (split) add(word, out);
            if (Character.isLetterOrDigit(c)) word.append(Character.toLowerCase(c));
        }
        add(word, out);
        return out;
    }

    private static void add(StringBuilder word, Set<String> out) {
        if (word.length() == 0) return;
        String w = word.toString();
        word.setLength(0);
        if (w.length() > 4 && w.endsWith("es") && !w.endsWith("ses")) w = w.substring(0, w.length() - 2);
        else if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.substring(0, w.length() - 1);
        out.add(w);
    }
}
