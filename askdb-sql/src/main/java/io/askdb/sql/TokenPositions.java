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

    /**
     * The position of one column reference, from the token JSqlParser read it at (its
     * {@code ASTNodeAccess} node; the parser reads the lexer's normalized text, which has the same
     * offsets), so a refusal points at the offending reference and not at an alias or another use
     * of the same name; the first token with the column's name when the parser kept no node.
     *
     * @return the offset of the reference's column-name token, or -1
     */
    static int of(LexedSql lexed, net.sf.jsqlparser.schema.Column column) {
        String name = SqlNames.unquote(column.getColumnName());
        net.sf.jsqlparser.parser.Node node = column.getASTNode();
        if (node != null && node.jjtGetLastToken() != null) {
            int at = node.jjtGetLastToken().absoluteBegin - 1;
            for (SqlToken t : lexed.codeTokens()) {
                if (t.start() == at && (t.kind() == TokenKind.WORD || t.kind() == TokenKind.QUOTED_IDENTIFIER)
                        && t.identifier().equalsIgnoreCase(name)) {
                    return at;
                }
            }
        }
        return of(lexed, name);
    }

    /** @return " at position N" for a known position, or "" */
    static String at(int position) {
        return position < 0 ? "" : " at position " + position;
    }
}
