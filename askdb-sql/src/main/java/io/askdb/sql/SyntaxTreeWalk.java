package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * Visits every object of a JSqlParser tree by reflection over its fields, so that no nested
 * query, CTE, subquery, lateral item or expression is missed because a visitor method forgot it.
 * This is the fail-closed choice: a new node type in a later JSqlParser release is still walked.
 *
 * <p>CTE scope follows the engines: a CTE sees the CTEs before it in its own WITH list, every CTE
 * of the list when the list is RECURSIVE (or in SQLite, where RECURSIVE is optional), and the
 * main query sees them all.
 */
final class SyntaxTreeWalk {
    private static final String JSQLPARSER = "net.sf.jsqlparser.";
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            return fieldsOf(type);
        }
    };

    /** @return every node of the tree, depth first, root first */
    List<TreeNode> walk(Object root, Dialect dialect) {
        List<TreeNode> out = new ArrayList<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        visit(root, null, Set.of(), dialect, out, seen);
        return out;
    }

    private void visit(Object node, Object parent, Set<String> scope, Dialect dialect, List<TreeNode> out, Set<Object> seen) {
        if (node == null || !seen.add(node)) return;
        if (node instanceof Collection<?> c) {
            for (Object o : c) visit(o, parent, scope, dialect, out, seen);
            return;
        }
        if (node instanceof Map<?, ?> m) {
            for (Object o : m.values()) visit(o, parent, scope, dialect, out, seen);
            return;
        }
        if (node instanceof Object[] array) {
            for (Object o : array) visit(o, parent, scope, dialect, out, seen);
            return;
        }
        if (!isTreeClass(node.getClass()) || node.getClass().isEnum()) return;
        out.add(new TreeNode(node, parent, scope));
        Set<String> inner = scope;
        if (node instanceof Select select && select.getWithItemsList() != null && !select.getWithItemsList().isEmpty()) {
            inner = visitWithItems(select, scope, dialect, out, seen);
        }
        for (Field f : FIELDS.get(node.getClass())) {
            if (node instanceof Select && f.getName().equals("withItemsList")) continue;
            visit(read(f, node), node, inner, dialect, out, seen);
        }
    }

    private Set<String> visitWithItems(Select select, Set<String> scope, Dialect dialect, List<TreeNode> out, Set<Object> seen) {
        List<WithItem<?>> items = select.getWithItemsList();
        boolean allVisible = dialect == Dialect.SQLITE || items.stream().anyMatch(WithItem::isRecursive);
        Set<String> all = new HashSet<>(scope);
        for (WithItem<?> item : items) all.add(cteName(item));
        Set<String> sofar = new HashSet<>(scope);
        for (WithItem<?> item : items) {
            visit(item, select, allVisible ? Set.copyOf(all) : Set.copyOf(sofar), dialect, out, seen);
            sofar.add(cteName(item));
        }
        return Set.copyOf(all);
    }

    static String cteName(WithItem<?> item) {
        String name = item.getAlias() == null ? "" : item.getAlias().getName();
        return SqlNames.unquote(name).toLowerCase(Locale.ROOT);
    }

    /**
     * @return whether objects of the class are syntax-tree nodes: JSqlParser's own, or askdb's
     *         stand-ins that extend one of them ({@link GlobExpression})
     */
    static boolean isTreeClass(Class<?> type) {
        if (type.getName().startsWith(JSQLPARSER)) return true;
        return type == GlobExpression.class || type == SampledSelect.class;
    }

    /** @return the fields of a syntax-tree class that can hold child nodes (no strings, numbers or primitives) */
    static List<Field> childFields(Class<?> type) {
        return FIELDS.get(type);
    }

    static Object read(Field f, Object node) {
        try {
            return f.get(node);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + f + " of the SQL syntax tree", e);
        }
    }

    private static List<Field> fieldsOf(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null && isTreeClass(c); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) || Modifier.isTransient(m) || f.getType().isPrimitive() || f.isSynthetic()) continue;
                if (f.getType() == String.class || Number.class.isAssignableFrom(f.getType()) || f.getType() == Boolean.class) continue;
                f.setAccessible(true);
                out.add(f);
            }
        }
        return List.copyOf(out);
    }
}
