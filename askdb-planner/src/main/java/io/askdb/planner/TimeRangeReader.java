package io.askdb.planner;

import java.util.regex.Pattern;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * Claims the words of a range of dates, read against a given today: a year ("in 2023"), a month
 * ("in March 2022", "March of 2022"), a quarter or half ("the first quarter of 2023", "the last
 * quarter of 2024", "the second half of 2025"), a span counted back from today ("the last 90 days", "the past 3 months", ending
 * with today), the previous or the current calendar month or year ("last month", "this year"); and
 * the verbs that say which date is meant ({@code time.verb}, {@code time.verb.column} of the
 * lexicon). Only one range is read; a second one is left for the planner to decline.
 */
final class TimeRangeReader {
    private static final Pattern YEAR = Pattern.compile("(19|20)\\d\\d");
    private final Lexicon lex;
    private final Map<String, Integer> months = new HashMap<>();
    private final Map<String, Integer> ordinals = new HashMap<>();
    private final Map<String, String> columnVerbs = new HashMap<>();

    TimeRangeReader(Lexicon lex) {
        this.lex = lex;
        lex.pairs("time.month").forEach((k, v) -> months.put(k, Integer.valueOf(v)));
        lex.pairs("time.ordinal").forEach((k, v) -> ordinals.put(k, Integer.valueOf(v)));
        columnVerbs.putAll(lex.pairs("time.verb.column"));
    }

    TimeWords claim(QuestionReader.Pass p, LocalDate today) {
        TimeWords.Span span = null;
        for (int i = 0; i < p.size() && span == null; i++) span = spanAt(p, i, today);
        String verb = null, columnWord = null;
        for (int i = 0; i < p.size() && verb == null; i++) {
            if (p.used[i]) continue;
            String w = p.raw(i);
            if (columnVerbs.containsKey(w) || lex.words("time.verb").contains(w)) {
                verb = w;
                columnWord = columnVerbs.get(w);
                p.claim(i, 1);
            }
        }
        return span == null && verb == null ? TimeWords.NONE : new TimeWords(span, verb, columnWord);
    }

    /** @return the range starting at word i (claimed), or null */
    private TimeWords.Span spanAt(QuestionReader.Pass p, int i, LocalDate today) {
        int at = i;
        boolean cued = word(p, at) != null && lex.words("time.range.before").contains(word(p, at));
        if (cued) at++;
        if ("the".equals(word(p, at))) at++;
        int[] end = new int[1];
        LocalDate[] range = part(p, at, today, end);
        if (range == null) range = calendar(p, at, cued, end);
        if (range == null || !range[1].isAfter(range[0])) return null;
        int start = cued ? i : at;
        if (!cued && "the".equals(word(p, i)) && start == i + 1) start = i;
        p.claim(start, end[0] - start);
        return new TimeWords.Span(range[0], range[1], p.text(start, end[0] - start));
    }

    /** "first quarter of 2023", "second half of 2025", "March 2022", "March of 2022", "last 90 days", "this year". */
    private LocalDate[] part(QuestionReader.Pass p, int at, LocalDate today, int[] end) {
        Integer ordinal = ordinals.get(word(p, at));
        String unit = word(p, at + 1);
        // "the last quarter of 2024": the year's fourth quarter (second half); "last" with no year stays a span back from today
        if (ordinal == null && "last".equals(word(p, at)) && ("quarter".equals(unit) || "half".equals(unit))
                && year(p, at + 2 + (isOf(word(p, at + 2)) ? 1 : 0)) != null) {
            ordinal = "quarter".equals(unit) ? 4 : 2;
        }
        if (ordinal != null && ("quarter".equals(unit) || "half".equals(unit))) {
            int y = at + 2 + (isOf(word(p, at + 2)) ? 1 : 0);
            Integer year = year(p, y);
            int size = "quarter".equals(unit) ? 3 : 6;
            if (year == null || ordinal * size > 12) return null;
            end[0] = y + 1;
            LocalDate from = LocalDate.of(year, 1 + (ordinal - 1) * size, 1);
            return new LocalDate[] {from, from.plusMonths(size)};
        }
        Integer month = months.get(word(p, at));
        if (month != null) {
            int y = at + 1 + (isOf(word(p, at + 1)) ? 1 : 0);
            Integer year = year(p, y);
            if (year == null) return null;
            end[0] = y + 1;
            LocalDate from = LocalDate.of(year, month, 1);
            return new LocalDate[] {from, from.plusMonths(1)};
        }
        if (word(p, at) != null && lex.words("time.back").contains(word(p, at))) return back(p, at + 1, today, end);
        if ("this".equals(word(p, at)) && ("month".equals(word(p, at + 1)) || "year".equals(word(p, at + 1)))) {
            end[0] = at + 2;
            LocalDate from = "month".equals(word(p, at + 1)) ? today.withDayOfMonth(1) : today.withDayOfYear(1);
            return new LocalDate[] {from, "month".equals(word(p, at + 1)) ? from.plusMonths(1) : from.plusYears(1)};
        }
        return null;
    }

    /** "last 90 days" (ending today), "past 3 months", "last month" and "last year" (the calendar period before this one). */
    private LocalDate[] back(QuestionReader.Pass p, int at, LocalDate today, int[] end) {
        Integer n = at < p.size() && !p.used[at] ? p.t(at).number() : null;
        String unit = word(p, n == null ? at : at + 1);
        if (unit == null) return null;
        String stem = lex.stem(unit);
        if (n == null) {
            if (!stem.equals(unit)) return null;
            end[0] = at + 1;
            if (unit.equals("month")) {
                LocalDate first = today.withDayOfMonth(1);
                return new LocalDate[] {first.minusMonths(1), first};
            }
            if (unit.equals("year")) {
                LocalDate first = today.withDayOfYear(1);
                return new LocalDate[] {first.minusYears(1), first};
            }
            return null;
        }
        if (n < 1) return null;
        end[0] = at + 2;
        LocalDate to = today.plusDays(1);
        switch (stem) {
            case "day": return new LocalDate[] {to.minusDays(n), to};
            case "week": return new LocalDate[] {to.minusWeeks(n), to};
            case "month": return new LocalDate[] {to.minusMonths(n), to};
            case "year": return new LocalDate[] {to.minusYears(n), to};
            default: return null;
        }
    }

    /**
     * "in 2023", "from 2023": a year needs a word before it, so "top 2023" or a bare number is never
     * a year; "from 2021 to 2023" is the whole years 2021 through 2023.
     */
    private LocalDate[] calendar(QuestionReader.Pass p, int at, boolean cued, int[] end) {
        Integer year = year(p, at);
        if (!cued || year == null) return null;
        end[0] = at + 1;
        LocalDate from = LocalDate.of(year, 1, 1);
        String between = word(p, at + 1);
        Integer last = between != null && lex.words("time.range.to").contains(between) ? year(p, at + 2) : null;
        if (last != null && last >= year) {
            end[0] = at + 3;
            return new LocalDate[] {from, LocalDate.of(last + 1, 1, 1)};
        }
        return new LocalDate[] {from, from.plusYears(1)};
    }

    private static boolean isOf(String w) {
        return "of".equals(w) || "in".equals(w);
    }

    private static Integer year(QuestionReader.Pass p, int at) {
        String w = word(p, at);
        return w != null && YEAR.matcher(w).matches() ? Integer.valueOf(w) : null;
    }

    /** @return the unclaimed word at i as written, or null */
    private static String word(QuestionReader.Pass p, int i) {
        return i >= 0 && i < p.size() && !p.used[i] ? p.raw(i) : null;
    }
}
