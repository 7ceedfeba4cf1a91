package io.askdb.sql;

import java.util.List;

/**
 * The output columns of a query as an enclosing query sees them: the names, and whether more
 * columns may exist than are named (a {@code *} over an open relation, an expression without an
 * alias, VALUES), in which case no column of it is ever reported.
 *
 * @param names the output column names, unquoted, as written
 * @param open  true when the names are not the whole story
 */
record Output(List<String> names, boolean open) {
    static final Output OPEN = new Output(List.of(), true);

    Output {
        names = List.copyOf(names);
    }

    /** @return this output renamed by a column list such as {@code t(a, b)}, when one is given */
    Output renamed(List<String> columnList) {
        return columnList.isEmpty() ? this : new Output(columnList, false);
    }
}
