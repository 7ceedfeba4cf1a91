package io.askdb.jdbc;

import io.askdb.dialect.Dialect;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * Reads one cell as a JSON-safe value, as documented on {@link io.askdb.execution.ResultTable}:
 * integers as Long (wider as BigDecimal), exact decimals as BigDecimal without trailing zeros and
 * never with a negative scale, floating point as Double (non-finite as the strings "NaN",
 * "Infinity", "-Infinity"), temporal values as ISO-8601 strings, bytes as
 * {@code {"base64", "length", "truncated"}}, arrays as lists, anything else as text.
 */
final class CellValues {
    /** Bytes shown in base64 at most; longer values are cut and flagged. */
    static final int MAX_BYTES = 1024;
    /** Characters of a CLOB read at most. */
    static final int MAX_CLOB_CHARS = 1_000_000;

    private final Dialect dialect;

    CellValues(Dialect dialect) {
        this.dialect = dialect;
    }

    Object read(ResultSet rs, int index, int jdbcType, String typeName) throws SQLException {
        if (dialect != Dialect.SQLITE) {
            Object temporal = readTemporal(rs, index, jdbcType, typeName.toLowerCase(Locale.ROOT));
            if (temporal != null) return rs.wasNull() ? null : temporal;
        }
        if (typeName.equalsIgnoreCase("interval")) return rs.getString(index);
        Object value = rs.getObject(index);
        if (value == null || rs.wasNull()) return null;
        Object plain = convert(value);
        return plain != null ? plain : textOf(rs, index, value);
    }

    private static Object readTemporal(ResultSet rs, int index, int jdbcType, String type) {
        try {
            switch (jdbcType) {
                case Types.DATE:
                    return format(rs.getObject(index, LocalDate.class), DateTimeFormatter.ISO_LOCAL_DATE);
                case Types.TIME:
                    return type.contains("tz") || type.contains("time zone")
                            ? format(rs.getObject(index, OffsetTime.class), DateTimeFormatter.ISO_OFFSET_TIME)
                            : format(rs.getObject(index, LocalTime.class), DateTimeFormatter.ISO_LOCAL_TIME);
                case Types.TIME_WITH_TIMEZONE:
                    return format(rs.getObject(index, OffsetTime.class), DateTimeFormatter.ISO_OFFSET_TIME);
                case Types.TIMESTAMP:
                    return type.contains("tz") || type.contains("time zone")
                            ? format(rs.getObject(index, OffsetDateTime.class), DateTimeFormatter.ISO_OFFSET_DATE_TIME)
                            : format(rs.getObject(index, LocalDateTime.class), DateTimeFormatter.ISO_LOCAL_DATE_TIME);
                case Types.TIMESTAMP_WITH_TIMEZONE:
                    return format(rs.getObject(index, OffsetDateTime.class), DateTimeFormatter.ISO_OFFSET_DATE_TIME);
                default:
                    return null;
            }
        } catch (SQLException | RuntimeException e) {
            return null; // the driver cannot convert; the generic path below reads it as an object
        }
    }

    private static String format(TemporalAccessor value, DateTimeFormatter formatter) {
        return value == null ? null : formatter.format(value);
    }

    /** @return the JSON-safe form, or null when the value needs the driver's text form */
    static Object convert(Object value) throws SQLException {
        if (value instanceof Boolean || value instanceof String) return value;
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigInteger) {
            BigInteger big = (BigInteger) value;
            return big.bitLength() < 64 ? (Object) big.longValue() : new BigDecimal(big);
        }
        if (value instanceof BigDecimal) return exact((BigDecimal) value);
        if (value instanceof Double) return finite((Double) value);
        if (value instanceof Float) return finite(Double.parseDouble(value.toString()));
        if (value instanceof UUID || value instanceof Character) return value.toString();
        if (value instanceof byte[]) return bytes((byte[]) value, ((byte[]) value).length);
        if (value instanceof Blob) return blob((Blob) value);
        if (value instanceof Clob) return clob((Clob) value);
        if (value instanceof Array) return list(((Array) value).getArray());
        if (value.getClass().isArray()) return list(value);
        if (value instanceof List) return list(((List<?>) value).toArray());
        if (value instanceof Map) return map((Map<?, ?>) value);
        return temporal(value);
    }

    /**
     * Keeps a decimal's digits as the database returned them, so a money column's 150.00 stays
     * 150.00; only computed results with more than {@value #KEPT_SCALE} decimal places (PostgreSQL's
     * AVG gives 9.8750000000000000) lose their trailing zeros. The scale is
     * never negative, so no value prints as 1E+1.
     */
    static BigDecimal exact(BigDecimal value) {
        if (value.scale() < 0) return value.setScale(0);
        if (value.scale() <= KEPT_SCALE) return value;
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /** Decimal places up to which a returned scale is kept as it is. */
    private static final int KEPT_SCALE = 4;

    private static Object finite(double d) {
        if (Double.isNaN(d)) return "NaN";
        if (Double.isInfinite(d)) return d > 0 ? "Infinity" : "-Infinity";
        return d;
    }

    private static Object temporal(Object value) {
        if (value instanceof java.sql.Timestamp) {
            return DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(((java.sql.Timestamp) value).toLocalDateTime());
        }
        if (value instanceof java.sql.Date) return ((java.sql.Date) value).toLocalDate().toString();
        if (value instanceof java.sql.Time) {
            return DateTimeFormatter.ISO_LOCAL_TIME.format(((java.sql.Time) value).toLocalTime());
        }
        if (value instanceof LocalDateTime) return DateTimeFormatter.ISO_LOCAL_DATE_TIME.format((LocalDateTime) value);
        if (value instanceof OffsetDateTime) {
            return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format((OffsetDateTime) value);
        }
        if (value instanceof LocalTime) return DateTimeFormatter.ISO_LOCAL_TIME.format((LocalTime) value);
        if (value instanceof TemporalAccessor) return value.toString();
        return null;
    }

    private static Object textOf(ResultSet rs, int index, Object value) {
        try {
            String text = rs.getString(index);
            if (text != null) return text;
        } catch (SQLException | RuntimeException e) {
            // some driver objects have no text form through getString; toString below is the fallback
        }
        return String.valueOf(value);
    }

    static Map<String, Object> bytes(byte[] data, long length) {
        Map<String, Object> out = new LinkedHashMap<>();
        int shown = (int) Math.min(data.length, MAX_BYTES);
        byte[] head = shown == data.length ? data : java.util.Arrays.copyOf(data, shown);
        out.put("base64", Base64.getEncoder().encodeToString(head));
        out.put("length", length);
        out.put("truncated", shown < length);
        return Collections.unmodifiableMap(out);
    }

    private static Map<String, Object> blob(Blob blob) throws SQLException {
        long length = blob.length();
        int take = (int) Math.min(length, MAX_BYTES);
        return bytes(take == 0 ? new byte[0] : blob.getBytes(1, take), length);
    }

    private static String clob(Clob clob) throws SQLException {
        long length = clob.length();
        return length == 0 ? "" : clob.getSubString(1, (int) Math.min(length, MAX_CLOB_CHARS));
    }

    private static List<Object> list(Object array) throws SQLException {
        int n = java.lang.reflect.Array.getLength(array);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(element(java.lang.reflect.Array.get(array, i)));
        return Collections.unmodifiableList(out);
    }

    private static Map<String, Object> map(Map<?, ?> source) throws SQLException {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : source.entrySet()) out.put(String.valueOf(e.getKey()), element(e.getValue()));
        return Collections.unmodifiableMap(out);
    }

    private static Object element(Object value) throws SQLException {
        if (value == null) return null;
        Object plain = convert(value);
        return plain != null ? plain : value.toString();
    }
}
