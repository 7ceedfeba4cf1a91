package io.askdb.sql;

import java.lang.reflect.Field;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Replaces nodes of a JSqlParser tree in place, by reflection over the same fields that
 * {@link SyntaxTreeWalk} reads: children first, then the node itself is given to the replacer,
 * and whatever it returns takes the node's place in its parent's field or list. A node reached
 * twice is replaced once, by the same object.
 */
final class TreeRewrite {
    private TreeRewrite() {
    }

    /**
     * @param root     the tree; may be null
     * @param replacer returns the node to stand in place of the one given (or that one); not null
     * @return the root's replacement (the root itself unless the replacer swapped it)
     */
    static Object replace(Object root, UnaryOperator<Object> replacer) {
        return replace(root, replacer, new IdentityHashMap<>(), Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static Object replace(Object node, UnaryOperator<Object> replacer, IdentityHashMap<Object, Object> replaced, Set<Object> seen) {
        if (node == null) return null;
        if (replaced.containsKey(node)) return replaced.get(node);
        if (!seen.add(node)) return node;
        if (node instanceof List<?> list) {
            @SuppressWarnings("unchecked")
            List<Object> items = (List<Object>) list;
            for (int i = 0; i < items.size(); i++) {
                Object item = items.get(i);
                Object now = replace(item, replacer, replaced, seen);
                if (now != item) items.set(i, now);
            }
            return node;
        }
        if (!SyntaxTreeWalk.isTreeClass(node.getClass())) return node;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) {
            Object child = SyntaxTreeWalk.read(f, node);
            Object now = replace(child, replacer, replaced, seen);
            if (now != child) write(f, node, now);
        }
        Object now = replacer.apply(node);
        if (now != node) replaced.put(node, now);
        return now;
    }

    private static void write(Field f, Object node, Object value) {
        try {
            f.set(node, value);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot write " + f + " of the SQL syntax tree", e);
        }
    }
}
