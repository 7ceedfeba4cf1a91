package io.askdb.linking;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Compares question literals with stored values ignoring case, accents and punctuation:
 * text is decomposed (Unicode NFD, {@link Normalizer}), its combining marks are dropped, it is
 * lower-cased (Locale.ROOT) and every run of characters other than letters and digits becomes one
 * space, so "José" and "jose", "AC/DC" and "ac dc" are equal. The {@link #folded} key also
 * ignores spacing, so "North Carolina", "NorthCarolina" and "north-carolina" are equal.
 */
final class ValueText {
    /** Score of a stored value equal to the literal after normalization. */
    static final double EXACT = 1.0;
    /** Score of a multi-word stored value that contains the literal as whole words. */
    static final double CONTAINS = 0.6;
    /** Scale of a near match's similarity ratio {@code 1 - distance / longer length}. */
    static final double FUZZY_SCALE = 0.9;
    /** Literals shorter than this are matched exactly only. */
    static final int FUZZY_MIN_LENGTH = 5;
    /** Literals shorter than this do not match inside multi-word values. */
    static final int CONTAINS_MIN_LENGTH = 4;
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SEPARATORS = Pattern.compile("[^\\p{L}\\p{N}]+");
    /** Folding keys shorter than this are not looked up: "LA", "U2" match only as written (ignoring case and accents). */
    static final int FOLDED_MIN_LENGTH = 3;

    private ValueText() {
    }

    /** @return the text decomposed, without marks, lower-cased, punctuation as single spaces, trimmed */
    static String normalize(String text) {
        String s = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
        return SEPARATORS.matcher(s.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
    }

    /**
     * @return the folding key: compatibility-decomposed (Unicode NFKD, so ligatures and full-width
     *         letters become plain ones), without combining marks, lower-cased (Locale.ROOT), with
     *         every character other than a letter or digit removed ("São Paulo" and "sao-paulo"
     *         give "saopaulo"); possibly empty
     */
    static String folded(String text) {
        String s = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFKD)).replaceAll("");
        return SEPARATORS.matcher(s.toLowerCase(Locale.ROOT)).replaceAll("");
    }

    /** @return the text as {@link #folded} but accents kept ("Luís" gives "luís", "Minha História" "minhahistória") */
    static String foldedKeepingAccents(String text) {
        return SEPARATORS.matcher(Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)).replaceAll("");
    }

    /**
     * @param literal a normalized literal
     * @param value   a normalized stored value
     * @return {@value #EXACT} when equal; {@value #FUZZY_SCALE} times the similarity ratio when
     *         the literal has at least {@value #FUZZY_MIN_LENGTH} characters and is one edit away
     *         (two for 8 characters or more); {@value #CONTAINS} when the value has several words
     *         and contains the literal (at least {@value #CONTAINS_MIN_LENGTH} characters) as
     *         whole words; otherwise 0
     */
    static double score(String literal, String value) {
        if (literal.equals(value)) return EXACT;
        int longer = Math.max(literal.length(), value.length());
        int allowed = literal.length() >= 8 ? 2 : literal.length() >= FUZZY_MIN_LENGTH ? 1 : 0;
        if (allowed > 0 && Math.abs(literal.length() - value.length()) <= allowed) {
            int d = distance(literal, value, allowed);
            if (d <= allowed) return FUZZY_SCALE * (1 - (double) d / longer);
        }
        if (literal.length() >= CONTAINS_MIN_LENGTH && value.indexOf(' ') > 0
                && (" " + value + " ").contains(" " + literal + " ")) {
            return CONTAINS;
        }
        return 0;
    }

    /** Levenshtein distance, stopping early once every path exceeds {@code limit}. */
    static int distance(String a, String b, int limit) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = cur[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (rowMin > limit) return limit + 1;
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
