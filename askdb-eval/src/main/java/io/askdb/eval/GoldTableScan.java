package io.askdb.eval;

import io.askdb.catalog.Catalog;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The fallback when a gold statement does not parse: scans its identifiers (bare, or quoted with
 * {@code "}, {@code `} or {@code []}), skipping string literals and comments, and keeps those
 * that name exactly one catalog table, alone or as {@code schema.table}.
 */
final class GoldTableScan {
    private GoldTableScan() {
    }

    static Set<String> tables(String sql, Catalog catalog) {
        Set<String> out = new LinkedHashSet<>();
        String previous = null;
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            int end;
            if (c == '\'') {
                end = closing(sql, i, '\'');
            } else if (sql.startsWith("--", i)) {
                end = sql.indexOf('\n', i) < 0 ? sql.length() : sql.indexOf('\n', i) + 1;
            } else if (sql.startsWith("/*", i)) {
                end = sql.indexOf("*/", i + 2) < 0 ? sql.length() : sql.indexOf("*/", i + 2) + 2;
            } else if (c == '"' || c == '`' || c == '[' || Character.isLetter(c) || c == '_') {
                end = c == '"' || c == '`' ? closing(sql, i, c) : c == '[' ? closing(sql, i, ']') : word(sql, i);
                String name = GoldSchema.unquote(sql.substring(i, end));
                boolean qualified = previous != null && i > 0 && sql.charAt(i - 1) == '.';
                GoldSchema.resolve(catalog, qualified ? previous : null, name).ifPresent(t -> out.add(GoldSchema.name(t, catalog)));
                previous = name;
                i = end;
                continue;
            } else {
                end = i + 1;
            }
            if (c != '.') previous = null;
            i = end;
        }
        return out;
    }

    private static int word(String sql, int start) {
        int i = start;
        while (i < sql.length() && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_' || sql.charAt(i) == '$')) i++;
        return i;
    }

    private static int closing(String sql, int open, char quote) {
        int i = open + 1;
        while (i < sql.length()) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote && quote != ']') {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return sql.length();
    }
}
