package io.askdb.catalog;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Which tables one page of a catalog listing asks for: an optional schema, an optional name
 * pattern, where to start and how many at most. The pattern is matched ignoring case against the
 * table name (against {@code schema.name} when it holds a dot): {@code *} or {@code %} stands for
 * any run of characters and {@code ?} for one character, so {@code order*} finds the names that
 * start with "order"; a pattern without a wildcard finds the names that contain it. Tables keep
 * the catalog's order, so an offset names the same table on every call while the catalog is
 * unchanged. The cursor a page hands out is this offset written as text.
 *
 * @param schema  the schema whose tables to list (equal ignoring case), or null for all
 * @param pattern the name pattern, or null for all names
 * @param offset  how many matching tables to skip, at least 0
 * @param limit   the most tables to return, 1 to {@value #MAX_LIMIT}
 * @since 0.3
 */
public record TableQuery(String schema, String pattern, int offset, int limit) {
    /** The largest {@code limit}. */
    public static final int MAX_LIMIT = 10_000;
    /** Every table from the first, as many as the output budget holds. */
    public static final TableQuery ALL = new TableQuery(null, null, 0, MAX_LIMIT);

    public TableQuery {
        schema = schema == null || schema.isBlank() ? null : schema.strip();
        pattern = pattern == null || pattern.isBlank() ? null : pattern.strip();
        if (offset < 0) throw new IllegalArgumentException("TableQuery.offset must be at least 0, was " + offset);
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("TableQuery.limit must be 1 to " + MAX_LIMIT + ", was " + limit);
        }
    }

    /**
     * @param cursor a cursor a page handed out, or null or blank for the first page
     * @return the offset it stands for
     * @throws IllegalArgumentException when it is not a cursor a page hands out
     */
    public static int offsetOf(String cursor) {
        if (cursor == null || cursor.isBlank()) return 0;
        String c = cursor.strip();
        if (!c.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("the cursor must be the next_cursor of an earlier page (a number such as"
                    + " \"120\"), was '" + cursor + "'");
        }
        return Integer.parseInt(c);
    }

    /** @return the catalog's tables this query's schema and pattern select, in catalog order */
    public List<Table> matching(Catalog catalog) {
        Pattern names = pattern == null ? null : compile(pattern);
        boolean qualified = pattern != null && pattern.contains(".");
        return catalog.tables().stream()
                .filter(t -> schema == null || schema.equalsIgnoreCase(t.id().schema()))
                .filter(t -> names == null || names.matcher(qualified ? t.id().displayName() : t.id().name()).matches())
                .toList();
    }

    /** @return the pattern as a case-insensitive regular expression over the whole name */
    static Pattern compile(String pattern) {
        boolean wild = pattern.indexOf('*') >= 0 || pattern.indexOf('%') >= 0 || pattern.indexOf('?') >= 0;
        StringBuilder re = new StringBuilder(wild ? "" : ".*");
        for (char ch : pattern.toCharArray()) {
            if (ch == '*' || ch == '%') re.append(".*");
            else if (ch == '?') re.append('.');
            else re.append(Pattern.quote(String.valueOf(ch)));
        }
        if (!wild) re.append(".*");
        return Pattern.compile(re.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL);
    }

    /** @return the filter in words, e.g. "matching 'order*' in schema sales", or "" for none */
    public String describe() {
        String s = pattern == null ? "" : "matching '" + pattern + "'";
        if (schema != null) s += (s.isEmpty() ? "" : " ") + "in schema " + schema;
        return s;
    }
}
