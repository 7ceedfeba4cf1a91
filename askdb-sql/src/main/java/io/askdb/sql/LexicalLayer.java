package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
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
 * more than one statement, quoting whose end engines or server settings disagree on, and names
 * that are not what they look like (NFKC look-alikes, mixed scripts, invisible characters; see
 * {@code io.askdb.sql.lex.NameCharacters} for the Unicode sources) unless the catalog holds that
 * exact name. Also bounds size and nesting so that parsing stays fast.
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
        return lexed.problems().stream()
                .filter(p -> !catalogued(p, lexed, request.catalog()))
                .findFirst().map(LexicalLayer::ambiguity);
    }

    /**
     * A name with unusual characters is accepted when the catalog holds a table, column or schema
     * of exactly that name: the engine will find it, and it is the database's own name.
     */
    private static boolean catalogued(LexProblem p, LexedSql lexed, Catalog catalog) {
        boolean characters = p.rule() == LexProblem.Rule.LOOKALIKE || p.rule() == LexProblem.Rule.MIXED_SCRIPT
                || p.rule() == LexProblem.Rule.INVISIBLE_CHARACTER;
        if (!characters || catalog == null) return false;
        Optional<SqlToken> token = lexed.tokens().stream().filter(t -> t.start() == p.position()
                && (t.kind() == TokenKind.WORD || t.kind() == TokenKind.QUOTED_IDENTIFIER)).findFirst();
        if (token.isEmpty()) return false;
        String name = token.get().identifier();
        for (Table t : catalog.tables()) {
            if (name.equals(t.id().name()) || name.equals(t.id().schema())) return true;
            if (t.columns().stream().anyMatch(c -> name.equals(c.name()))) return true;
        }
        return false;
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
                    + " ends at a different place depending on whether a backslash escapes the next character, which"
                    + " differs between engines and server settings (MySQL NO_BACKSLASH_ESCAPES, PostgreSQL"
                    + " standard_conforming_strings). Write a quote inside a string as two quotes ('') and avoid a"
                    + " backslash before a quote.", p.position());
        }
        if (p.rule() == LexProblem.Rule.UNICODE_ESCAPE) {
            return new Refusal("unicode-escape", Refusal.Kind.VALIDITY, "The " + p.what() + " at position " + p.position()
                    + " uses an escape that is invalid or that this database may not read the way askdb does;"
                    + " write the characters themselves.", p.position());
        }
        if (p.rule() == LexProblem.Rule.LOOKALIKE) {
            return new Refusal("look-alike-characters", Refusal.Kind.SAFETY, "The " + p.what() + " at position " + p.position()
                    + " uses compatibility characters (fullwidth letters, ligatures or similar) that look like another name but"
                    + " are read as a different one; askdb refuses it. Write the name in plain characters.", p.position());
        }
        if (p.rule() == LexProblem.Rule.MIXED_SCRIPT) {
            return new Refusal("mixed-script", Refusal.Kind.SAFETY, "The " + p.what() + " at position " + p.position()
                    + " mixes alphabets (for example Latin with Cyrillic or Greek look-alikes), so it is not the name it"
                    + " appears to be; askdb refuses it. Write the name in one alphabet.", p.position());
        }
        if (p.rule() == LexProblem.Rule.INVISIBLE_CHARACTER) {
            return new Refusal("invisible-character", Refusal.Kind.SAFETY, "The " + p.what() + " at position " + p.position()
                    + " holds an invisible or unusual character (zero-width or bidi control, non-ASCII space, control"
                    + " character), which engines and readers see differently; askdb refuses it. Remove the character.", p.position());
        }
        if (p.rule() == LexProblem.Rule.STRAY_QUOTE) {
            return new Refusal("stray-quote", Refusal.Kind.VALIDITY, "The " + p.what() + " at position " + p.position()
                    + " is not a quote in this database, so the database and askdb may read the SQL differently;"
                    + " quote names with double quotes (\"name\") here.", p.position());
        }
        if (p.what().equals("line comment")) {
            return new Refusal("ambiguous-comment", Refusal.Kind.VALIDITY, "The line comment at position " + p.position()
                    + " holds a carriage return without a line feed; engines disagree on where it ends. End lines with"
                    + " a line feed.", p.position());
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
