package io.askdb.sql;

import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;

/** Finds where a name or keyword stands in the SQL, so that refusals can point at it. */
final class TokenPositions {
    private TokenPositions() {
    }

    /**
     * @return the offset of the first word or quoted identifier whose name equals {@code name}
     *         (case-insensitively), or -1
     */
    static int of(LexedSql lexed, String name) {
        for (SqlToken t : lexed.codeTokens()) {
            if ((t.kind() == TokenKind.WORD || t.kind() == TokenKind.QUOTED_IDENTIFIER) && t.identifier().equalsIgnoreCase(name)) {
                return t.start();
            }
        }
        return -1;
    }

    /** @return " at position N" for a known position, or "" */
    static String at(int position) {
        return position < 0 ? "" : " at position " + position;
    }
}
