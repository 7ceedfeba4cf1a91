package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexedSql;
import java.util.List;
import java.util.Optional;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.ExtractExpression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.NextValExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.statement.select.TableFunction;

/**
 * Guard layer 4: every function call anywhere in the tree (nested queries, window functions,
 * aggregates; casts are not calls) must be on the dialect's allow-list of pure functions. A call
 * to a known-dangerous function (files, network, sleep, locks, sequences, settings, admin) is
 * unsafe; any other unknown call is invalid, with a hint when the model borrowed it from another
 * dialect. Table functions in FROM are left to {@link TableReferenceLayer}. Every pattern operator
 * (ILIKE, SIMILAR TO, REGEXP, RLIKE, ...) must be one the dialect's engine reads ({@link PatternOperators}),
 * or the statement is refused as {@code dialect-syntax}.
 */
final class FunctionLayer implements GuardLayer {
    private final QueryParser parser;
    private final FunctionRules rules;

    FunctionLayer(QueryParser parser, FunctionRules rules) {
        this.parser = parser;
        this.rules = rules;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        ParsedQuery parsed = parser.parse(request);
        if (!parsed.parsed()) return Optional.empty();
        for (TreeNode node : parsed.nodes()) {
            Optional<Refusal> r = inspect(node, parsed.lexed());
            if (r.isPresent()) return r;
        }
        return Optional.empty();
    }

    private Optional<Refusal> inspect(TreeNode node, LexedSql lexed) {
        Object v = node.value();
        Dialect dialect = lexed.dialect();
        if (v instanceof TableFunction || node.parent() instanceof TableFunction) return Optional.empty();
        if (v instanceof Function f) return check(f.getMultipartName(), dialect, lexed);
        if (v instanceof AnalyticExpression a) return check(List.of(a.getName()), dialect, lexed);
        if (v instanceof NextValExpression n) {
            return Optional.of(new Refusal("function-not-allowed", Refusal.Kind.SAFETY, "NEXT VALUE FOR " + n.getName()
                    + " advances a sequence, which writes; askdb only reads data.", TokenPositions.of(lexed, "NEXT")));
        }
        if (v instanceof ExtractExpression && dialect == Dialect.SQLITE) {
            return unknown("extract", dialect, TokenPositions.of(lexed, "EXTRACT"));
        }
        if (v instanceof LikeExpression like) {
            Optional<String> problem = PatternOperators.problem(like, dialect);
            if (problem.isPresent()) {
                String word = PatternOperators.keyword(like.getLikeKeyWord()).split(" ")[0];
                return Optional.of(new Refusal("dialect-syntax", Refusal.Kind.VALIDITY, problem.get(), TokenPositions.of(lexed, word)));
            }
        }
        return Optional.empty();
    }

    private Optional<Refusal> check(List<String> nameParts, Dialect dialect, LexedSql lexed) {
        if (nameParts == null || nameParts.isEmpty()) return Optional.empty();
        String name = SqlNames.unquote(nameParts.get(nameParts.size() - 1));
        int position = TokenPositions.of(lexed, name);
        FunctionRules.Verdict verdict = rules.check(name, dialect);
        if (verdict == FunctionRules.Verdict.DANGEROUS) {
            return Optional.of(new Refusal("function-not-allowed", Refusal.Kind.SAFETY, "Function " + name
                    + TokenPositions.at(position) + " is not allowed: it can read files, reach the network, sleep, take locks,"
                    + " use sequences or change settings, and askdb only runs read-only queries.", position));
        }
        if (nameParts.size() > 1) {
            return Optional.of(new Refusal("unknown-function", Refusal.Kind.VALIDITY, "Function " + String.join(".", nameParts)
                    + TokenPositions.at(position) + " is qualified with a schema; call built-in functions by their bare name.", position));
        }
        return verdict == FunctionRules.Verdict.ALLOWED ? Optional.empty() : unknown(name, dialect, position);
    }

    private Optional<Refusal> unknown(String name, Dialect dialect, int position) {
        String hint = rules.hint(name, dialect).orElse("use a built-in " + dialect.displayName() + " function.");
        return Optional.of(new Refusal("unknown-function", Refusal.Kind.VALIDITY, "Function " + name + TokenPositions.at(position)
                + " is not available in " + dialect.displayName() + " (or not on askdb's list of read-only functions); " + hint, position));
    }
}
