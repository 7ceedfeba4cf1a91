package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * The outcome of parsing one statement: its syntax tree and every node of it, or why parsing
 * failed.
 *
 * @param lexed         the lexed statement; not null
 * @param statement     the syntax tree, or null when parsing failed
 * @param nodes         every node of the tree (empty when parsing failed)
 * @param error         a one-line account of the parse failure, or null
 * @param errorPosition 0-based offset of the failure, or -1
 */
record ParsedQuery(LexedSql lexed, Statement statement, List<TreeNode> nodes, String error, int errorPosition) {
    ParsedQuery {
        if (lexed == null) throw new IllegalArgumentException("ParsedQuery.lexed must not be null");
        nodes = List.copyOf(nodes);
        if ((statement == null) == (error == null)) {
            throw new IllegalArgumentException("ParsedQuery needs exactly one of statement and error");
        }
    }

    boolean parsed() {
        return statement != null;
    }

    /** @return every node whose value is of the given type */
    <T> List<TreeNode> nodesOf(Class<T> type) {
        return nodes.stream().filter(n -> type.isInstance(n.value())).toList();
    }
}
