package io.askdb.policy;

import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A dotted name pattern from a policy: {@code hr.*}, {@code *.ssn}, {@code Customer.Email},
 * {@code "Odd.Name".col}. Each dot-separated part is a glob ({@code *} any run of characters,
 * {@code ?} one character) compared case-insensitively; a part in double quotes or backticks is
 * taken literally (dots and stars included) and compared exactly, as quoted identifiers are.
 *
 * <p>As a table pattern, one part matches the table name in any schema and two parts match
 * {@code schema.table}. As a column pattern, one part matches the column in any table, two parts
 * {@code table.column} in any schema and three parts {@code schema.table.column}.
 *
 * @param text the pattern as written; 1 to 3 non-empty parts
 * @since 0.3
 */
public record NamePattern(String text) {
    /** Parsed patterns by text (parsing is pure); cleared when it grows past its bound. */
    private static final java.util.Map<String, List<Part>> PARSED = new java.util.concurrent.ConcurrentHashMap<>();
    private static final int PARSED_BOUND = 16_384;

    public NamePattern {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("NamePattern.text must not be blank");
        text = text.strip();
        int n = parsed(text).size();
        if (n > 3) throw new IllegalArgumentException("NamePattern.text '" + text + "' has " + n + " parts; at most 3 (schema.table.column)");
    }

    /** @return true when this table pattern matches the table */
    public boolean matchesTable(TableId id) {
        List<Part> p = parsed(text);
        if (p.size() == 1) return p.get(0).matches(id.name());
        if (p.size() == 2) return p.get(0).matches(id.schema()) && p.get(1).matches(id.name());
        return false;
    }

    /** @return true when this column pattern matches the column of the table */
    public boolean matchesColumn(TableId table, String column) {
        List<Part> p = parsed(text);
        int n = p.size();
        if (!p.get(n - 1).matches(column)) return false;
        if (n >= 2 && !p.get(n - 2).matches(table.name())) return false;
        return n < 3 || p.get(0).matches(table.schema());
    }

    /** @return the number of dotted parts */
    public int size() {
        return parsed(text).size();
    }

    /** The parts of a pattern, parsed once per text (policy checks run per column of every relation). */
    private static List<Part> parsed(String text) {
        List<Part> hit = PARSED.get(text);
        if (hit != null) return hit;
        List<Part> parts = List.copyOf(parts(text));
        if (PARSED.size() >= PARSED_BOUND) PARSED.clear();
        PARSED.put(text, parts);
        return parts;
    }

    private static List<Part> parts(String text) {
        List<Part> out = new ArrayList<>();
        int i = 0;
        while (i <= text.length()) {
            if (i < text.length() && (text.charAt(i) == '"' || text.charAt(i) == '`')) {
                char q = text.charAt(i);
                StringBuilder b = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= text.length()) throw new IllegalArgumentException("NamePattern.text '" + text + "' has an unclosed quote");
                    if (text.charAt(j) == q) {
                        if (j + 1 < text.length() && text.charAt(j + 1) == q) { b.append(q); j += 2; continue; }
                        break;
                    }
                    b.append(text.charAt(j++));
                }
                out.add(new Part(b.toString(), null));
                i = j + 1;
                if (i < text.length() && text.charAt(i) != '.') {
                    throw new IllegalArgumentException("NamePattern.text '" + text + "': expected '.' after a quoted part");
                }
            } else {
                int dot = text.indexOf('.', i);
                String raw = (dot < 0 ? text.substring(i) : text.substring(i, dot)).strip();
                if (raw.isEmpty()) throw new IllegalArgumentException("NamePattern.text '" + text + "' has an empty part");
                out.add(new Part(raw, glob(raw)));
                i = dot < 0 ? text.length() : dot;
            }
            if (i >= text.length()) break;
            i++;
            if (i >= text.length()) throw new IllegalArgumentException("NamePattern.text '" + text + "' ends with '.'");
        }
        return out;
    }

    private static Pattern glob(String raw) {
        StringBuilder re = new StringBuilder();
        for (char c : raw.toCharArray()) {
            if (c == '*') re.append(".*");
            else if (c == '?') re.append('.');
            else re.append(Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(re.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /** One part: a literal (quoted) or a glob. */
    private record Part(String literal, Pattern glob) {
        boolean matches(String name) {
            if (name == null) return glob != null && glob.pattern().equals(".*");
            return glob == null ? literal.equals(name) : glob.matcher(name).matches();
        }
    }
}
