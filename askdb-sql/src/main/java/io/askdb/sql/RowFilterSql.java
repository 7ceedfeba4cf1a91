package io.askdb.sql;

import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import io.askdb.policy.Caller;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The SQL of one row filter: {@code SELECT <visible columns> FROM <table> WHERE <tenant> = <value>}.
 * The caller's value is written as a literal (askdb runs no bind parameters): a plain decimal
 * number for a numeric tenant column, else a single-quoted string with quotes doubled. Values
 * holding a backslash or a control character are refused, so the literal ends where every
 * dialect's lexer says it does (MySQL reads backslash escapes in strings).
 */
final class RowFilterSql {
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,18}");

    private RowFilterSql() {
    }

    /** @return why the filter cannot be applied for this caller (to follow "but "), or null when it can */
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

    /** @return the filtered SELECT over the table as written ({@code written} keeps its quotes), assuming {@link #problem} is null */
    static String select(Table table, String written, RowFilter filter, Policy policy, Caller caller, Dialect dialect) {
        Column tenant = table.column(filter.column()).orElseThrow();
        String columns = table.columns().stream().filter(c -> !policy.hidesColumn(table.id(), c.name()))
                .map(c -> quote(c.name(), dialect)).collect(Collectors.joining(", "));
        String value = caller.attribute(filter.attribute()).orElseThrow();
        boolean numeric = new io.askdb.execution.ResultColumn(tenant.name(), tenant.typeName(), tenant.jdbcType()).isNumeric();
        String literal = numeric && NUMBER.matcher(value).matches() ? value : "'" + value.replace("'", "''") + "'";
        return "SELECT " + columns + " FROM " + written + " WHERE " + quote(tenant.name(), dialect) + " = " + literal;
    }

    /** @return the identifier in the dialect's quotes */
    static String quote(String name, Dialect dialect) {
        if (dialect == Dialect.MYSQL) return "`" + name.replace("`", "``") + "`";
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
