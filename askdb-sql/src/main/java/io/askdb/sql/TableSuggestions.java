package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** "Did you mean" for table names: the catalog table closest by edit distance. */
final class TableSuggestions {
    private static final int LISTED = 10;

    private TableSuggestions() {
    }

    /** @return " Did you mean 'x'?" or a short list of known tables, for an unknown table name */
    static String forUnknown(Catalog catalog, String name) {
        if (catalog.tables().isEmpty()) return " The database has no tables askdb can see.";
        Optional<Table> best = closest(catalog, name);
        if (best.isPresent()) return " Did you mean '" + display(catalog, best.get()) + "'?";
        return " " + known(catalog);
    }

    /** @return the catalog table closest to an unknown name by edit distance, or empty when none is close */
    static Optional<Table> closest(Catalog catalog, String name) {
        Optional<Table> best = catalog.tables().stream()
                .min(Comparator.comparingInt((Table t) -> distance(t.id().name(), name)).thenComparing(Table::id));
        String target = name.toLowerCase(Locale.ROOT);
        return best.filter(t -> distance(t.id().name(), name) <= Math.max(2, target.length() / 3));
    }

    /** @return "Known tables: a, b and n more." for messages */
    static String known(Catalog catalog) {
        String known = catalog.tables().stream().limit(LISTED).map(t -> display(catalog, t)).collect(Collectors.joining(", "));
        int more = catalog.tables().size() - LISTED;
        return "Known tables: " + known + (more > 0 ? " and " + more + " more." : ".");
    }

    static String display(Catalog catalog, Table t) {
        boolean defaultSchema = t.id().schema() == null || t.id().schema().equals(catalog.defaultSchema());
        return defaultSchema ? t.id().name() : t.id().displayName();
    }

    /** Levenshtein distance, ignoring case. */
    static int distance(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        int[] prev = new int[y.length() + 1];
        int[] cur = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) prev[j] = j;
        for (int i = 1; i <= x.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[y.length()];
    }
}
