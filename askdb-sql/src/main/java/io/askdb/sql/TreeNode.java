package io.askdb.sql;

import java.util.Locale;
import java.util.Set;

/**
 * One object of a JSqlParser syntax tree, with the object that holds it and the names of the
 * common table expressions visible where it stands.
 *
 * @param value    the node; not null
 * @param parent   the node holding it, or null for the root
 * @param cteNames lower-case names of the CTEs in scope; not null
 */
record TreeNode(Object value, Object parent, Set<String> cteNames) {

    /** @return true when a CTE of this name (compared case-insensitively) is in scope */
    boolean isCte(String name) {
        return cteNames.contains(name.toLowerCase(Locale.ROOT));
    }
}
