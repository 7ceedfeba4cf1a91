package io.askdb.sql;

import java.util.Locale;

/** Name handling shared by the layers: unquoting identifiers as JSqlParser keeps them. */
final class SqlNames {
    private SqlNames() {
    }

    /**
     * Removes one level of identifier quoting ({@code "x"}, {@code `x`}, {@code [x]}) and undoes
     * doubled quotes.
     *
     * @param name a name as written, possibly quoted; null gives ""
     * @return the bare name
     */
    static String unquote(String name) {
        if (name == null) return "";
        String n = name.strip();
        if (n.length() >= 2) {
            char open = n.charAt(0);
            char close = n.charAt(n.length() - 1);
            if ((open == '"' && close == '"') || (open == '`' && close == '`')) {
                String q = String.valueOf(open);
                return n.substring(1, n.length() - 1).replace(q + q, q);
            }
            if (open == '[' && close == ']') return n.substring(1, n.length() - 1);
        }
        return n;
    }

    /** @return the bare name in lower case */
    static String lower(String name) {
        return unquote(name).toLowerCase(Locale.ROOT);
    }
}
