package io.askdb.dialect;

import java.util.Locale;
import java.util.Objects;

/**
 * The SQL dialects askdb knows, as data: identifier quoting, the row-limit syntax, and the
 * lexical rules that decide where comments and strings begin and end.
 *
 * <p>Rules come from each engine's documentation: SQLite "SQL Language Expressions" and
 * "SQLite Keywords"; PostgreSQL "Lexical Structure" (4.1); MySQL "Comments" (11.7) and
 * "String Literals" (11.1.1); DuckDB "Keywords and Identifiers"; H2 "Grammar".
 *
 * @since 0.1
 */
public enum Dialect {
    /** SQLite 3. */
    SQLITE("SQLite", '"', '"', LimitStyle.LIMIT, false, false, false, false),
    /** PostgreSQL 12 and later. */
    POSTGRESQL("PostgreSQL", '"', '"', LimitStyle.LIMIT, true, false, true, true),
    /** MySQL 8 and MariaDB. */
    MYSQL("MySQL", '`', '`', LimitStyle.LIMIT, false, true, false, false),
    /** DuckDB 1.x. */
    DUCKDB("DuckDB", '"', '"', LimitStyle.LIMIT, true, false, true, true),
    /** H2 2.x. */
    H2("H2", '"', '"', LimitStyle.LIMIT, true, false, true, true),
    /** Any other JDBC database: ANSI quoting and FETCH FIRST. */
    GENERIC("ANSI SQL", '"', '"', LimitStyle.FETCH_FIRST, false, false, false, false);

    /** How a row cap is written. */
    public enum LimitStyle {
        /** {@code ... LIMIT n}. */
        LIMIT,
        /** {@code ... FETCH FIRST n ROWS ONLY} (SQL:2008). */
        FETCH_FIRST
    }

    private final String displayName;
    private final char quoteOpen;
    private final char quoteClose;
    private final LimitStyle limitStyle;
    private final boolean nestedBlockComments;
    private final boolean backslashEscapesInStrings;
    private final boolean dollarQuotedStrings;
    private final boolean foldsUnquotedToLowerCase;

    Dialect(String displayName, char quoteOpen, char quoteClose, LimitStyle limitStyle,
            boolean nestedBlockComments, boolean backslashEscapesInStrings,
            boolean dollarQuotedStrings, boolean foldsUnquotedToLowerCase) {
        this.displayName = displayName;
        this.quoteOpen = quoteOpen;
        this.quoteClose = quoteClose;
        this.limitStyle = limitStyle;
        this.nestedBlockComments = nestedBlockComments;
        this.backslashEscapesInStrings = backslashEscapesInStrings;
        this.dollarQuotedStrings = dollarQuotedStrings;
        this.foldsUnquotedToLowerCase = foldsUnquotedToLowerCase;
    }

    /** @return the name to show users and to put in prompts, e.g. "PostgreSQL" */
    public String displayName() {
        return displayName;
    }

    /** @return how this dialect writes a row cap */
    public LimitStyle limitStyle() {
        return limitStyle;
    }

    /** @return true when block comments nest ({@code /* /* *}{@code / *}{@code /}), as in PostgreSQL */
    public boolean nestedBlockComments() {
        return nestedBlockComments;
    }

    /** @return true when a backslash escapes the next character inside '...' strings (MySQL default) */
    public boolean backslashEscapesInStrings() {
        return backslashEscapesInStrings;
    }

    /**
     * @return true when dollar-quoted strings exist: {@code $tag$ ... $tag$} in PostgreSQL and
     *         DuckDB, {@code $$ ... $$} without tags in H2 (askdb-sql's lexer holds the exact rules)
     */
    public boolean dollarQuotedStrings() {
        return dollarQuotedStrings;
    }

    /** @return true when {@code -- } needs whitespace after the dashes to start a comment (MySQL) */
    public boolean lineCommentNeedsSpace() {
        return this == MYSQL;
    }

    /** @return true when {@code /*! ... *}{@code /} is executable, not a comment (MySQL) */
    public boolean executableComments() {
        return this == MYSQL;
    }

    /**
     * Whether an unquoted identifier is folded to lower case by the engine (PostgreSQL, DuckDB
     * and H2 fold; H2 really folds to upper case, which this flag also reports as "folds").
     *
     * @return true when a mixed-case name must be quoted to be found
     */
    public boolean foldsUnquotedIdentifiers() {
        return foldsUnquotedToLowerCase;
    }

    /**
     * Quotes an identifier for this dialect, doubling any quote character inside it, so that
     * no catalogued name, however hostile, can end the identifier early.
     *
     * @param identifier a name exactly as catalogued; not null, not empty
     * @return the quoted identifier, e.g. {@code "Order Details"} or {@code `order`}
     * @throws IllegalArgumentException if identifier is null or empty
     */
    public String quote(String identifier) {
        if (identifier == null || identifier.isEmpty()) {
            throw new IllegalArgumentException("identifier must not be empty");
        }
        String close = String.valueOf(quoteClose);
        return quoteOpen + identifier.replace(close, close + close) + quoteClose;
    }

    /**
     * Finds the dialect for a JDBC URL such as {@code jdbc:postgresql://host/db}.
     *
     * @param jdbcUrl a JDBC URL; not null
     * @return the dialect, or {@link #GENERIC} for an engine askdb has no rules for
     */
    public static Dialect fromJdbcUrl(String jdbcUrl) {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        String url = jdbcUrl.toLowerCase(Locale.ROOT);
        if (url.startsWith("jdbc:sqlite:")) return SQLITE;
        if (url.startsWith("jdbc:postgresql:")) return POSTGRESQL;
        if (url.startsWith("jdbc:mysql:") || url.startsWith("jdbc:mariadb:")) return MYSQL;
        if (url.startsWith("jdbc:duckdb:")) return DUCKDB;
        if (url.startsWith("jdbc:h2:")) return H2;
        return GENERIC;
    }

    /**
     * Finds a dialect by a user-given name, case-insensitively ("sqlite", "postgres", "pg").
     *
     * @param name the name; not null
     * @return the dialect
     * @throws IllegalArgumentException naming the accepted values if the name is unknown
     */
    public static Dialect fromName(String name) {
        String n = Objects.requireNonNull(name, "name").trim().toLowerCase(Locale.ROOT);
        switch (n) {
            case "sqlite": case "sqlite3": return SQLITE;
            case "postgresql": case "postgres": case "pg": return POSTGRESQL;
            case "mysql": case "mariadb": return MYSQL;
            case "duckdb": return DUCKDB;
            case "h2": return H2;
            case "generic": case "ansi": return GENERIC;
            default:
                throw new IllegalArgumentException("unknown dialect '" + name
                        + "'; use one of sqlite, postgresql, mysql, duckdb, h2, generic");
        }
    }
}
