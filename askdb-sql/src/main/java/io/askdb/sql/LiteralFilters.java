package io.askdb.sql;

import io.askdb.catalog.Column;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * The text filters of a resolved query: each {@code column = 'literal'} and
 * {@code column IN ('a', 'b')} in a WHERE, HAVING or join condition, with the catalog column it
 * compares and the literals as written (SQL quote doubling undone).
 */
final class LiteralFilters {
    /**
     * @param where    the column as "Table.column"
     * @param column   the catalog column, with its sample values
     * @param literals the literals it is compared with
     */
    record Filter(String where, Column column, List<String> literals, boolean ignoresCase) {
    }

    private LiteralFilters() {
    }

    static List<Filter> of(Resolution resolution) {
        List<Filter> out = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> filters = new ArrayList<>();
            filters.add(ps.getWhere());
            filters.add(ps.getHaving());
            filters.add(ps.getJoins());
            for (EqualsTo eq : TreeSearch.find(filters, EqualsTo.class)) {
                filter(eq.getLeftExpression(), List.of(eq.getRightExpression()), resolution).ifPresent(out::add);
                filter(eq.getRightExpression(), List.of(eq.getLeftExpression()), resolution).ifPresent(out::add);
            }
            for (InExpression in : TreeSearch.find(filters, InExpression.class)) {
                if (!(in.getRightExpression() instanceof ExpressionList<?> list) || in.isNot()) continue;
                List<Expression> items = new ArrayList<>();
                for (Object item : list) items.add((Expression) item);
                filter(in.getLeftExpression(), items, resolution).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<Filter> filter(Expression side, List<Expression> others, Resolution resolution) {
        boolean ignoresCase = caseFunction(side) != null;
        if (ignoresCase) side = caseFunction(side);
        if (!(side instanceof net.sf.jsqlparser.schema.Column c)) return Optional.empty();
        List<String> literals = new ArrayList<>();
        for (Expression e : others) {
            Expression literal = caseFunction(e) != null ? caseFunction(e) : e;
            if (literal instanceof StringValue v) literals.add(v.getValue().replace("''", "'"));
        }
        if (literals.isEmpty()) return Optional.empty();
        Resolution.Resolved r = resolution.columns().get(c);
        if (r == null || r.source().table() == null) return Optional.empty();
        Optional<Column> column = r.source().table().column(r.column());
        if (column.isEmpty() || column.get().sampleValues().isEmpty()) return Optional.empty();
        return Optional.of(new Filter(r.source().table().id().name() + "." + r.column(), column.get(), literals, ignoresCase));
    }

    /** @return the argument of {@code LOWER(x)} or {@code UPPER(x)}, or null for anything else */
    private static Expression caseFunction(Expression e) {
        if (!(e instanceof net.sf.jsqlparser.expression.Function f) || f.getName() == null || f.getParameters() == null
                || f.getParameters().size() != 1) return null;
        String name = f.getName().toLowerCase(Locale.ROOT);
        return name.equals("lower") || name.equals("upper") || name.equals("lcase") || name.equals("ucase")
                ? (Expression) f.getParameters().get(0) : null;
    }

    /** Lower case without accents: "Zürich" and "zurich" fold alike. */
    static String fold(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT).strip();
    }
}
