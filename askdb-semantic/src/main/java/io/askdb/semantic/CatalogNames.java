package io.askdb.semantic;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Resolves the tables and columns a model file names against the catalog, reporting a problem
 * (with a "did you mean") for each one that is missing or ambiguous.
 */
final class CatalogNames {
    private final Catalog catalog;
    private final Problems problems;

    CatalogNames(Catalog catalog, Problems problems) {
        this.catalog = catalog;
        this.problems = problems;
    }

    /** @return the catalogued table the id names, or empty after reporting a problem at {@code path} */
    Optional<Table> table(TableId id, String path) {
        List<Table> found = catalog.resolve(id.schema(), id.name());
        if (found.size() == 1) return Optional.of(found.get(0));
        if (found.isEmpty()) {
            List<String> names = catalog.tables().stream().map(t -> t.id().name()).toList();
            problems.add(path, "table '" + id.displayName() + "' is not in the database"
                    + Suggestions.didYouMean(id.name(), names)
                    + " Check the spelling, or run `askdb model init` again if the database changed.");
        } else {
            String where = found.stream().map(t -> String.valueOf(t.id().schema())).collect(Collectors.joining(", "));
            problems.add(path, "table '" + id.displayName() + "' is in several schemas (" + where
                    + "). Add 'schema:' to say which.");
        }
        return Optional.empty();
    }

    /** @return the column's catalogued name, or empty after reporting a problem at {@code path} */
    Optional<String> column(Table table, String column, String path) {
        Optional<Column> found = table.column(column);
        if (found.isPresent()) return Optional.of(found.get().name());
        List<String> names = table.columns().stream().map(Column::name).toList();
        problems.add(path, "column '" + column + "' is not in table " + table.id().displayName()
                + Suggestions.didYouMean(column, names) + " Use one of " + names + ".");
        return Optional.empty();
    }

    /** @return the columns' catalogued names, or empty after reporting each missing one at {@code path[i]} */
    Optional<List<String>> columns(Table table, List<String> columns, String path) {
        List<Optional<String>> found = new java.util.ArrayList<>();
        for (int i = 0; i < columns.size(); i++) found.add(column(table, columns.get(i), path + "[" + i + "]"));
        if (found.stream().anyMatch(Optional::isEmpty)) return Optional.empty();
        return Optional.of(found.stream().map(Optional::get).toList());
    }
}
