package io.askdb.sql.lex;

import io.askdb.dialect.Dialect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SQL text split into tokens by {@link SqlLexer}, with any problem the lexer found.
 *
 * @param sql      the text as given; not null
 * @param dialect  the dialect whose rules were applied; not null
 * @param tokens   every token in order, covering the text up to the first unterminated construct
 * @param problems what could not be read safely, in order of position; empty when none
 * @since 0.1
 */
public record LexedSql(String sql, Dialect dialect, List<SqlToken> tokens, List<LexProblem> problems) {
    public LexedSql {
        if (sql == null) throw new IllegalArgumentException("LexedSql.sql must not be null");
        if (dialect == null) throw new IllegalArgumentException("LexedSql.dialect must not be null");
        tokens = List.copyOf(tokens);
        problems = List.copyOf(problems);
    }

    /** @return the first problem of the given rule, if any */
    public Optional<LexProblem> problem(LexProblem.Rule rule) {
        return problems.stream().filter(p -> p.rule() == rule).findFirst();
    }

    /** @return the tokens the engine reads as code: no comments, no whitespace */
    public List<SqlToken> codeTokens() {
        return tokens.stream().filter(t -> !t.kind().isTrivia()).toList();
    }

    /** @return the text between statement separators, in order, empty segments included */
    public List<StatementSegment> segments() {
        List<StatementSegment> out = new ArrayList<>();
        List<SqlToken> current = new ArrayList<>();
        int segmentStart = 0;
        for (SqlToken t : tokens) {
            if (t.kind() == TokenKind.SEMICOLON) {
                out.add(segment(current, segmentStart));
                current = new ArrayList<>();
                segmentStart = t.end();
            } else {
                current.add(t);
            }
        }
        out.add(segment(current, segmentStart));
        return out;
    }

    private static StatementSegment segment(List<SqlToken> tokens, int segmentStart) {
        List<SqlToken> code = tokens.stream().filter(t -> !t.kind().isTrivia()).toList();
        if (code.isEmpty()) return new StatementSegment(tokens, segmentStart, segmentStart);
        return new StatementSegment(tokens, code.get(0).start(), code.get(code.size() - 1).end());
    }

    /** @return the non-empty segments: the statements the engine would run */
    public List<StatementSegment> statements() {
        return segments().stream().filter(s -> !s.isEmpty()).toList();
    }

    /**
     * The text as a portable parser should see it, with every offset and line break unchanged:
     * comments and anything after the first statement's last code token become spaces, and every
     * string literal becomes a plain {@code '...'} literal of the same length whose content is
     * masked, and a {@code U&"..."} identifier becomes the plain quoted name it resolves to.
     * Dialect-specific quoting (E'', $tag$, MySQL "..." strings, U&amp;) thus cannot
     * confuse a parser that lexes differently from the engine.
     *
     * @return the normalized text, the same length as {@link #sql()}
     */
    public String normalized() {
        StringBuilder out = new StringBuilder(sql.length());
        int cut = statements().isEmpty() ? 0 : statements().get(0).end();
        for (SqlToken t : tokens) {
            if (t.start() >= cut) {
                blank(out, t.text());
            } else if (t.kind() == TokenKind.STRING) {
                maskString(out, t.text());
            } else if (t.kind().isTrivia() || t.kind() == TokenKind.EXECUTABLE_COMMENT) {
                blank(out, t.text());
            } else if (t.kind() == TokenKind.QUOTED_IDENTIFIER && t.isUnicodeQuoted()) {
                resolved(out, t);
            } else {
                out.append(t.text());
            }
        }
        blank(out, sql.substring(out.length()));
        return out.toString();
    }

    /**
     * Writes a {@code U&"..."} identifier as the plain quoted identifier it resolves to, padded
     * with spaces to the token's length (an escape is never shorter than what it stands for).
     */
    private static void resolved(StringBuilder out, SqlToken t) {
        String plain = "\"" + t.identifier().replace("\"", "\"\"") + "\"";
        if (plain.length() > t.text().length() || plain.indexOf('\n') >= 0) {
            out.append("  ").append(t.text(), 2, t.text().length());
            return;
        }
        out.append(plain);
        for (int k = plain.length(); k < t.text().length(); k++) out.append(' ');
    }

    private static void blank(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c == '\n' ? '\n' : ' ');
        }
    }

    private static void maskString(StringBuilder out, String text) {
        char first = text.charAt(0);
        int open = first == '$' || first == '"' || first == '\'' ? 0 : text.indexOf('\'');
        for (int i = 0; i < open; i++) out.append(' ');
        out.append('\'');
        for (int i = open + 1; i < text.length() - 1; i++) {
            out.append(text.charAt(i) == '\n' ? '\n' : 'x');
        }
        out.append('\'');
    }
}
