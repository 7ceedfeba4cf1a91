package io.askdb.semantic;

import java.util.List;
import java.util.Objects;

/** Checks shared by the model's records: messages name the record and field. */
final class Fields {
    private Fields() {
    }

    static String nonBlank(String value, String field) {
        if (value == null || value.isBlank()) throw new IllegalArgumentException(field + " must not be blank");
        return value.strip();
    }

    static List<String> words(List<String> values, String field) {
        List<String> copy = List.copyOf(Objects.requireNonNull(values, field));
        for (String v : copy) {
            if (v.isBlank()) throw new IllegalArgumentException(field + " must not contain blank entries");
        }
        return copy.stream().map(String::strip).toList();
    }
}
