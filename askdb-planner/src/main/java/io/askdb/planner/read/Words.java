package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a question into {@link Word}s: a string between double quotes, or between single quotes
 * that open after a space and close before one ("the organisations described as 'Sponsor'"), is one
 * word with its case kept; a comma is a word of its own (it separates listed items); numbers keep their decimal point ("4.5") and thousands separators are
 * dropped ("1,000"); a possessive "'s" is dropped; other punctuation separates words. Number words
 * from one to twenty, and the tens, read as numbers.
 */
public final class Words {
    private static final Pattern PIECE = Pattern.compile(
            "\"([^\"]+)\"|\u201c([^\u201d]+)\u201d|(?<![\\p{L}\\p{N}])'([^']+)'(?![\\p{L}\\p{N}])|\u2018([^\u2019]+)\u2019"
                    + "|(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)|([\\p{L}\\p{N}]+(?:['\u2019][\\p{L}]+)?)|(,)");
    private static final Map<String, Integer> NUMBER_WORDS = Map.ofEntries(
            Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5),
            Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
            Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14),
            Map.entry("fifteen", 15), Map.entry("sixteen", 16), Map.entry("seventeen", 17), Map.entry("eighteen", 18),
            Map.entry("nineteen", 19), Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40),
            Map.entry("fifty", 50), Map.entry("hundred", 100));

    private Words() {
    }

    /**
     * @param question the question as asked; not null
     * @return its words in order; empty for a question with no words
     */
    public static List<Word> of(String question) {
        List<Word> out = new ArrayList<>();
        Matcher m = PIECE.matcher(question);
        int last = 0;
        while (m.find()) {
            boolean opens = out.isEmpty() || question.substring(last, m.start()).matches("(?s).*[.?!;].*");
            last = m.end();
            String quoted = firstNonNull(m.group(1), m.group(2), m.group(3), m.group(4));
            if (quoted != null) {
                String q = quoted.strip();
                if (q.isEmpty()) continue;
                String lower = q.toLowerCase(Locale.ROOT);
                out.add(new Word(lower, lower, q, number(q), true, opens));
            } else if (m.group(5) != null) {
                String digits = m.group(5).replace(",", "");
                out.add(new Word(digits, digits, digits, Double.valueOf(digits), false, opens));
            } else if (m.group(7) != null) {
                if (!out.isEmpty()) out.add(new Word(",", ",", ",", null, false, false));
            } else {
                boolean possessive = m.group(6).matches("(?s).*['\u2019]s$");
                String w = m.group(6).replaceAll("['\u2019]s$", "").replace('\u2019', '\'');
                if (w.isEmpty()) continue;
                String lower = w.toLowerCase(Locale.ROOT);
                Integer n = NUMBER_WORDS.get(lower);
                out.add(new Word(lower, Singular.of(lower), w, n == null ? null : n.doubleValue(), false, opens, possessive));
            }
        }
        return out;
    }

    private static Double number(String s) {
        try {
            return Double.valueOf(s.replace(",", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String firstNonNull(String... s) {
        for (String x : s) if (x != null) return x;
        return null;
    }
}
