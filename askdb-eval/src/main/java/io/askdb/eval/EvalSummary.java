package io.askdb.eval;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The figures of one evaluation run: execution accuracy (EX), outcomes, cost, time, breakdowns
 * and schema-linking recall. Written as {@code report.json} and {@code summary.md} by
 * {@link EvalReportWriter}.
 *
 * @param dataset           the dataset's name as given to the run (for example {@code spider-dev}); not blank
 * @param generator         the generator's name (for example {@code planner}, {@code openai:gpt-4o}); not blank
 * @param comparison        the rule EX was computed with; not null
 * @param total             questions in the run, at least 0
 * @param scored            questions counting in EX ({@link Verdict#scored()}), at most {@code total}
 * @param correct           questions with {@link Verdict#CORRECT}, at most {@code scored}
 * @param ex                {@code correct / scored} in [0, 1]; 0 when nothing was scored
 * @param verdicts          every verdict, in declaration order, to its number of questions; not null
 * @param validSqlRate      share of the scored questions with predicted SQL (correct, wrong result,
 *                          SQL error, timeout, refused) whose SQL ran without error; declines,
 *                          clarifications and unreadable replies wrote no SQL and are left out;
 *                          0 when there are none
 *                          ({@code CORRECT + WRONG_RESULT} over {@code scored}), in [0, 1]; 0 when nothing was scored
 * @param repairs           repair attempts over all questions, at least 0
 * @param questionsRepaired questions that used at least one repair, at least 0
 * @param clarifications    questions answered with a clarifying question ({@link Verdict#CLARIFICATION})
 * @param modelCalls        model calls over all questions
 * @param inputTokens       prompt tokens over all questions
 * @param outputTokens      completion tokens over all questions
 * @param elapsedMillis     per-question wall-clock time in askdb ({@link QuestionResult#elapsedMillis()})
 * @param modelMillis       per-question time waiting for the model
 * @param askdbMillis       per-question time in askdb itself ({@link QuestionResult#askdbMillis()})
 * @param byTag             tag key to tag value to breakdown, keys and values sorted; a question
 *                          without a key is not in that key's breakdown; not null
 * @param byDb              database id to breakdown, sorted; not null
 * @param linking           schema-linking recall means; not null
 * @param wording           the wording asked ("original", or "syn" for Spider-Syn's paraphrases); not blank. Since 0.7
 * @param sample            the random sample the questions were drawn with, or null for none. Since 0.7
 * @param answered          scored questions answered with SQL that ran ({@link Coverage#answered()}). Since 0.7
 * @param coverage          {@code answered / scored} in [0, 1]. Since 0.7
 * @param precision         {@code correct / answered} in [0, 1]. Since 0.7
 * @param byHardness        Spider hardness level of the gold SQL to coverage, easiest first
 *                          ({@link HardnessBreakdown}); not null. Since 0.7
 * @param declineReasons    the most frequent decline templates, most frequent first; not null. Since 0.7
 * @since 0.1
 */
public record EvalSummary(String dataset, String generator, Comparison comparison,
                          int total, int scored, int correct, double ex,
                          Map<Verdict, Integer> verdicts, double validSqlRate,
                          int repairs, int questionsRepaired, int clarifications,
                          long modelCalls, long inputTokens, long outputTokens,
                          Percentiles elapsedMillis, Percentiles modelMillis, Percentiles askdbMillis,
                          Map<String, Map<String, Breakdown>> byTag, Map<String, Breakdown> byDb,
                          RecallSummary linking, String wording, QuestionSample sample, int answered,
                          double coverage, double precision, Map<String, Coverage> byHardness,
                          List<DeclineReason> declineReasons) {
    public EvalSummary {
        if (dataset == null || dataset.isBlank()) throw new IllegalArgumentException("EvalSummary.dataset must not be blank");
        if (generator == null || generator.isBlank()) throw new IllegalArgumentException("EvalSummary.generator must not be blank");
        Objects.requireNonNull(comparison, "EvalSummary.comparison");
        if (total < 0 || scored < 0 || correct < 0 || scored > total || correct > scored) {
            throw new IllegalArgumentException("EvalSummary: need 0 <= correct <= scored <= total, was correct="
                    + correct + " scored=" + scored + " total=" + total);
        }
        if (!(ex >= 0 && ex <= 1)) throw new IllegalArgumentException("EvalSummary.ex must be in [0, 1], was " + ex);
        if (!(validSqlRate >= 0 && validSqlRate <= 1)) {
            throw new IllegalArgumentException("EvalSummary.validSqlRate must be in [0, 1], was " + validSqlRate);
        }
        if (repairs < 0 || questionsRepaired < 0 || clarifications < 0 || modelCalls < 0 || inputTokens < 0 || outputTokens < 0) {
            throw new IllegalArgumentException("EvalSummary: counts must be >= 0");
        }
        Objects.requireNonNull(elapsedMillis, "EvalSummary.elapsedMillis");
        Objects.requireNonNull(modelMillis, "EvalSummary.modelMillis");
        Objects.requireNonNull(askdbMillis, "EvalSummary.askdbMillis");
        Objects.requireNonNull(linking, "EvalSummary.linking");
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Verdict v : Verdict.values()) counts.put(v, 0);
        counts.putAll(Objects.requireNonNull(verdicts, "EvalSummary.verdicts"));
        verdicts = Collections.unmodifiableMap(counts);
        Map<String, Map<String, Breakdown>> tags = new TreeMap<>();
        Objects.requireNonNull(byTag, "EvalSummary.byTag").forEach((k, v) -> tags.put(k, Collections.unmodifiableMap(new TreeMap<>(v))));
        byTag = Collections.unmodifiableMap(tags);
        byDb = Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(byDb, "EvalSummary.byDb")));
        if (wording == null || wording.isBlank()) throw new IllegalArgumentException("EvalSummary.wording must not be blank");
        if (answered < 0 || answered > scored) throw new IllegalArgumentException("EvalSummary.answered must be 0-" + scored + ", was " + answered);
        if (!(coverage >= 0 && coverage <= 1 && precision >= 0 && precision <= 1)) {
            throw new IllegalArgumentException("EvalSummary.coverage and precision must be in [0, 1], were " + coverage + ", " + precision);
        }
        byHardness = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(Objects.requireNonNull(byHardness, "EvalSummary.byHardness")));
        declineReasons = List.copyOf(Objects.requireNonNull(declineReasons, "EvalSummary.declineReasons"));
    }

    /** The summary of a run of every question in its original wording, as {@link #of(List, Comparison, String, String, Wording, QuestionSample)}. */
    public static EvalSummary of(List<QuestionResult> results, Comparison mode, String dataset, String generator) {
        return of(results, mode, dataset, generator, Wording.ORIGINAL, null);
    }

    /**
     * Computes the summary of a run.
     *
     * @param results   the questions' results, in any order; not null
     * @param mode      the rule the verdicts were computed with; not null
     * @param dataset   the dataset's name; not blank
     * @param generator the generator's name; not blank
     * @param wording   the wording the questions were asked in; not null
     * @param sample    the sample they were drawn with, or null
     * @return the summary
     * @throws IllegalArgumentException when {@code dataset} or {@code generator} is blank
     * @since 0.7
     */
    public static EvalSummary of(List<QuestionResult> results, Comparison mode, String dataset, String generator,
                                 Wording wording, QuestionSample sample) {
        Objects.requireNonNull(results, "results");
        Coverage overall = Coverage.of(results);
        Breakdown all = Breakdown.of(results);
        Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
        for (QuestionResult r : results) verdicts.merge(r.verdict(), 1, Integer::sum);
        int ran = verdicts.getOrDefault(Verdict.CORRECT, 0) + verdicts.getOrDefault(Verdict.WRONG_RESULT, 0);
        int written = ran + verdicts.getOrDefault(Verdict.SQL_ERROR, 0) + verdicts.getOrDefault(Verdict.TIMEOUT, 0)
                + verdicts.getOrDefault(Verdict.REFUSED, 0);
        return new EvalSummary(dataset, generator, mode, all.total(), all.scored(), all.correct(), all.ex(),
                verdicts, Breakdown.ratio(ran, written),
                results.stream().mapToInt(QuestionResult::repairs).sum(),
                (int) results.stream().filter(r -> r.repairs() > 0).count(),
                verdicts.getOrDefault(Verdict.CLARIFICATION, 0),
                results.stream().mapToLong(QuestionResult::modelCalls).sum(),
                results.stream().mapToLong(QuestionResult::inputTokens).sum(),
                results.stream().mapToLong(QuestionResult::outputTokens).sum(),
                Percentiles.of(results.stream().mapToLong(QuestionResult::elapsedMillis).toArray()),
                Percentiles.of(results.stream().mapToLong(QuestionResult::modelMillis).toArray()),
                Percentiles.of(results.stream().mapToLong(QuestionResult::askdbMillis).toArray()),
                byTag(results), breakdowns(results, QuestionResult::db), RecallSummary.of(results),
                wording.label(), sample, overall.answered(), overall.coverage(), overall.precision(),
                HardnessBreakdown.of(results), DeclineReasons.of(results));
    }

    private static Map<String, Map<String, Breakdown>> byTag(List<QuestionResult> results) {
        Map<String, Map<String, Breakdown>> byTag = new TreeMap<>();
        results.stream().flatMap(r -> r.tags().keySet().stream()).distinct().forEach(key -> byTag.put(key,
                breakdowns(results.stream().filter(r -> r.tags().containsKey(key)).toList(), r -> r.tags().get(key))));
        return byTag;
    }

    private static Map<String, Breakdown> breakdowns(List<QuestionResult> results, Function<QuestionResult, String> key) {
        Map<String, List<QuestionResult>> groups = results.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.toList()));
        Map<String, Breakdown> out = new TreeMap<>();
        groups.forEach((k, rs) -> out.put(k, Breakdown.of(rs)));
        return out;
    }
}
