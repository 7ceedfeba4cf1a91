package io.askdb;

import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Removes invisible and bidirectional control characters from a question before it is linked or
 * put in a prompt (issue 16): text a person cannot see must not reach the model as an instruction.
 *
 * <p>Removed, by kind: Unicode tag characters U+E0000–U+E007F (an ASCII copy that renders as
 * nothing); zero-width characters U+200B–U+200D, U+2060 and U+FEFF; bidirectional controls
 * U+202A–U+202E, U+2066–U+2069, U+200E, U+200F and U+061C (Unicode UAX #9 explicit formatting
 * characters); variation selectors U+E0100–U+E01EF, and a run of more than one of U+FE00–U+FE0F
 * (selectors carry one bit of rendering each; a run of them is a known way to hide bytes); every
 * other format character (general category Cf: soft hyphen, invisible operators, interlinear
 * annotation marks), except the prepended concatenation marks of Unicode's PropList
 * (U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+110BD, U+110CD), which are visible
 * signs; and control characters (Cc) but tab, line feed and carriage return.
 *
 * <p>Kept: a zero-width joiner between two symbols (the joiner of an emoji sequence such as
 * 👩‍💻): removing it splits one emoji into two and hides nothing, since a joiner there carries no
 * text. Emoji flag tag sequences (England's flag) lose their tags and show as a black flag; that
 * is the price of removing every tag character, which otherwise spell out hidden ASCII.
 */
final class InvisibleText {
    /** The kinds of removed characters, as the trace names them. */
    enum Kind {
        TAG("Unicode tag"), ZERO_WIDTH("zero-width"), BIDI("bidirectional control"), VARIATION("variation selector"),
        FORMAT("other format"), CONTROL("control");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /**
     * A cleaned text and what was removed from it.
     *
     * @param text    the text without the removed characters; not null
     * @param removed how many code points of each kind were removed; empty when none
     */
    record Cleaned(String text, Map<Kind, Integer> removed) {
        Cleaned {
            removed = Map.copyOf(removed);
        }

        int total() {
            return removed.values().stream().mapToInt(Integer::intValue).sum();
        }

        /** @return e.g. "32 Unicode tag, 2 zero-width", in {@link Kind} order */
        String counts() {
            return java.util.Arrays.stream(Kind.values()).filter(removed::containsKey)
                    .map(k -> removed.get(k) + " " + k.label).collect(Collectors.joining(", "));
        }
    }

    private InvisibleText() {
    }

    /** @param text any text; null is read as empty @return the text cleaned, with the counts */
    static Cleaned clean(String text) {
        if (text == null) return new Cleaned("", Map.of());
        Map<Kind, Integer> removed = new EnumMap<>(Kind.class);
        StringBuilder out = new StringBuilder(text.length());
        int previous = -1; // the last code point kept
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int next = i + Character.charCount(cp) < text.length() ? text.codePointAt(i + Character.charCount(cp)) : -1;
            Kind kind = kind(cp, previous, next);
            if (kind == null) {
                out.appendCodePoint(cp);
                previous = cp;
            } else {
                removed.merge(kind, 1, Integer::sum);
            }
            i += Character.charCount(cp);
        }
        return new Cleaned(removed.isEmpty() ? text : out.toString(), removed);
    }

    /** @return the kind a code point is removed as, or null to keep it */
    private static Kind kind(int cp, int previous, int next) {
        if (cp >= 0xE0000 && cp <= 0xE007F) return Kind.TAG;
        if (cp == 0x200D) return symbol(previous) && symbol(next) ? null : Kind.ZERO_WIDTH;
        if (cp == 0x200B || cp == 0x200C || cp == 0x2060 || cp == 0xFEFF) return Kind.ZERO_WIDTH;
        if (cp >= 0x202A && cp <= 0x202E || cp >= 0x2066 && cp <= 0x2069 || cp == 0x200E || cp == 0x200F || cp == 0x061C) {
            return Kind.BIDI;
        }
        if (cp >= 0xE0100 && cp <= 0xE01EF) return Kind.VARIATION;
        if (cp >= 0xFE00 && cp <= 0xFE0F) return previous == -1 || selector(previous) ? Kind.VARIATION : null;
        int type = Character.getType(cp);
        if (type == Character.FORMAT) return prependedMark(cp) ? null : Kind.FORMAT;
        if (type == Character.CONTROL && cp != '\t' && cp != '\n' && cp != '\r') return Kind.CONTROL;
        return null;
    }

    private static boolean selector(int cp) {
        return cp >= 0xFE00 && cp <= 0xFE0F;
    }

    /** A symbol an emoji sequence joins: So (most emoji), Sk (skin tones), or the emoji selector U+FE0F after one. */
    private static boolean symbol(int cp) {
        if (cp < 0) return false;
        int type = Character.getType(cp);
        return type == Character.OTHER_SYMBOL || type == Character.MODIFIER_SYMBOL || cp == 0xFE0F;
    }

    private static boolean prependedMark(int cp) {
        return cp >= 0x0600 && cp <= 0x0605 || cp == 0x06DD || cp == 0x070F || cp == 0x0890 || cp == 0x0891 || cp == 0x08E2
                || cp == 0x110BD || cp == 0x110CD;
    }
}
