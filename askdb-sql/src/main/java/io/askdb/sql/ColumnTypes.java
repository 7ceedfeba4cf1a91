package io.askdb.sql;

import java.sql.Types;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.CaseExpression;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.WhenClause;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.Modulo;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;

/**
 * What the critic's checks know of a value's type from the catalog and the expression alone:
 * whether a catalog column is declared integer or text, and whether an expression is
 * integer-typed (integer columns and literals, COUNT, SUM/MIN/MAX/ABS of integers, NULLIF, COALESCE and
 * IFNULL of integers, LENGTH, CAST
 * to an integer type, CASE whose branches are all integers, and + - * / % of integers). The
 * integer test on declared types follows SQLite's affinity rule 1 ("if the declared type contains
 * the string INT, INTEGER affinity", SQLite "Datatypes In SQLite" 3.1); INTERVAL and POINT are not
 * integers.
 */
final class ColumnTypes {
    private static final Set<String> SAME_AS_ARGUMENT = Set.of("sum", "min", "max", "abs");
    private static final Set<String> INTEGER_RESULT = Set.of("count", "length", "char_length", "character_length");

    private ColumnTypes() {
    }

    static boolean integer(io.askdb.catalog.Column c) {
        switch (c.jdbcType()) {
            case Types.INTEGER: case Types.BIGINT: case Types.SMALLINT: case Types.TINYINT:
                return true;
            default:
                return integerName(c.typeName());
        }
    }

    private static boolean integerName(String typeName) {
        String t = typeName.toUpperCase(Locale.ROOT);
        return t.contains("INT") && !t.contains("INTERVAL") && !t.contains("POINT");
    }

    static boolean text(io.askdb.catalog.Column c) {
        String t = c.typeName().toLowerCase(Locale.ROOT);
        if (t.contains("json") || t.contains("uuid") || t.contains("xml")) return false;
        switch (c.jdbcType()) {
            case Types.CHAR: case Types.VARCHAR: case Types.LONGVARCHAR: case Types.NCHAR: case Types.NVARCHAR:
            case Types.LONGNVARCHAR: case Types.CLOB: case Types.NCLOB:
                return true;
            default:
                return t.contains("char") || t.contains("text") || t.contains("clob") || t.contains("string");
        }
    }

    /** @return the catalog column a column reference means, or empty when it is not a catalog table's column */
    static Optional<io.askdb.catalog.Column> catalogColumn(Expression e, Resolution resolution) {
        if (!(e instanceof Column c)) return Optional.empty();
        Resolution.Resolved r = resolution.columns().get(c);
        if (r == null || r.source().table() == null) return Optional.empty();
        return r.source().table().column(r.column());
    }

    /** @return true when the expression's type is an integer type on engines that keep integer arithmetic integral */
    static boolean integral(Expression e, Resolution resolution) {
        if (e instanceof LongValue) return true;
        if (e instanceof Column) return catalogColumn(e, resolution).map(ColumnTypes::integer).orElse(false);
        if (e instanceof ParenthesedExpressionList<?> p) return p.size() == 1 && integral((Expression) p.get(0), resolution);
        if (e instanceof SignedExpression s) return integral(s.getExpression(), resolution);
        if (e instanceof Addition || e instanceof Subtraction || e instanceof Multiplication || e instanceof Division
                || e instanceof Modulo) {
            var b = (net.sf.jsqlparser.expression.BinaryExpression) e;
            return integral(b.getLeftExpression(), resolution) && integral(b.getRightExpression(), resolution);
        }
        if (e instanceof CastExpression c) return c.getColDataType() != null && integerName(c.getColDataType().getDataType());
        if (e instanceof CaseExpression c) {
            if (c.getWhenClauses() == null || c.getWhenClauses().isEmpty()) return false;
            for (WhenClause w : c.getWhenClauses()) if (!integral(w.getThenExpression(), resolution)) return false;
            return c.getElseExpression() == null || integral(c.getElseExpression(), resolution);
        }
        if (e instanceof Function f && f.getName() != null) {
            String name = f.getName().toLowerCase(Locale.ROOT);
            if (INTEGER_RESULT.contains(name)) return true;
            if (f.getParameters() == null || f.getParameters().isEmpty()) return false;
            if (SAME_AS_ARGUMENT.contains(name) && f.getParameters().size() == 1 || name.equals("nullif")) {
                return integral((Expression) f.getParameters().get(0), resolution);
            }
            if (name.equals("coalesce") || name.equals("ifnull")) {
                for (Object a : f.getParameters()) if (!integral((Expression) a, resolution)) return false;
                return true;
            }
        }
        return false;
    }
}
