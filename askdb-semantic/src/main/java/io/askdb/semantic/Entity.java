package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table or view as the user talks about it: "customer" (also "client") for {@code Customer}.
 *
 * @param table       the table as catalogued; not null
 * @param name        the business name; not blank
 * @param synonyms    other words for it; not null, no blank entries
 * @param description what a row means, written by the user, or empty
 * @param visible     false to hide the table from question answering
 * @param dimensions  the columns the user talks about; not null
 * @since 0.3
 */
public record Entity(TableId table, String name, List<String> synonyms, String description, boolean visible,
                     List<Dimension> dimensions) {
    public Entity {
        Objects.requireNonNull(table, "Entity.table");
        name = Fields.nonBlank(name, "Entity.name");
        synonyms = Fields.words(synonyms, "Entity.synonyms");
        description = description == null ? "" : description.strip();
        dimensions = List.copyOf(Objects.requireNonNull(dimensions, "Entity.dimensions"));
    }

    /** @return the name followed by the synonyms, as written */
    public List<String> terms() {
        return Terms.of(name, synonyms);
    }

    /**
     * @param column a column name, matched exactly and then case-insensitively; not null
     * @return the dimension of that column, or empty
     */
    public Optional<Dimension> dimension(String column) {
        return dimensions.stream().filter(d -> d.column().equals(column)).findFirst()
                .or(() -> dimensions.stream().filter(d -> d.column().equalsIgnoreCase(column)).findFirst());
    }
}
