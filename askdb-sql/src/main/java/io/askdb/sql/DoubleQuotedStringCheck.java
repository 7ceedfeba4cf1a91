package io.askdb.sql;

import io.askdb.critic.CriticRequest;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ResultTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Issue 15: on SQLite a double-quoted word is an identifier when a column of that name is in
 * scope and a string literal otherwise ("SQL Keywords": the double-quoted string fallback), so
 * {@code WHERE w.title = "title"} compares the column with itself and returns every row. It
 * detects a comparison ({@code = <> < > <= >= LIKE}) one of whose operands is an unqualified
 * double-quoted name that resolved to a column, when the comparison is trivially true (the same
 * column of the same relation on both sides) or the question quotes that word as a value
 * ('title', "title").
 *
 * <p>Evidence: the counterfactual. askdb writes the word as a string literal in single quotes,
 * runs the corrected SQL and proves the fault only when the result differs. Action: PROVEN, with
 * the corrected SQL as askdb's own fix. A double-quoted real column compared with another column
 * is an identifier as meant and passes.
 */
final class DoubleQuotedStringCheck implements CriticCheck {
    @Override
    public String name() {
        return "sqlite-double-quoted";
    }

    /** A double-quoted name read as a column, and how to put a string literal in its place. */
    private record Hit(String written, String word, Consumer<Expression> replace) {
    }

    @Override
    public Optional<Finding> review(CriticRequest request, Resolution resolution) {
        return CorrectedRun.safely(() -> find(request, resolution));
    }

    private static Optional<Finding> find(CriticRequest request, Resolution resolution) {
        if (resolution == null || request.catalog().dialect() != Dialect.SQLITE || hits(request, resolution).isEmpty()) return Optional.empty();
        Optional<FreshQuery> tree = FreshQuery.of(request);
        if (tree.isEmpty()) return Optional.empty();
        List<Hit> hits = hits(request, tree.get().resolution());
        if (hits.isEmpty()) return Optional.empty();
        for (Hit h : hits) h.replace().accept(new StringValue(h.word()));
        String fixed = tree.get().sql();
        Optional<ResultTable> corrected = CorrectedRun.differs(request, tree.get());
        if (corrected.isEmpty()) return Optional.empty();
        Hit first = hits.get(0);
        return Optional.of(Finding.proven("In " + first.written() + " SQLite reads \"" + first.word() + "\" as the column " + first.word()
                + ", not as the text '" + first.word() + "': double quotes name identifiers, and a column of that name is in scope."
                + " Write string values in single quotes ('" + first.word().replace("'", "''") + "'): " + fixed + ". "
                + CorrectedRun.contrast(request.result(), corrected.get()), fixed));
    }

    private static List<Hit> hits(CriticRequest request, Resolution resolution) {
        List<Hit> out = new ArrayList<>();
        for (PlainSelect ps : resolution.scopes().keySet()) {
            List<Object> filters = Arrays.asList(ps.getWhere(), ps.getHaving(), ps.getJoins());
            List<BinaryExpression> comparisons = new ArrayList<>(TreeSearch.find(filters, ComparisonOperator.class));
            comparisons.addAll(TreeSearch.find(filters, LikeExpression.class));
            for (BinaryExpression b : comparisons) {
                hit(request, b, b.getRightExpression(), b.getLeftExpression(), b::setRightExpression, resolution).ifPresent(out::add);
                hit(request, b, b.getLeftExpression(), b.getRightExpression(), b::setLeftExpression, resolution).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<Hit> hit(CriticRequest request, BinaryExpression b, Expression side, Expression other,
                                     Consumer<Expression> replace, Resolution resolution) {
        if (!(side instanceof Column c) || c.getTable() != null && c.getTable().getName() != null) return Optional.empty();
        String raw = c.getColumnName();
        if (raw.length() < 3 || raw.charAt(0) != '"' || raw.charAt(raw.length() - 1) != '"') return Optional.empty();
        Resolution.Resolved r = resolution.columns().get(c);
        if (r == null) return Optional.empty();
        String word = raw.substring(1, raw.length() - 1).replace("\"\"", "\"");
        Resolution.Resolved ro = other instanceof Column o ? resolution.columns().get(o) : null;
        boolean itself = ro != null && ro.source() == r.source() && ro.column().equalsIgnoreCase(r.column());
        if (!itself && !quotedInQuestion(request.question(), word)) return Optional.empty();
        return Optional.of(new Hit(b.toString(), word, replace));
    }

    private static boolean quotedInQuestion(String question, String word) {
        String q = "['\"\u2018\u2019\u201c\u201d]";
        return Pattern.compile(q + Pattern.quote(word) + q, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
                .matcher(question).find() || question.toLowerCase(Locale.ROOT).contains("\"" + word.toLowerCase(Locale.ROOT) + "\"");
    }
}
