package io.askdb.semantic;

import java.util.Locale;
import java.util.Set;

/**
 * The SQL words a metric's expression or filter may contain that are not column names: keywords,
 * literals and type names common to SQLite, PostgreSQL, MySQL, H2 and DuckDB. Function names need
 * no list: a word followed by "(" is taken as a function. The list is kept short and the check
 * conservative: a column that shares a name with a keyword is not checked, never falsely reported.
 */
final class SqlWords {
    private static final Set<String> KEYWORDS = Set.of(
            "and", "or", "not", "null", "is", "in", "like", "ilike", "glob", "regexp", "between", "escape",
            "case", "when", "then", "else", "end", "distinct", "all", "any", "some", "exists", "as", "true",
            "false", "unknown", "asc", "desc", "nulls", "first", "last", "collate", "nocase", "filter", "where",
            "over", "partition", "by", "order", "rows", "range", "preceding", "following", "unbounded",
            "current", "row", "from", "for", "at", "zone", "interval", "date", "time", "timestamp", "with",
            "without", "current_date", "current_time", "current_timestamp", "localtime", "localtimestamp",
            "year", "month", "week", "day", "hour", "minute", "second", "quarter", "epoch", "dow", "doy",
            "integer", "int", "bigint", "smallint", "tinyint", "real", "float", "double", "precision",
            "numeric", "decimal", "text", "varchar", "char", "character", "varying", "boolean", "bool",
            "signed", "unsigned", "similar", "to", "div", "mod", "xor", "isnull", "notnull", "select");

    private SqlWords() {
    }

    /** @return whether this bare word is a SQL keyword, literal or type name rather than a column */
    static boolean isKeyword(String word) {
        return KEYWORDS.contains(word.toLowerCase(Locale.ROOT));
    }
}
