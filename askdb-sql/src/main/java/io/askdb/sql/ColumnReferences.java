package io.askdb.sql;

import io.askdb.dialect.Dialect;
import io.askdb.sql.lex.LexedSql;
import io.askdb.sql.lex.SqlToken;
import io.askdb.sql.lex.TokenKind;
import io.askdb.validation.Violation;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import net.sf.jsqlparser.schema.Column;

/**
 * Resolves column references against the scopes of a query and records what it finds. A bare
 * name is looked up in its own SELECT's relations, then in each enclosing SELECT's (correlated
 * subqueries); a qualified name in the relation its qualifier names. Nothing is reported when the
 * name may belong to a relation whose columns are unknown, when it is a select-list alias, when it
 * is a keyword that parses as a column (TRUE, CURRENT_DATE, ROWID, ...), when its qualifier names
 * no relation in scope (a struct field or composite value in some dialects; the dry run reports
 * real errors). A double-quoted unknown name IS reported on SQLite, although SQLite would run it
 * as a string literal: {@code WHERE "Length" > 300000} compares the text 'Length' and counts
 * every row, a wrong answer that looks right.
 */
final class ColumnReferences {
    /** Keywords and pseudo-columns that JSqlParser may read as a bare column. */
    private static final Set<String> NOT_COLUMNS = Set.of("true", "false", "null", "unknown", "default",
            "current_date", "current_time", "current_timestamp", "localtime", "localtimestamp", "current_user",
            "session_user", "user", "current_role", "current_schema", "current_catalog", "sysdate", "systimestamp",
            "rowid", "_rowid_", "oid", "rownum", "now", "today");
    private static final int LISTED = 15;

    private final NameRules rules;
    private final LexedSql lexed;
    private final List<Violation> violations = new ArrayList<>();
    private final Map<Column, Resolution.Resolved> resolved = new IdentityHashMap<>();
    private final Set<String> shapeColumns = new LinkedHashSet<>();

    ColumnReferences(LexedSql lexed) {
        this.lexed = lexed;
        this.rules = new NameRules(lexed.dialect());
    }

    List<Violation> violations() {
        return violations;
    }

    Map<Column, Resolution.Resolved> resolved() {
        return resolved;
    }

    List<String> shapeColumns() {
        return List.copyOf(shapeColumns);
    }

    void report(Violation v) {
        violations.add(v);
    }

    void resolve(Column column, Scope scope) {
        String raw = column.getColumnName();
        if (raw == null || raw.isEmpty()) return;
        String name = SqlNames.unquote(raw);
        boolean quoted = NameRules.quoted(raw);
        String qualifier = column.getTable() == null || column.getTable().getName() == null
                ? null : SqlNames.unquote(column.getTable().getName());
        if (qualifier == null) {
            if (!quoted && NOT_COLUMNS.contains(name.toLowerCase(Locale.ROOT))) return;
            bare(column, name, quoted, scope);
        } else {
            qualified(column, qualifier, name, quoted, scope);
        }
    }

    private void qualified(Column column, String qualifier, String name, boolean quoted, Scope scope) {
        for (Scope s = scope; s != null; s = s.parent()) {
            Source source = s.find(qualifier);
            if (source == null) continue;
            if (source.open()) return;
            Optional<String> found = source.column(name, rules, quoted);
            if (found.isPresent()) {
                record(column, source, found.get());
                return;
            }
            String written = qualifier + "." + name;
            String suggestion = ColumnSuggestions.closest(name, source.columnNames()).map(c -> qualified(source, c)).orElse("");
            report(new Violation(Violation.Kind.UNKNOWN_COLUMN, written, "Column " + written + " does not exist: "
                    + source.display() + " has no column " + name + "." + didYouMean(suggestion) + " Its columns are " + list(source.columnNames()) + ".",
                    suggestion, position(qualifier, name)));
            return;
        }
    }

    private void bare(Column column, String name, boolean quoted, Scope scope) {
        for (Scope s = scope; s != null; s = s.parent()) {
            List<Source> hits = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Source source : s.sources()) {
                if (source.open()) continue;
                source.column(name, rules, quoted).ifPresent(c -> {
                    hits.add(source);
                    names.add(c);
                });
            }
            if (hits.size() == 1) {
                record(column, hits.get(0), names.get(0));
                return;
            }
            if (hits.size() > 1) {
                if (!s.hasOpenSource() && !s.merges(name) && !s.hasAlias(name)) ambiguous(name, hits, names);
                return;
            }
            if (s.hasOpenSource() || s.hasAlias(name)) return;
        }
        List<String> candidates = new ArrayList<>();
        List<String> tables = new ArrayList<>();
        for (Scope s = scope; s != null; s = s.parent()) {
            for (Source source : s.sources()) {
                for (String c : source.columnNames()) candidates.add(qualified(source, c));
                tables.add(source.display());
            }
        }
        String suggestion = ColumnSuggestions.closest(name, candidates.stream().map(c -> c.substring(c.lastIndexOf('.') + 1)).toList())
                .flatMap(c -> candidates.stream().filter(q -> q.endsWith("." + c)).findFirst()).orElse("");
        String where = tables.isEmpty() ? "the query reads no table" : "no table in scope has it (" + String.join(", ", tables) + ")";
        String sqliteString = quoted && lexed.dialect() == Dialect.SQLITE
                ? " SQLite would silently read \"" + name + "\" as the text '" + name + "', giving a wrong answer that looks right;"
                + " write text in single quotes." : "";
        report(new Violation(Violation.Kind.UNKNOWN_COLUMN, name, "Column " + name + " does not exist: " + where
                + "." + didYouMean(suggestion) + sqliteString + " Use a column of the tables in the FROM clause.", suggestion,
                position(null, name)));
    }

    private void ambiguous(String name, List<Source> hits, List<String> names) {
        String tables = hits.stream().map(Source::display).collect(Collectors.joining(" and "));
        Source first = hits.get(0);
        String suggestion = (first.name() == null ? qualified(first, names.get(0)) : first.name() + "." + names.get(0));
        report(new Violation(Violation.Kind.AMBIGUOUS_COLUMN, name, "Column " + name + " is ambiguous: it exists in "
                + tables + ". Qualify it with the table or alias it should come from, e.g. " + suggestion + ".", suggestion, position(null, name)));
    }

    private void record(Column column, Source source, String catalogued) {
        resolved.put(column, new Resolution.Resolved(source, catalogued));
        if (source.table() != null) shapeColumns.add(source.table().id().displayName() + "." + catalogued);
    }

    /** "person.name" for a catalog table, "alias.name" for a derived one. */
    private static String qualified(Source source, String column) {
        String owner = source.table() != null ? source.table().id().name() : source.name() == null ? "" : source.name();
        return owner.isEmpty() ? column : owner + "." + column;
    }

    /**
     * " Did you mean x?" written into the message itself, since {@link io.askdb.validation.Validation.Invalid#message()}
     * skips a suggestion that the message merely contains as a substring (suggestion "Track" for "Tracks").
     */
    static String didYouMean(String suggestion) {
        return suggestion.isEmpty() ? "" : " Did you mean " + suggestion + "?";
    }

    private static String list(List<String> names) {
        String shown = names.stream().limit(LISTED).collect(Collectors.joining(", "));
        return names.size() > LISTED ? shown + " and " + (names.size() - LISTED) + " more" : shown;
    }

    /** @return the offset of {@code qualifier.name} (at the qualifier) or of a bare {@code name}, or -1 */
    int position(String qualifier, String name) {
        List<SqlToken> tokens = lexed.codeTokens();
        for (int i = 0; i < tokens.size(); i++) {
            if (!isName(tokens.get(i), name)) continue;
            boolean dotted = i >= 1 && tokens.get(i - 1).isSymbol('.');
            if (qualifier != null && dotted && i >= 2 && isName(tokens.get(i - 2), qualifier)) return tokens.get(i - 2).start();
            boolean call = i + 1 < tokens.size() && tokens.get(i + 1).isSymbol('(');
            if (qualifier == null && !dotted && !call) return tokens.get(i).start();
        }
        return -1;
    }

    private static boolean isName(SqlToken t, String name) {
        return (t.kind() == TokenKind.WORD || t.kind() == TokenKind.QUOTED_IDENTIFIER) && t.identifier().equalsIgnoreCase(name);
    }
}
