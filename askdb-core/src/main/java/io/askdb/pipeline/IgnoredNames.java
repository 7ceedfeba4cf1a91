package io.askdb.pipeline;

import io.askdb.generation.CandidateSql;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names in the question (capitalised words after its first, such as "Haryana" in "Which people are
 * from Haryana?") that schema and value linking matched to nothing and that the SQL does not apply
 * either: a condition the answer silently drops (case C08) unless it says so.
 *
 * <p>Whether the SQL applies a word is read from the SQL and the generator's own report, never from
 * the word alone: a word is applied when the SQL text holds it, when the generator lists it among
 * the {@link CandidateSql#appliedTerms() terms it applied} (the planner lists every word it read),
 * or, for a generator that does not say (a model), when it is a calendar word the SQL writes as a
 * date: a month ("February") whose number a date literal ({@code '2023-02-01'}) or a date-part
 * function ({@code strftime('%m', d) = '02'}, {@code EXTRACT(MONTH FROM d) = 2}) carries, or a
 * quarter or weekday ("Q1", "Monday") beside a date literal or a date-part function.
 */
final class IgnoredNames {
    private static final Pattern WORDS = Pattern.compile("[^\\p{L}\\p{N}]+");
    /** English month names and their usual abbreviations, by month number. */
    private static final Map<String, Integer> MONTHS = Map.ofEntries(
            Map.entry("january", 1), Map.entry("jan", 1), Map.entry("february", 2), Map.entry("feb", 2),
            Map.entry("march", 3), Map.entry("mar", 3), Map.entry("april", 4), Map.entry("apr", 4), Map.entry("may", 5),
            Map.entry("june", 6), Map.entry("jun", 6), Map.entry("july", 7), Map.entry("jul", 7), Map.entry("august", 8),
            Map.entry("aug", 8), Map.entry("september", 9), Map.entry("sep", 9), Map.entry("sept", 9),
            Map.entry("october", 10), Map.entry("oct", 10), Map.entry("november", 11), Map.entry("nov", 11),
            Map.entry("december", 12), Map.entry("dec", 12));
    /** Calendar words other than months that only a date condition can apply. */
    private static final Set<String> PERIODS = Set.of("q1", "q2", "q3", "q4", "quarter", "monday", "tuesday", "wednesday",
            "thursday", "friday", "saturday", "sunday", "weekend", "weekday");
    /** A date literal: {@code '2023-02'}, {@code '2023-02-01'}, {@code '2023/02/01 10:00'}; group 1 is the month. */
    private static final Pattern DATE_LITERAL = Pattern.compile("'\\d{4}[-/](\\d{1,2})");
    /** A call that takes a part of a date, in the dialects askdb speaks. */
    private static final Pattern DATE_PART = Pattern.compile(
            "\\b(strftime|extract|date_part|datepart|date_trunc|to_char|date_format|format|month|quarter|dayofweek|weekday|dayname|monthname)\\s*\\(");
    /** A whole number in the SQL, quoted or not: {@code 2}, {@code '02'}. */
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])'?0*(\\d{1,2})'?(?![\\w.])");

    private IgnoredNames() {
    }

    /**
     * @param question  the question as asked; not null
     * @param unmatched content words, lower-case, that linking matched to nothing; not null
     * @param candidate the SQL that ran and what its generator says it applied; not null
     * @return the names the answer does not take into account, as written, in question order, each once
     */
    static List<String> of(String question, List<String> unmatched, CandidateSql candidate) {
        List<String> out = new ArrayList<>();
        String sql = candidate.sql().toLowerCase(Locale.ROOT);
        List<String> applied = new ArrayList<>();
        for (String term : candidate.appliedTerms()) {
            for (String w : WORDS.split(term.toLowerCase(Locale.ROOT))) if (!w.isEmpty()) applied.add(w);
        }
        String[] words = WORDS.split(question);
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.length() < 2 || !Character.isUpperCase(w.charAt(0)) || out.contains(w)) continue;
            String lower = w.toLowerCase(Locale.ROOT);
            if (!unmatched.contains(lower) || sql.contains(lower) || applied.contains(lower) || asDate(lower, sql)) continue;
            out.add(w);
        }
        return out;
    }

    /** @return whether the SQL writes a calendar word as a date condition */
    static boolean asDate(String word, String sql) {
        Integer month = MONTHS.get(word);
        if (month == null) return PERIODS.contains(word) && (DATE_LITERAL.matcher(sql).find() || DATE_PART.matcher(sql).find());
        Matcher literal = DATE_LITERAL.matcher(sql);
        while (literal.find()) {
            if (Integer.parseInt(literal.group(1)) == month) return true;
        }
        if (!DATE_PART.matcher(sql).find()) return false;
        Matcher n = NUMBER.matcher(sql);
        while (n.find()) {
            if (Integer.parseInt(n.group(1)) == month) return true;
        }
        return false;
    }
}
