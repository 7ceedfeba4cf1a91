package io.askdb.catalog;

import java.util.List;

/**
 * One column as catalogued.
 *
 * @param name         the name exactly as catalogued; not empty
 * @param typeName     the database's own type name, e.g. "NVARCHAR(120)" or "numeric"; not null
 * @param jdbcType     the {@link java.sql.Types} code the driver reported
 * @param nullable     whether the column accepts NULL
 * @param comment      the column comment, or null
 * @param sampleValues a few distinct values of a low-cardinality text column (for value
 *                     linking), at most a handful; empty when not sampled
 * @since 0.1
 */
public record Column(String name, String typeName, int jdbcType, boolean nullable, String comment,
                     List<String> sampleValues) {
    public Column {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("Column.name must not be empty");
        }
        typeName = typeName == null ? "" : typeName;
        sampleValues = sampleValues == null ? List.of() : List.copyOf(sampleValues);
    }

    /** @return a copy of this column with the given sample values */
    public Column withSampleValues(List<String> values) {
        return new Column(name, typeName, jdbcType, nullable, comment, values);
    }
}
