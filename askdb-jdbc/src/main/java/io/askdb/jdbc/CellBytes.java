package io.askdb.jdbc;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Estimates the bytes a JSON-safe cell value (see {@link io.askdb.execution.ResultTable}) takes in an answer. */
final class CellBytes {
    private static final int SCALAR = 8;

    private CellBytes() {
    }

    static long of(Object value) {
        if (value == null || value instanceof Boolean) return 4;
        if (value instanceof String s) return s.length() < 64 ? s.length() * 3L / 2 + 2 : s.getBytes(StandardCharsets.UTF_8).length + 2;
        if (value instanceof List<?> list) {
            long n = 2;
            for (Object item : list) n += of(item) + 1;
            return n;
        }
        if (value instanceof Map<?, ?> map) {
            long n = 2;
            for (Map.Entry<?, ?> e : map.entrySet()) n += of(String.valueOf(e.getKey())) + of(e.getValue()) + 2;
            return n;
        }
        if (value instanceof java.math.BigDecimal d) return d.precision() + 2;
        return SCALAR;
    }
}
