package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.guard.GuardRequest;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * A private copy of the critic's SQL, parsed anew with its literals and resolved against the
 * catalog, so that a check may edit the syntax tree to derive a probe or a corrected query and
 * deparse it ({@link #sql()}) without touching the tree the other checks read. One copy per
 * derived statement; not thread-safe.
 */
final class FreshQuery {
    private static final QueryParser PARSER = new QueryParser();
    /** Aggregate functions of the dialects askdb knows (a condition on one belongs in HAVING). */
    private static final Set<String> AGGREGATES = Set.of("count", "sum", "avg", "min", "max", "total", "group_concat",
            "string_agg", "array_agg", "listagg", "median", "stddev", "variance", "bool_and", "bool_or", "json_group_array",
            "json_agg", "list", "mode", "any_value");

    private final Statement statement;
    private final Resolution resolution;

    private FreshQuery(Statement statement, Resolution resolution) {
        this.statement = statement;
        this.resolution = resolution;
    }

    /** @return the request's SQL freshly parsed and resolved, or empty when it does not parse */
    static Optional<FreshQuery> of(CriticRequest request) {
        ParsedQuery parsed = PARSER.parseRaw(new GuardRequest(request.sql(), request.catalog().dialect(), request.catalog(), 1));
        if (!parsed.parsed()) return Optional.empty();
        return Optional.of(new FreshQuery(parsed.statement(), CatalogComplianceValidator.resolve(parsed, request.catalog())));
    }

    /** @return the top-level SELECT when the statement is one (with or without WITH), else empty */
    Optional<PlainSelect> top() {
        return statement instanceof PlainSelect ps ? Optional.of(ps) : Optional.empty();
    }

    Resolution resolution() {
        return resolution;
    }

    /** @return the statement, edited in place by {@link #replace} */
    Statement statement() {
        return statement;
    }

    /** @return true when the outer query orders its rows, so row order is part of the answer */
    boolean ordered() {
        return statement instanceof net.sf.jsqlparser.statement.select.Select s && s.getOrderByElements() != null
                && !s.getOrderByElements().isEmpty();
    }

    /** @return the statement as SQL text, with every edit made so far */
    String sql() {
        return statement.toString();
    }

    /**
     * Puts {@code replacement} where {@code target} (found by identity) stands in the tree.
     *
     * @return true when the target was found and replaced
     */
    boolean replace(Object target, Object replacement) {
        return replace(statement, target, replacement, new IdentityHashMap<>());
    }

    @SuppressWarnings("unchecked")
    private static boolean replace(Object node, Object target, Object replacement, Map<Object, Boolean> seen) {
        if (node == null || seen.put(node, Boolean.TRUE) != null) return false;
        if (node instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i) == target) {
                    ((List<Object>) list).set(i, replacement);
                    return true;
                }
                if (replace(list.get(i), target, replacement, seen)) return true;
            }
            return false;
        }
        if (node instanceof Collection<?> c) {
            for (Object o : c) if (replace(o, target, replacement, seen)) return true;
            return false;
        }
        String name = node.getClass().getName();
        if (!name.startsWith("net.sf.jsqlparser.") || name.startsWith("net.sf.jsqlparser.parser.") || node.getClass().isEnum()) return false;
        for (Field f : SyntaxTreeWalk.childFields(node.getClass())) {
            Object child = SyntaxTreeWalk.read(f, node);
            if (child == target && f.getType().isInstance(replacement)) {
                try {
                    f.set(node, replacement);
                    return true;
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot edit " + f + " of the SQL syntax tree", e);
                }
            }
            if (replace(child, target, replacement, seen)) return true;
        }
        return false;
    }

    /** @return {@code existing AND added}, the existing condition in parentheses; {@code added} alone when there is none */
    static Expression and(Expression existing, Expression added) {
        if (existing == null) return added;
        return new AndExpression(new ParenthesedExpressionList<>(existing), added);
    }

    /** @return true when the expression calls an aggregate function outside nested queries */
    static boolean aggregates(Expression e) {
        return TreeSearch.find(e, Function.class).stream()
                .anyMatch(f -> f.getName() != null && AGGREGATES.contains(f.getName().toLowerCase(Locale.ROOT)));
    }
}
