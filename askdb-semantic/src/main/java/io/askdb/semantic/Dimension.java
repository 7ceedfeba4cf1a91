package io.askdb.semantic;

import java.util.List;

/**
 * A column of an entity as the user talks about it: "unit price" for {@code UnitPrice}.
 *
 * @param column      the column name as catalogued; not blank
 * @param name        the business name; not blank
 * @param synonyms    other words for it, e.g. "price"; not null, no blank entries
 * @param description what the column means, or empty
 * @since 0.3
 */
public record Dimension(String column, String name, List<String> synonyms, String description) {
    public Dimension {
        column = Fields.nonBlank(column, "Dimension.column");
        name = Fields.nonBlank(name, "Dimension.name");
        synonyms = Fields.words(synonyms, "Dimension.synonyms");
        description = description == null ? "" : description.strip();
    }
}
