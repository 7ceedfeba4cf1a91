package io.askdb.policy;

import java.util.Objects;

/**
 * Columns shown only masked in results.
 *
 * @param column a column pattern ({@link NamePattern}), e.g. {@code Customer.Email}; not null
 * @param rule   how values are masked; not null
 * @since 0.3
 */
public record MaskedColumn(NamePattern column, Masking rule) {
    public MaskedColumn {
        Objects.requireNonNull(column, "MaskedColumn.column");
        Objects.requireNonNull(rule, "MaskedColumn.rule");
    }
}
