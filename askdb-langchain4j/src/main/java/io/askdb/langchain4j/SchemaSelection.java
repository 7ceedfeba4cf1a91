package io.askdb.langchain4j;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * The tables offered to the model for one question.
 *
 * @param tables      the tables to show, most relevant first when {@code partial}; not empty
 *                    unless the catalog is empty
 * @param totalTables how many tables the catalog holds
 * @param partial     true when only some tables are shown (selected or linked)
 * @param schemaText  the rendered tables, as they go into the prompt
 * @param linked      true when the tables are those of a linked schema, false when askdb's own
 *                    selection chose them
 * @param joins       the join lines fitted with the tables ({@link io.askdb.prompt.PromptSchema#joins}),
 *                    or null when the selection did not fit them (then every join between tables
 *                    shown is listed)
 */
record SchemaSelection(List<Table> tables, int totalTables, boolean partial, String schemaText, boolean linked, String joins) {
    SchemaSelection {
        tables = List.copyOf(tables);
        if (totalTables < tables.size()) {
            throw new IllegalArgumentException("SchemaSelection.totalTables must be >= the number of tables shown");
        }
    }

    /** A selection made by {@link SchemaSelector}. */
    SchemaSelection(List<Table> tables, int totalTables, boolean partial, String schemaText) {
        this(tables, totalTables, partial, schemaText, false, null);
    }

    /** @return the note after "n of m tables shown": why these tables, or empty when all are shown */
    String note() {
        if (linked) return ", the ones linked to the question";
        return partial ? ", the ones most related to the question" : "";
    }
}
