package io.askdb.eval;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * The JSON mapping of eval reports: snake_case property names, map entries sorted by key (so
 * the same run writes the same bytes), numbers never in scientific notation, unknown
 * properties tolerated on reading.
 *
 * <p>Cells of type {@code Object} read back deterministically: whole numbers as {@link Long},
 * numbers with a decimal point as {@link BigDecimal} (a {@link Double} cell is always written with
 * one, so {@code 0.5} reads back as {@code BigDecimal("0.5")} and {@code 2.0} as {@code BigDecimal("2.0")};
 * a BigDecimal keeps its digits, so {@code 1.00} reads back as {@code 1.00}, but one without
 * a fraction, such as {@code 1E+3}, is written {@code 1000} and reads back as a Long), text as {@link String}, true/false as
 * {@link Boolean}, arrays as lists and objects as maps.
 */
final class ReportJson {
    /** One mapper for the reports; thread-safe once configured. */
    static final ObjectMapper MAPPER = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .configure(com.fasterxml.jackson.databind.cfg.EnumFeature.WRITE_ENUMS_TO_LOWERCASE, true)
            .enable(com.fasterxml.jackson.databind.MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .registerModule(new SimpleModule("askdb-plain-numbers")
                    .addSerializer(Double.class, new PlainDecimal<>())
                    .addSerializer(Double.TYPE, new PlainDecimal<>())
                    .addSerializer(Float.class, new PlainDecimal<>())
                    .addSerializer(Float.TYPE, new PlainDecimal<>()));

    private ReportJson() {
    }

    /**
     * Writes a finite double or float as its shortest decimal digits without an exponent and
     * always with a decimal point ({@code 1.0E-7} becomes {@code 0.00000010}, {@code 1.5E10}
     * becomes {@code 15000000000.0}), so it reads back as a BigDecimal; NaN and infinities as strings.
     */
    private static final class PlainDecimal<T extends Number> extends JsonSerializer<T> {
        @Override
        public void serialize(T value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            if (Double.isFinite(value.doubleValue())) {
                String plain = new BigDecimal(value.toString()).toPlainString();
                gen.writeNumber(plain.indexOf('.') < 0 ? plain + ".0" : plain);
            } else {
                gen.writeString(value.toString());
            }
        }
    }
}
