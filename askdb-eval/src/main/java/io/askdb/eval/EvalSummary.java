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
 * @since 0.1
 */
public record EvalSummary(String dataset, String generator, Comparison comparison,
                          int total, int scored, int correct, double ex,
                          Map<Verdict, Integer> verdicts, double validSqlRate,
                          int repairs, int questionsRepaired, int clarifications,
                          long modelCalls, long inputTokens, long outputTokens,
                          Percentiles elapsedMillis, Percentiles modelMillis, Percentiles askdbMillis,
                          Map<String, Map<String, Breakdown>> byTag, Map<String, Breakdown> byDb,
                          RecallSummary linking) {
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
    }

    /**
     * Computes the summary of a run.
     *
     * @param results   the questions' results, in any order; not null
     * @param mode      the rule the verdicts were computed with; not null
     * @param dataset   the dataset's name; not blank
     * @param generator the generator's name; not blank
     * @return the summary
     * @throws IllegalArgumentException when {@code dataset} or {@code generator} is blank
     */
    public static EvalSummary of(List<QuestionResult> results, Comparison mode, String dataset, String generator) {
        Objects.requireNonNull(results, "results");
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
                byTag(results), breakdowns(results, QuestionResult::db), RecallSummary.of(results));
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
