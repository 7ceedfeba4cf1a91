package io.askdb.sql;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine's error message with the data it may quote taken out, for statements run under an
 * access policy: engines quote the value that failed ({@code invalid input syntax for type integer:
 * "G-SKU"} on PostgreSQL, {@code Could not convert string 'x' to INT32} on DuckDB, {@code Data
 * conversion error converting "x"} on H2) and DuckDB writes an overflow's operands in parentheses.
 * Every double- or single-quoted segment, and every free-standing number, that the statement's own
 * text does not hold as a whole token (compared without case) becomes {@code …}; what the caller
 * wrote (a column name, a literal) stays, so the message still helps repair.
 */
final class EngineErrorText {
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"|'([^']*)'");
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?(?![\\w.])");
    static final String REDACTED = "…";

    private EngineErrorText() {
    }

    /** @return the message without quoted text or numbers the statement {@code sql} does not hold */
    static String redact(String message, String sql) {
        String written = sql.toLowerCase(Locale.ROOT);
        String unquoted = replace(QUOTED.matcher(message), written, true);
        return replace(NUMBER.matcher(unquoted), written, false);
    }

    private static String replace(Matcher m, String written, boolean quoted) {
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String whole = m.group();
            String inner = quoted ? (m.group(1) != null ? m.group(1) : m.group(2)) : whole;
            boolean own = inner.isEmpty() || Pattern.compile("(?<!\\w)" + Pattern.quote(inner.toLowerCase(Locale.ROOT)) + "(?!\\w)")
                    .matcher(written).find();
            String kept = own ? whole : quoted ? whole.charAt(0) + REDACTED + whole.charAt(0) : REDACTED;
            m.appendReplacement(out, Matcher.quoteReplacement(kept));
        }
        m.appendTail(out);
        return out.toString();
    }
}
