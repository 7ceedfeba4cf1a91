package io.askdb.planner.explain;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Prints result values as the user should read them: integers and decimals exactly as returned
 * ({@link BigDecimal#toPlainString()}) unless a fraction has more than {@link #EXACT_DIGITS}
 * significant digits (a double converted to a decimal: rounded as a double), doubles without binary noise (rounded to
 * {@link #DOUBLE_DIGITS} significant digits, trailing zeros dropped: 523.0600000000001 prints
 * as 523.06), text as is.
 */
final class ValueText {
    /** Significant digits kept of a double; a double holds 15 to 17, the last ones are noise. */
    static final int DOUBLE_DIGITS = 10;
    /** Significant digits a double holds exactly; a fraction with more is a double's binary noise. */
    static final int EXACT_DIGITS = 15;

    private ValueText() {
    }

    /**
     * @param value   a result cell: null, Boolean, Long, Double, BigDecimal, String, or another JSON-safe value
     * @param ifNull  the text for null
     * @return the value as text
     */
    static String of(Object value, String ifNull) {
        if (value == null) return ifNull;
        if (value instanceof BigDecimal d) {
            // more digits than a double holds exactly came from a double's sum or average (0.9900000000000001): round as a double
            if (d.scale() > 0 && d.precision() > EXACT_DIGITS) {
                return d.round(new MathContext(DOUBLE_DIGITS, RoundingMode.HALF_EVEN)).stripTrailingZeros().toPlainString();
            }
            return d.toPlainString();
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) return String.valueOf(d);
            if (d == 0) return "0";
            return BigDecimal.valueOf(d).round(new MathContext(DOUBLE_DIGITS, RoundingMode.HALF_EVEN))
                    .stripTrailingZeros().toPlainString();
        }
        return String.valueOf(value);
    }

    /** @return true for a number cell */
    static boolean isNumber(Object value) {
        return value instanceof Number;
    }
}
