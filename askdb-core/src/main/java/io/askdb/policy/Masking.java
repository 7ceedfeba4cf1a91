package io.askdb.policy;

/**
 * How a masked column's values are shown in results. Null stays null.
 *
 * @since 0.3
 */
public enum Masking {
    /** {@code alice@example.com} becomes {@code a***@example.com}; text without an {@code @} is redacted. */
    EMAIL,
    /** Keeps the last four characters and stars the rest: {@code 4111111111111111} becomes {@code ************1111}. */
    LAST4,
    /** Replaces the value with {@code ***}. */
    REDACT;

    /**
     * @param value a result cell (any JSON-safe value); may be null
     * @return the masked value: null for null, else a String
     */
    public Object apply(Object value) {
        if (value == null) return null;
        String s = String.valueOf(value);
        if (this == EMAIL) {
            int at = s.lastIndexOf('@');
            if (at < 1) return "***";
            return s.charAt(0) + "***" + s.substring(at);
        }
        if (this == LAST4) {
            if (s.length() <= 4) return "*".repeat(s.length());
            return "*".repeat(s.length() - 4) + s.substring(s.length() - 4);
        }
        return "***";
    }

    /**
     * @param name a rule name as written in a policy file (email, last4, redact; any case)
     * @return the rule
     * @throws IllegalArgumentException naming the allowed rules
     */
    public static Masking parse(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(java.util.Locale.ROOT).replace("-", "").replace("_", "");
        if (n.equals("email")) return EMAIL;
        if (n.equals("last4") || n.equals("keeplast4")) return LAST4;
        if (n.equals("redact") || n.equals("full")) return REDACT;
        throw new IllegalArgumentException("unknown masking rule '" + name + "'; use email, last4 or redact");
    }
}
