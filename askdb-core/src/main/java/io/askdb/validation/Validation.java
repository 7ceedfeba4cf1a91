package io.askdb.validation;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of validating candidate SQL: it fits, or it has violations. Expected outcomes, so a
 * sealed type.
 *
 * @since 0.2
 */
public sealed interface Validation {
    /**
     * The SQL fits the catalog.
     *
     * @param shape what it refers to; not null
     */
    record Valid(QueryShape shape) implements Validation {
        public Valid {
            Objects.requireNonNull(shape, "Validation.Valid.shape");
        }
    }

    /**
     * The SQL does not fit.
     *
     * @param violations every violation found, in order of position; not empty
     */
    record Invalid(List<Violation> violations) implements Validation {
        public Invalid {
            violations = List.copyOf(violations);
            if (violations.isEmpty()) throw new IllegalArgumentException("Validation.Invalid needs at least one violation");
        }

        /** @return the violations as one message for repair: each message with its suggestion */
        public String message() {
            StringBuilder out = new StringBuilder();
            for (Violation v : violations) {
                if (out.length() > 0) out.append(' ');
                out.append(v.message());
                if (!v.suggestion().isEmpty() && !v.message().contains("Did you mean " + v.suggestion())) {
                    out.append(" Did you mean ").append(v.suggestion()).append('?');
                }
            }
            return out.toString();
        }
    }
}
