package io.askdb.sql;

import io.askdb.guard.GuardLayer;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.sql.lex.LexProblem;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.StatementSegment;
import io.askdb.sql.lex.TokenKind;
import java.util.List;
import java.util.Optional;

/**
 * Guard layer 1: reads the SQL with the engine's own lexical rules and refuses what would hide
 * code from the later layers: unterminated literals and comments, MySQL executable comments,
 * more than one statement, and quoting whose end engines disagree on. Also bounds size and
 * nesting so that parsing stays fast.
 */
final class LexicalLayer implements GuardLayer {
    static final int MAX_LENGTH = 100_000;
    static final int MAX_NESTING = 64;

    private final QueryParser parser;

    LexicalLayer(QueryParser parser) {
        this.parser = parser;
    }

    @Override
    public Optional<Refusal> inspect(GuardRequest request) {
        if (request.sql().length() > MAX_LENGTH) {
            return Optional.of(Refusal.validity("too-complex", "The SQL is " + request.sql().length()
                    + " characters long; the limit is " + MAX_LENGTH + ". Write a shorter query."));
        }
        LexedSql lexed = parser.lex(request);
        Optional<LexProblem> unterminated = lexed.problem(LexProblem.Rule.UNTERMINATED);
        if (unterminated.isPresent()) {
            LexProblem p = unterminated.get();
            return refuse("unparsable", Refusal.Kind.VALIDITY, "The " + p.what() + " starting at position " + p.position()
                    + " is never closed; close it or remove it.", p.position());
        }
        Optional<SqlToken> executable = lexed.tokens().stream().filter(t -> t.kind() == TokenKind.EXECUTABLE_COMMENT).findFirst();
        if (executable.isPresent()) {
            return refuse("executable-comment", Refusal.Kind.SAFETY, "The comment at position " + executable.get().start()
                    + " (" + abbreviate(executable.get().text()) + ") is run by MySQL as code or hints, which would hide it from"
                    + " the guard; askdb refuses it. Remove the comment.", executable.get().start());
        }
        Optional<Refusal> statements = checkStatements(lexed);
        if (statements.isPresent()) return statements;
        if (ParenDepth.of(lexed) > MAX_NESTING) {
            return Optional.of(Refusal.validity("too-complex", "The SQL nests parentheses more than " + MAX_NESTING
                    + " levels deep; simplify it."));
        }
        return lexed.problems().stream().findFirst().map(LexicalLayer::ambiguity);
    }

    private static Optional<Refusal> checkStatements(LexedSql lexed) {
        List<StatementSegment> statements = lexed.statements();
        if (statements.size() > 1) {
            StatementSegment second = statements.get(1);
            return refuse("multiple-statements", Refusal.Kind.SAFETY, "Only one statement may run; this SQL holds "
                    + statements.size() + " statements (the second starts at position " + second.start() + ": "
                    + abbreviate(lexed.sql().substring(second.start(), second.end())) + "). askdb only reads data: send one SELECT.",
                    second.start());
        }
        if (statements.isEmpty()) {
            return Optional.of(Refusal.validity("empty", "The SQL holds only comments or semicolons; give one SELECT statement."));
        }
        return Optional.empty();
    }

    private static Refusal ambiguity(LexProblem p) {
        if (p.rule() == LexProblem.Rule.AMBIGUOUS_ESCAPE) {
            return new Refusal("ambiguous-escape", Refusal.Kind.VALIDITY, "The " + p.what() + " at position " + p.position()
                    + " has a backslash before a quote; this dialect has no backslash escapes, so engines disagree on where"
                    + " the string ends. Write a quote inside a string as two quotes ('').", p.position());
        }
        if (p.rule() == LexProblem.Rule.UNICODE_ESCAPE) {
            return new Refusal("unicode-escape", Refusal.Kind.VALIDITY, "The " + p.what() + " at position " + p.position()
                    + " uses escapes, which hide the real name; write the characters themselves.", p.position());
        }
        return new Refusal("nested-comment", Refusal.Kind.VALIDITY, "The block comment holds '/*' at position " + p.position()
                + "; engines disagree on whether comments nest, so remove the inner '/*'.", p.position());
    }

    private static Optional<Refusal> refuse(String rule, Refusal.Kind kind, String message, int position) {
        return Optional.of(new Refusal(rule, kind, message, position));
    }

    static String abbreviate(String text) {
        String oneLine = text.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= 40 ? oneLine : oneLine.substring(0, 37) + "...";
    }
}
