package io.askdb.sql;

import net.sf.jsqlparser.expression.operators.relational.LikeExpression;

/**
 * SQLite's and DuckDB's {@code x [NOT] GLOB y} in the syntax tree: a {@link LikeExpression} (GLOB
 * has LIKE's operands and precedence in both engines: SQLite "SQL Language Expressions", Operators)
 * that writes itself back as GLOB, so a statement JSqlParser writes out (the row-filter rewrite)
 * keeps the engine's operator. Every layer reads it as the predicate it is.
 */
final class GlobExpression extends LikeExpression {
    /** Takes over the operands of the LIKE that JSqlParser read in GLOB's place. */
    GlobExpression(LikeExpression like) {
        setLeftExpression(like.getLeftExpression());
        setRightExpression(like.getRightExpression());
        setNot(like.isNot());
        setEscape(like.getEscape());
        setASTNode(like.getASTNode());
    }

    @Override
    public String toString() {
        return getLeftExpression() + (isNot() ? " NOT GLOB " : " GLOB ") + getRightExpression()
                + (getEscape() == null ? "" : " ESCAPE " + getEscape());
    }
}
