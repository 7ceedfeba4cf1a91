package io.askdb.langchain4j;

import io.askdb.catalog.Table;
import java.util.List;

/**
 * The tables offered to the model for one question.
 *
 * @param tables      the tables to show, most relevant first when {@code partial}; not empty
 *                    unless the catalog is empty
 * @param totalTables how many tables the catalog holds
 * @param partial     true when only the tables most related to the question are shown
 * @param schemaText  the rendered tables, as they go into the prompt
 */
record SchemaSelection(List<Table> tables, int totalTables, boolean partial, String schemaText) {
    SchemaSelection {
        tables = List.copyOf(tables);
        if (totalTables < tables.size()) {
            throw new IllegalArgumentException("SchemaSelection.totalTables must be >= the number of tables shown");
        }
    }
}
