package io.askdb.langchain4j;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.ValueMatch;
import io.askdb.prompt.DataBlock;
import io.askdb.prompt.JoinLines;
import io.askdb.prompt.PromptSchema;
import io.askdb.prompt.SchemaRenderer;
import io.askdb.prompt.TokenCounter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Renders a linked schema for the prompt: the linked tables and columns that fit a budget in
 * prompt tokens with their join lines ({@link PromptSchema}), in the linker's order, as
 * {@link SchemaRenderer} writes them, foreign keys kept only between tables shown (a key to a
 * table not shown would name a table that "does not exist" for the model); the join paths as
 * {@code join: "Track"."GenreId" = "Genre"."GenreId"} ({@link JoinLines}); and the value
 * matches as {@code "Genre"."Name" = <data>'Rock'</data> (the question said "rock")}, or, when one
 * mention matched several stored spellings in one column (value linking ignores case, accents,
 * spacing and punctuation), as one line naming them all:
 * {@code "stores"."city" IN (<data>'Sao Paulo', 'São Paulo'</data>) (the question said "Sao Paulo"; ...)}.
 * Linked tables missing from the catalog (a stale index) are skipped.
 */
final class LinkedSchemaRenderer {
    static final int MAX_VALUES = 12;
    static final int MAX_VALUE_CHARS = 200;

    private final int budget;
    private final TokenCounter counter;

    /** A renderer whose selections fit {@link PromptSchema#DEFAULT_BUDGET} prompt tokens of {@code o200k_base}. */
    LinkedSchemaRenderer() {
        this(PromptSchema.DEFAULT_BUDGET, new O200kTokenCounter());
    }

    /**
     * @param budget  the most prompt tokens of schema text in a selection, at least 1
     * @param counter counts the tokens the budget is spent in; not null
     */
    LinkedSchemaRenderer(int budget, TokenCounter counter) {
        this.budget = budget;
        this.counter = Objects.requireNonNull(counter, "counter");
    }

    /**
     * @return the linked tables that fit the budget ({@link PromptSchema#fit}) as a selection, or
     *         empty when none of them is in the catalog or none fits (the caller then selects
     *         tables itself)
     */
    Optional<SchemaSelection> select(Catalog catalog, LinkedSchema linked) {
        PromptSchema schema = PromptSchema.fit(catalog, linked, budget, counter);
        if (schema.tables().isEmpty()) return Optional.empty();
        return Optional.of(new SchemaSelection(schema.tables(), catalog.tables().size(), true, schema.text(), true, schema.joins()));
    }

    /**
     * @return the join lines fitted with the selection, or else one "join: a.x = b.y" line per join
     *         path between tables shown in the selection that their foreign keys do not show; or empty
     */
    String joins(Catalog catalog, LinkedSchema linked, SchemaSelection selection) {
        if (selection.joins() != null) return selection.joins();
        return String.join("\n", JoinLines.of(catalog, linked.joinPaths(), selection.tables()));
    }

    /**
     * @return one line per mention and column among the value matches in tables shown in the
     *         selection (the first {@value #MAX_VALUES} matches), or empty
     */
    String values(Catalog catalog, LinkedSchema linked, SchemaSelection selection) {
        Set<TableId> shown = ids(selection);
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        Map<Mention, List<String>> spellings = new LinkedHashMap<>();
        for (ValueMatch v : linked.values().stream().filter(v -> shown.contains(v.table())).limit(MAX_VALUES).toList()) {
            List<String> stored = spellings.computeIfAbsent(new Mention(v.table(), v.column(), v.mention()), k -> new ArrayList<>());
            if (!stored.contains(v.stored())) stored.add(v.stored());
        }
        List<String> lines = new ArrayList<>();
        spellings.forEach((m, stored) -> lines.add(line(renderer, catalog.dialect(), m, stored)));
        return lines.stream().distinct().collect(Collectors.joining("\n"));
    }

    /** The words of the question that matched, and the column whose stored values they matched. */
    private record Mention(TableId table, String column, String text) {
    }

    private static String line(SchemaRenderer renderer, Dialect dialect, Mention m, List<String> stored) {
        String said = "the question said \"" + DataBlock.flat(m.text(), MAX_VALUE_CHARS) + "\"";
        String quoted = stored.stream().map(s -> SchemaRenderer.quoteData(s, MAX_VALUE_CHARS)).collect(Collectors.joining(", "));
        String target = renderer.name(m.table()) + "." + dialect.quote(m.column());
        if (stored.size() == 1) return target + " = " + DataBlock.inline(quoted) + " (" + said + ")";
        return target + " IN (" + DataBlock.inline(quoted) + ") (" + said + "; it is stored with each of these " + stored.size()
                + " spellings, so compare with all of them)";
    }

    private static Set<TableId> ids(SchemaSelection selection) {
        return selection.tables().stream().map(Table::id).collect(Collectors.toSet());
    }
}
