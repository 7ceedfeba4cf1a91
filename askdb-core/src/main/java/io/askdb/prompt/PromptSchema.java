package io.askdb.prompt;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The schema part of a generation prompt as it is sent: the linked tables and columns, and the
 * join lines between them, that fit a budget in prompt tokens (counted by a {@link TokenCounter}; {@link SchemaBudget} has the rule), each rendered
 * by {@link SchemaRenderer} with its foreign keys to the other tables shown. The LLM generator sends {@link #text()}; the evaluation counts
 * the gold tables and columns among {@link #tables()} ("prompt recall").
 *
 * @param tables the tables as shown, in the linker's order, each holding only the columns and keys
 *               the prompt shows; not null, empty when nothing was linked or nothing fits
 * @param text   the rendered tables, separated by a blank line; not null
 * @param joins  the join lines between the tables shown ({@link JoinLines}), one per line; not null
 * @param tokens the tokens of {@code text} and {@code joins}, counted apart and added, as the counter
 *               given to {@link #fit} counts them; at most {@code budget}
 * @param budget the budget in prompt tokens the tables were fitted to, at least 1
 * @since 0.8
 */
public record PromptSchema(List<Table> tables, String text, String joins, int tokens, int budget) {
    /** The default budget: 8,000 prompt tokens of schema. */
    public static final int DEFAULT_BUDGET = 8_000;

    public PromptSchema {
        tables = List.copyOf(Objects.requireNonNull(tables, "PromptSchema.tables"));
        Objects.requireNonNull(text, "PromptSchema.text");
        Objects.requireNonNull(joins, "PromptSchema.joins");
        if (budget < 1) throw new IllegalArgumentException("PromptSchema.budget must be at least 1, was " + budget);
        if (tokens < 0 || tokens > budget) {
            throw new IllegalArgumentException("PromptSchema.tokens must be 0 to the budget " + budget + ", was " + tokens);
        }
    }

    /**
     * Fits a linked schema to a budget (see {@link SchemaBudget} for the rule).
     *
     * @param catalog the catalog the schema was linked against; not null
     * @param linked  the linked schema; not null; tables missing from the catalog (a stale index) are skipped
     * @param budget  the most prompt tokens of schema text, at least 1
     * @param counter counts the tokens the budget is spent in; not null
     * @return the tables shown and their text
     */
    public static PromptSchema fit(Catalog catalog, LinkedSchema linked, int budget, TokenCounter counter) {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(linked, "linked");
        Objects.requireNonNull(counter, "counter");
        if (budget < 1) throw new IllegalArgumentException("budget must be at least 1 prompt token, was " + budget);
        List<Table> visible = new ArrayList<>();
        List<LinkedTable> links = new ArrayList<>();
        for (LinkedTable t : linked.tables()) {
            catalog.table(t.table()).ifPresent(table -> {
                visible.add(table);
                links.add(t);
            });
        }
        return new SchemaBudget(catalog, budget, linked.joinPaths(), counter).fit(visible, links);
    }

    /** @return the ids of the tables shown, in order */
    public Set<TableId> ids() {
        Set<TableId> ids = new LinkedHashSet<>();
        tables.forEach(t -> ids.add(t.id()));
        return ids;
    }
}
