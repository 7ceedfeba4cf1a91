package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;

/** The deepest parenthesis nesting of a statement's code tokens. */
final class ParenDepth {
    private ParenDepth() {
    }

    static int of(LexedSql lexed) {
        int depth = 0;
        int max = 0;
        for (SqlToken t : lexed.codeTokens()) {
            if (t.isSymbol('(')) max = Math.max(max, ++depth);
            else if (t.isSymbol(')')) depth--;
        }
        return max;
    }
}
