package io.askdb.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * One page of a catalog listing: the rendered tables that fit both the query's limit and a
 * character budget, how many tables matched in all, and where the next page starts. The first
 * table is always included, whatever its size (its renderer must keep it within the budget);
 * a table that would take the page past the budget starts the next page.
 *
 * @param items      the rendered tables of this page, in catalog order
 * @param total      how many tables matched the query's schema and pattern
 * @param offset     the index (among the matching tables) of the first item
 * @param nextOffset where the next page starts, or null when this page holds the last table
 * @param <T>        what a table is rendered as (a JSON record, a Markdown section)
 * @since 0.3
 */
public record TablePage<T>(List<T> items, int total, int offset, Integer nextOffset) {
    /**
     * The default most characters of one catalog listing (an MCP tool result, a schema resource
     * page, an HTTP schema page): 60,000, about 15,000 tokens at 4 characters per token, well under
     * Claude Code's limit of 25,000 tokens for one tool result (larger results are refused or cut).
     */
    public static final int DEFAULT_MAX_OUTPUT_CHARS = 60_000;

    public TablePage {
        items = List.copyOf(Objects.requireNonNull(items, "TablePage.items"));
        if (total < 0 || offset < 0) throw new IllegalArgumentException("TablePage.total and offset must be at least 0");
        if (nextOffset != null && nextOffset <= offset) {
            throw new IllegalArgumentException("TablePage.nextOffset must be past offset " + offset + ", was " + nextOffset);
        }
    }

    /**
     * @param matching the tables the query matched, in catalog order; not null
     * @param query    the query (its offset and limit are used here); not null
     * @param budget   the most characters the items may take together, counting one separator
     *                 character after each; at least 1
     * @param render   renders one table; not null
     * @param size     the characters a rendered table takes; not null
     * @return the page
     */
    public static <T> TablePage<T> of(List<Table> matching, TableQuery query, int budget, Function<Table, T> render,
                                      ToIntFunction<T> size) {
        if (budget < 1) throw new IllegalArgumentException("budget must be at least 1, was " + budget);
        int start = Math.min(query.offset(), matching.size());
        List<T> items = new ArrayList<>();
        int used = 0;
        int i = start;
        while (i < matching.size() && items.size() < query.limit()) {
            T item = render.apply(matching.get(i));
            int chars = size.applyAsInt(item) + 1;
            if (!items.isEmpty() && used + chars > budget) break;
            items.add(item);
            used += chars;
            i++;
        }
        return new TablePage<>(items, matching.size(), start, i < matching.size() ? i : null);
    }

    /** @return whether tables are left after this page */
    public boolean truncated() {
        return nextOffset != null;
    }

    /** @return the cursor of the next page ({@link TableQuery#offsetOf} reads it back), or null after the last */
    public String nextCursor() {
        return nextOffset == null ? null : Integer.toString(nextOffset);
    }

    /**
     * @param what    what the items are, e.g. "tables"
     * @param filter  the filter in words ({@link TableQuery#describe}), or ""
     * @param howNext how to ask for the next page, completed by the cursor, e.g. "call list_tables with cursor"
     * @return e.g. "Showing tables 1-780 of 2002; 1222 more: call list_tables with cursor \"780\" (and the same
     *         pattern and schema), or narrow the list with pattern.", or null when nothing is left out
     */
    public String note(String what, String filter, String howNext) {
        if (!truncated() && offset == 0) return null;
        String shown = items.isEmpty() ? "No " + what + " at offset " + offset + " of " + total
                : "Showing " + what + " " + (offset + 1) + "-" + (offset + items.size()) + " of " + total
                + (filter.isEmpty() ? "" : " " + filter);
        if (!truncated()) return shown + "; this is the last page.";
        return shown + "; " + (total - nextOffset) + " more: " + howNext + " \"" + nextCursor() + "\""
                + (filter.isEmpty() ? "" : " (and the same filter)") + " for the next page, or narrow the list with pattern.";
    }
}
