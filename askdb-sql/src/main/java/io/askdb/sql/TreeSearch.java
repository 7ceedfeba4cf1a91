package io.askdb.sql;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import net.sf.jsqlparser.statement.select.Select;

/** Finds nodes of one type inside an expression, without entering nested queries (which have scopes of their own). */
final class TreeSearch {
    private TreeSearch() {
    }

    /** @return every node of the type under {@code root}, depth first, outside nested SELECTs */
    static <T> List<T> find(Object root, Class<T> type) {
        List<T> out = new ArrayList<>();
        collect(root, type, out);
        return out;
    }

    private static <T> void collect(Object node, Class<T> type, List<T> out) {
        if (node == null || node instanceof Select) return;
        if (node instanceof Collection<?> c) {
            for (Object o : c) collect(o, type, out);
            return;
        }
        if (type.isInstance(node)) out.add(type.cast(node));
        String name = node.getClass().getName();
        if (!name.startsWith("net.sf.jsqlparser.") || name.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) return;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) collect(SyntaxTreeWalk.read(f, node), type, out);
    }
}
