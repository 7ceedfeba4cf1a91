package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.critic.ResultProbe;
import io.askdb.execution.ResultTable;
import io.askdb.explanation.DataRange;
import io.askdb.explanation.DataRangeReader;
import io.askdb.guard.GuardRequest;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Reads the data's range of the date column an answer's SQL filters, for an answer that found
 * nothing (issue 17). The SQL must be one plain SELECT (or one reading a single derived table
 * without joins, down to the first that filters) whose WHERE clause has, among its top-level
 * AND terms, a range on a column of a catalog table: {@code col >= 'YYYY-MM-DD'}, {@code >},
 * {@code <}, {@code <=} (either side), or {@code col BETWEEN 'a' AND 'b'}, with bare-date literals
 * ({@code '2019-01-01'}, {@code DATE '2019-01-01'} or a cast of one; see {@link DateBounds}). Every
 * row the query reads then has the column inside that range, so when the column's data lies wholly
 * outside it, no row could match. One probe, {@code SELECT MIN(col), MAX(col) FROM table}, reads the
 * data's range through the guard (the caller's policy and row filters apply; a refused probe gives
 * no range). Values that are not dates (or text starting with an ISO date) give no range.
 *
 * @since 0.6
 */
public final class DateRangeReader implements DataRangeReader {
    private static final Pattern ISO_DAY = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})([ T].*)?$");
    private static final Pattern NUMERIC = Pattern.compile("(?i).*(int|real|num|dec|float|double|money|bool).*");
    private final QueryParser parser = new QueryParser();

    /** Creates a reader; it keeps a small cache of parsed statements and is meant to be shared. */
    public DateRangeReader() {
    }

    @Override
    public Optional<DataRange> read(String sql, ResultTable result, Catalog catalog, ResultProbe probe) {
        ParsedQuery parsed = parser.parseWithLiterals(new GuardRequest(sql, catalog.dialect(), catalog, 1));
        if (!parsed.parsed() || !(parsed.statement() instanceof PlainSelect select)) return Optional.empty();
        Resolution resolution = CatalogComplianceValidator.resolve(parsed, catalog);
        for (PlainSelect level = select; level != null; level = inner(level)) {
            if (level.getWhere() == null) continue;
            for (DateBounds bounds : DateBounds.of(level.getWhere())) {
                Resolution.Resolved r = resolution.columns().get(bounds.column());
                if (r == null || r.source().table() == null) continue;
                Table table = r.source().table();
                Optional<io.askdb.catalog.Column> column = table.column(r.column());
                if (column.isEmpty() || NUMERIC.matcher(column.get().typeName()).matches()) continue;
                return range(table, column.get().name(), bounds, catalog, probe);
            }
        }
        return Optional.empty();
    }

    /**
     * @return the SELECT of the one derived table a SELECT reads from without joins ({@code SELECT
     *         SUM(x) FROM (SELECT ... WHERE ...) m}, as the planner writes a metric), whose rows are the
     *         only rows the outer one reads; else null
     */
    private static PlainSelect inner(PlainSelect select) {
        if (select.getJoins() != null && !select.getJoins().isEmpty()) return null;
        if (select.getFromItem() instanceof ParenthesedSelect p && p.getSelect() instanceof PlainSelect inner) return inner;
        return null;
    }

    private static Optional<DataRange> range(Table table, String column, DateBounds bounds, Catalog catalog, ResultProbe probe) {
        var dialect = catalog.dialect();
        String from = (table.id().schema() == null ? "" : dialect.quote(table.id().schema()) + ".") + dialect.quote(table.id().name());
        String col = dialect.quote(column);
        Optional<ResultTable> read = probe.run("SELECT MIN(" + col + "), MAX(" + col + ") FROM " + from, 1);
        if (read.isEmpty() || read.get().rowCount() != 1 || read.get().columns().size() != 2) return Optional.empty();
        Optional<LocalDate> first = day(read.get().rows().get(0).get(0));
        Optional<LocalDate> last = day(read.get().rows().get(0).get(1));
        if (first.isEmpty() || last.isEmpty() || last.get().isBefore(first.get())) return Optional.empty();
        return Optional.of(new DataRange(noun(table.id().name()), table.id().name(), column, first.get(), last.get(),
                bounds.words(), bounds.place(first.get(), last.get())));
    }

    /** @return the day of a date, timestamp or text starting with an ISO date, or empty */
    static Optional<LocalDate> day(Object cell) {
        if (cell == null) return Optional.empty();
        if (cell instanceof LocalDate d) return Optional.of(d);
        if (cell instanceof java.time.LocalDateTime t) return Optional.of(t.toLocalDate());
        if (cell instanceof java.time.OffsetDateTime t) return Optional.of(t.toLocalDate());
        if (cell instanceof java.sql.Date d) return Optional.of(d.toLocalDate());
        if (cell instanceof java.sql.Timestamp t) return Optional.of(t.toLocalDateTime().toLocalDate());
        if (!(cell instanceof String text)) return Optional.empty();
        var m = ISO_DAY.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        try {
            return Optional.of(LocalDate.parse(m.group(1)));
        } catch (java.time.format.DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /**
     * @return the table's rows in plain words: "Invoice" is "invoices", "invoice_lines" "invoice lines",
     *         "OrderItem" "order items"; a name with other characters than letters, "_" and spaces is
     *         "rows of NAME"
     */
    static String noun(String table) {
        if (!table.matches("[A-Za-z][A-Za-z_ ]*")) return "rows of " + table;
        String words = table.replaceAll("([a-z])([A-Z])", "$1 $2").replace('_', ' ').trim().replaceAll("\\s+", " ")
                .toLowerCase(Locale.ROOT);
        if (words.endsWith("s")) return words;
        if (words.matches(".*[^aeiou]y")) return words.substring(0, words.length() - 1) + "ies";
        if (words.matches(".*(x|ch|sh)")) return words + "es";
        return words + "s";
    }

}
