package io.askdb.sql;

import io.askdb.catalog.Column;
import io.askdb.critic.CriticRequest;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * An empty result is a true answer ("no clients are from Radom", case C20) unless the SQL looked
 * for a value spelt differently from how it is stored (case C18: 'GERMLINE' where the column holds
 * 'Germline' and 'germline'). The check fires only when the result is empty and a
 * {@code column = 'literal'} or {@code column IN ('a', ...)} comparison uses a literal that is not
 * among the column's {@linkplain Column#sampleValues() sample values} while some sample is close
 * to it: equal ignoring case or accents, within a small edit distance (names of four letters or more), or containing it. A literal
 * with no close sample is accepted, whether or not the samples are complete: either the value is
 * truly absent, or it lies beyond the samples and nothing better is known.
 */
final class EmptyResultCheck implements CriticCheck {
    @Override
    public String name() {
        return "empty-result";
    }

    @Override
    public Optional<String> feedback(CriticRequest request, Resolution resolution) {
        if (resolution == null || request.result().rowCount() > 0) return Optional.empty();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> filters = new ArrayList<>();
            filters.add(ps.getWhere());
            filters.add(ps.getHaving());
            filters.add(ps.getJoins());
            for (EqualsTo eq : TreeSearch.find(filters, EqualsTo.class)) {
                Optional<String> f = compare(eq.getLeftExpression(), eq.getRightExpression(), resolution);
                if (f.isEmpty()) f = compare(eq.getRightExpression(), eq.getLeftExpression(), resolution);
                if (f.isPresent()) return f;
            }
            for (InExpression in : TreeSearch.find(filters, InExpression.class)) {
                if (!(in.getRightExpression() instanceof ExpressionList<?> list) || in.isNot()) continue;
                for (Object item : list) {
                    Optional<String> f = compare(in.getLeftExpression(), (Expression) item, resolution);
                    if (f.isPresent()) return f;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> compare(Expression side, Expression other, Resolution resolution) {
        if (!(side instanceof net.sf.jsqlparser.schema.Column c) || !(other instanceof StringValue literal)) return Optional.empty();
        Resolution.Resolved r = resolution.columns().get(c);
        if (r == null || r.source().table() == null) return Optional.empty();
        Optional<Column> column = r.source().table().column(r.column());
        if (column.isEmpty() || column.get().sampleValues().isEmpty()) return Optional.empty();
        String value = literal.getValue().replace("''", "'");
        List<String> samples = column.get().sampleValues();
        if (samples.contains(value)) return Optional.empty();
        List<String> close = samples.stream().filter(s -> close(s, value)).toList();
        if (close.isEmpty()) return Optional.empty();
        String where = r.source().table().id().name() + "." + r.column();
        return Optional.of("The result is empty. The SQL compares " + where + " with '" + value + "', which is not a stored value;"
                + " the column stores " + close.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", "))
                + " (sampled values, quoted as data). Use the stored spelling, or compare case-insensitively"
                + " (e.g. LOWER(" + where + ") = LOWER('" + value + "')), and run the query again.");
    }

    private static boolean close(String stored, String written) {
        String a = fold(stored);
        String b = fold(written);
        if (a.equals(b)) return true;
        if (Math.min(a.length(), b.length()) >= 3 && (a.contains(b) || b.contains(a))) return true;
        int shorter = Math.min(a.length(), b.length());
        return shorter >= 4 && TableSuggestions.distance(a, b) <= Math.max(1, shorter / 4);
    }

    /** Lower case without accents: "Zürich" and "zurich" fold alike. */
    private static String fold(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT).strip();
    }
}
