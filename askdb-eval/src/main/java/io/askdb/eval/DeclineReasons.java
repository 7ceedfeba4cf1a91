package io.askdb.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Groups the reasons of the {@link Verdict#DECLINED} questions by template: each quoted word
 * ({@code 'x'}, the quote not inside a word, so "don't" is no quote) is a slot, and a list of quoted
 * words joined by ", ", " and " or " or " is one slot, so "I could not match 'a' and 'b' ..." and
 * "I could not match 'c' ..." are one reason. The most frequent come first (ties by template).
 */
final class DeclineReasons {
    /** What stands for the quoted words in a template. */
    static final String PLACEHOLDER = "'…'";
    /** How many reasons a report lists. */
    static final int TOP = 10;
    private static final int EXAMPLES = 3;
    private static final String QUOTED = "(?<![\\p{L}\\p{N}])'([^']*)'(?![\\p{L}\\p{N}])";
    private static final Pattern SLOT = Pattern.compile(QUOTED + "(?:(?:, |,? and |,? or )" + QUOTED + ")*");
    private static final Pattern WORD = Pattern.compile(QUOTED);

    private DeclineReasons() {
    }

    /** @return the {@value #TOP} most frequent decline templates, with counts and examples */
    static List<DeclineReason> of(List<QuestionResult> results) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, Set<String>> examples = new LinkedHashMap<>();
        for (QuestionResult r : results) {
            if (r.verdict() != Verdict.DECLINED || r.error() == null || r.error().isBlank()) continue;
            String text = r.error().strip();
            String template = template(text);
            counts.merge(template, 1, Integer::sum);
            Set<String> words = examples.computeIfAbsent(template, k -> new LinkedHashSet<>());
            Matcher m = WORD.matcher(text);
            while (m.find() && words.size() < EXAMPLES) words.add(m.group(1));
        }
        List<DeclineReason> out = new ArrayList<>();
        counts.forEach((t, n) -> out.add(new DeclineReason(t, n, List.copyOf(examples.get(t)))));
        out.sort(Comparator.comparingInt(DeclineReason::count).reversed().thenComparing(DeclineReason::reason));
        return List.copyOf(out.subList(0, Math.min(TOP, out.size())));
    }

    /** @return the text with each quoted word, or list of quoted words, replaced by {@value #PLACEHOLDER} */
    static String template(String text) {
        return SLOT.matcher(text).replaceAll(Matcher.quoteReplacement(PLACEHOLDER));
    }
}
