package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.policy.Caller;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import io.askdb.policy.TableFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The SQL of one table's restriction to the caller's rows ({@link TableFilter}):
 * {@code SELECT <visible columns> FROM <table> AS askdb_r0 WHERE <condition>}, where a row
 * filter's condition is {@code tenant = <value>} and a foreign key's is
 * {@code EXISTS (SELECT 1 FROM <target> AS askdb_r1 WHERE askdb_r1.<ref> = askdb_r0.<key> AND ...
 * AND <target's condition>)}: equality drops a row whose key holds a NULL, and EXISTS writes a
 * multi-column key the same way on every engine. The caller's value is written as a literal
 * (askdb runs no bind parameters): a plain decimal number for a numeric tenant column, else a
 * single-quoted string with quotes doubled. Values holding a backslash or a control character are
 * refused, so the literal ends where every dialect's lexer says it does (MySQL reads backslash
 * escapes in strings).
 *
 * <p>The SELECT ends in an optimisation fence ({@link #fence}), so the engine evaluates none of the
 * statement's own predicates on rows the filter removes (an error raised on another tenant's value
 * would otherwise reveal it).
 */
final class RowFilterSql {
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,18}");

    private RowFilterSql() {
    }

    /** @return why the filter cannot be applied for this caller (to follow "but "), or null when it can */
    static String problem(Catalog full, TableFilter filter, Policy policy, Caller caller) {
        if (filter instanceof TableFilter.Unwritable u) return u.reason() + "; " + remedy(u.table(), null);
        Table table = full.table(filter.table()).orElseThrow();
        if (filter instanceof TableFilter.Own own) return problem(table, own.filter(), policy, caller);
        for (TableFilter.Key k : ((TableFilter.Inherited) filter).keys()) {
            TableId target = k.target().table();
            boolean covered = k.key().columns().stream().anyMatch(c -> policy.hidesColumn(table.id(), c) || policy.masking(table.id(), c).isPresent())
                    || k.key().targetColumns().stream().anyMatch(c -> policy.hidesColumn(target, c) || policy.masking(target, c).isPresent());
            if (covered) {
                return "its key " + key(table.id(), k.key()) + ", through which it is filtered like " + target.name() + ", uses a column the"
                        + " same policy hides or masks, so askdb cannot write that filter; " + remedy(table.id(), filter);
            }
            String deeper = problem(full, k.target(), policy, caller);
            if (deeper != null) return deeper;
        }
        return null;
    }

    /** @return why the policy's own filter of the table cannot be applied for this caller, or null */
    static String problem(Table table, RowFilter filter, Policy policy, Caller caller) {
        Optional<Column> tenant = table.column(filter.column());
        if (tenant.isEmpty()) return "its tenant column " + filter.column() + " does not exist; fix the policy file";
        if (policy.hidesColumn(table.id(), tenant.get().name()) || policy.masking(table.id(), tenant.get().name()).isPresent()) {
            return "its tenant column is hidden or masked by the same policy; fix the policy file";
        }
        Optional<String> value = caller.attribute(filter.attribute());
        if (value.isEmpty()) {
            return "the request has no '" + filter.attribute() + "' caller attribute; give it (CLI: --caller "
                    + filter.attribute() + "=VALUE) and ask again";
        }
        if (value.get().chars().anyMatch(c -> c == '\\' || c < 0x20 || c == 0x7f)) {
            return "the caller attribute '" + filter.attribute() + "' holds a backslash or control character, which askdb does not"
                    + " write into SQL";
        }
        return null;
    }

    /** @return how the restriction came about, to follow "Table X ": "is filtered to the caller's rows by ..." */
    static String origin(TableFilter f) {
        if (!(f instanceof TableFilter.Inherited i)) return "is filtered to the caller's rows by this database's access policy";
        String keys = i.keys().stream().map(k -> key(i.table(), k.key())).collect(Collectors.joining(" and "));
        return "references a row-filtered table through its foreign key " + keys + ", so this database's access policy filters it"
                + " to the caller's rows through that key";
    }

    /** @return the filtered SELECT over the table as written ({@code written} keeps its quotes), assuming {@link #problem} is null */
    static String select(Catalog full, TableFilter filter, String written, Policy policy, Caller caller, Dialect dialect) {
        Table table = full.table(filter.table()).orElseThrow();
        String columns = table.columns().stream().filter(c -> !policy.hidesColumn(table.id(), c.name()))
                .map(c -> quote(c.name(), dialect)).collect(Collectors.joining(", "));
        return "SELECT " + columns + " FROM " + written + " AS askdb_r0 WHERE " + condition(full, filter, "askdb_r0", 1, caller, dialect) + fence(dialect);
    }

    /**
     * @return the clause that keeps the engine from merging the filter's subquery into the outer
     * query or pushing outer predicates into it: PostgreSQL {@code OFFSET 0} (a subquery with
     * LIMIT/OFFSET is neither pulled up nor given the outer quals, PostgreSQL planner
     * {@code is_simple_subquery}, {@code subquery_is_pushdown_safe}); SQLite {@code LIMIT -1 OFFSET 0}
     * (sqlite.org/optoverview.html: a subquery using OFFSET is not flattened, and WHERE-clause
     * push-down is not done into a subquery using LIMIT); DuckDB and H2 {@code OFFSET 0} as
     * PostgreSQL (checked with error oracles in RowFilterFenceTest);
     * MySQL a LIMIT of the largest row count (MySQL reference, LIMIT: "some large number"; a derived
     * table with LIMIT is not merged and gets no condition push-down); none for the generic dialect,
     * whose engine is unknown.
     */
    static String fence(Dialect dialect) {
        return switch (dialect) {
            case POSTGRESQL, DUCKDB, H2 -> " OFFSET 0";
            case SQLITE -> " LIMIT -1 OFFSET 0";
            case MYSQL -> " LIMIT 18446744073709551615";
            case GENERIC -> "";
        };
    }

    private static String condition(Catalog full, TableFilter filter, String row, int depth, Caller caller, Dialect dialect) {
        Table table = full.table(filter.table()).orElseThrow();
        if (filter instanceof TableFilter.Own own) {
            Column tenant = table.column(own.filter().column()).orElseThrow();
            String value = caller.attribute(own.filter().attribute()).orElseThrow();
            boolean numeric = new io.askdb.execution.ResultColumn(tenant.name(), tenant.typeName(), tenant.jdbcType()).isNumeric();
            String literal = numeric && NUMBER.matcher(value).matches() ? value : "'" + value.replace("'", "''") + "'";
            return row + "." + quote(tenant.name(), dialect) + " = " + literal;
        }
        List<String> parts = new ArrayList<>();
        String inner = "askdb_r" + depth;
        for (TableFilter.Key k : ((TableFilter.Inherited) filter).keys()) {
            Table target = full.table(k.target().table()).orElseThrow();
            List<String> on = new ArrayList<>();
            for (int i = 0; i < k.key().columns().size(); i++) {
                String ref = target.column(k.key().targetColumns().get(i)).map(Column::name).orElse(k.key().targetColumns().get(i));
                String col = table.column(k.key().columns().get(i)).map(Column::name).orElse(k.key().columns().get(i));
                on.add(inner + "." + quote(ref, dialect) + " = " + row + "." + quote(col, dialect));
            }
            on.add(condition(full, k.target(), inner, depth + 1, caller, dialect));
            parts.add("EXISTS (SELECT 1 FROM " + name(target.id(), dialect) + " AS " + inner + " WHERE " + String.join(" AND ", on) + ")");
        }
        return String.join(" AND ", parts);
    }

    private static String name(TableId id, Dialect dialect) {
        return id.schema() == null ? quote(id.name(), dialect) : quote(id.schema(), dialect) + "." + quote(id.name(), dialect);
    }

    private static String key(TableId table, ForeignKey fk) {
        return table.name() + "(" + String.join(", ", fk.columns()) + ") -> " + fk.target().name() + "(" + String.join(", ", fk.targetColumns()) + ")";
    }

    private static String remedy(TableId table, TableFilter filter) {
        String attribute = filter == null ? "<attribute>" : attribute(filter).orElse("<attribute>");
        return "give " + table.name() + " its own row filter in the policy (row_filters: - {table: " + table.name()
                + ", column: <its tenant column>, caller: " + attribute + "}) or hide it (hidden: tables: [" + table.name() + "])";
    }

    private static Optional<String> attribute(TableFilter f) {
        if (f instanceof TableFilter.Own own) return Optional.of(own.filter().attribute());
        if (f instanceof TableFilter.Inherited i) return attribute(i.keys().get(0).target());
        return Optional.empty();
    }

    /** @return the identifier in the dialect's quotes */
    static String quote(String name, Dialect dialect) {
        if (dialect == Dialect.MYSQL) return "`" + name.replace("`", "``") + "`";
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
