package io.askdb.semantic;

import io.askdb.catalog.Table;
import java.util.Locale;

/**
 * Checks that a metric's expression or filter names only columns of the metric's table: bare
 * names must be columns of it, and qualified names must be qualified by it.
 */
final class ExpressionCheck {
    private final CatalogNames names;
    private final Problems problems;

    ExpressionCheck(CatalogNames names, Problems problems) {
        this.names = names;
        this.problems = problems;
    }

    /** @return whether every reference is a column of {@code table}; problems are reported at {@code path} */
    boolean check(String sql, Table table, String path) {
        boolean ok = true;
        if (sql.contains(";")) {
            problems.add(path, "';' is not allowed: write one SQL expression, without a statement separator.");
            ok = false;
        }
        for (ColumnScan.Reference ref : ColumnScan.references(sql)) {
            if (ref.qualifier() != null && !names(table, ref.qualifier())) {
                problems.add(path, "'" + ref.qualifier() + "." + ref.column() + "' names table " + ref.qualifier()
                        + ", but a metric may use only columns of its own table " + table.id().displayName()
                        + ". Move the metric to that table, or reach it through 'timeColumn' and relationships.");
                ok = false;
            } else if (names.column(table, ref.column(), path).isEmpty()) {
                ok = false;
            }
        }
        return ok;
    }

    private static boolean names(Table table, String qualifier) {
        String q = qualifier.toLowerCase(Locale.ROOT);
        return q.equals(table.id().name().toLowerCase(Locale.ROOT))
                || q.equals(table.id().displayName().toLowerCase(Locale.ROOT));
    }
}
