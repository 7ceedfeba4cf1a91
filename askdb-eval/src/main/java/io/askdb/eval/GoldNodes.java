package io.askdb.eval;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.Select;

/**
 * Visits every node of one query block by reflection over JSqlParser's fields, so that no
 * expression kind is missed: a column reference goes to {@link GoldSchemaWalk#column}, a nested
 * query to {@link GoldSchemaWalk#subquery} (which opens its own scope), and table names are
 * skipped, as the walk has already resolved the block's FROM clause. Nodes already walked (the
 * block's own derived tables and CTEs) are in {@code done} and are not visited again.
 */
final class GoldNodes {
    private static final String JSQLPARSER = "net.sf.jsqlparser.";
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            return fieldsOf(type);
        }
    };

    private GoldNodes() {
    }

    /** Visits the children of {@code block}; the block itself is already marked done. */
    static void visit(Object block, GoldSchemaWalk walk, GoldScope scope, Set<String> ctes, Set<Object> done) {
        for (Field f : FIELDS.get(block.getClass())) node(read(f, block), walk, scope, ctes, done);
    }

    private static void node(Object node, GoldSchemaWalk walk, GoldScope scope, Set<String> ctes, Set<Object> done) {
        if (node == null) return;
        if (node instanceof Collection<?> c) {
            for (Object o : c) node(o, walk, scope, ctes, done);
        } else if (node instanceof Map<?, ?> m) {
            for (Object o : m.values()) node(o, walk, scope, ctes, done);
        } else if (node instanceof Object[] array) {
            for (Object o : array) node(o, walk, scope, ctes, done);
        } else if (node instanceof Select s) {
            walk.subquery(s, scope, ctes);
        } else if (node instanceof net.sf.jsqlparser.schema.Table || node.getClass().isEnum()
                || !node.getClass().getName().startsWith(JSQLPARSER) || !done.add(node)) {
            return;
        } else if (node instanceof Column c) {
            walk.column(c, scope);
        } else {
            for (Field f : FIELDS.get(node.getClass())) node(read(f, node), walk, scope, ctes, done);
        }
    }

    private static Object read(Field f, Object node) {
        try {
            return f.get(node);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + f + " of the SQL syntax tree", e);
        }
    }

    private static List<Field> fieldsOf(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null && c.getName().startsWith(JSQLPARSER); c = c.getSuperclass()) {
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
