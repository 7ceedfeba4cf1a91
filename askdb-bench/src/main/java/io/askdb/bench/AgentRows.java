package io.askdb.bench;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The agent rows, per database ({@code chinook}, then {@code beaver}: BEAVER's {@code dw}
 * schema): {@code agent.<db>}, askdb's own milliseconds per question through the full agent
 * ({@link AgentPipeline}) with a scripted model that answers at once; and
 * {@code agent.tokens.<db>} and {@code agent.tokens.<db>.whole}, the prompt tokens per question
 * of the generate prompt askdb sent and of the same prompt with the whole schema in it
 * ({@link TokenRows}). One pipeline per database serves its rows; its catalog read and schema
 * index build happen before any timing.
 */
final class AgentRows {
    static final String OWN_UNIT = "ms";
    static final List<String> DATABASES = List.of("chinook", "beaver", "beaver.neutron");
    /**
     * The most measured questions per agent row: a question takes tens of milliseconds, so the
     * 1,000 samples of the microsecond rows would take minutes. Fewer are taken when the
     * options ask for fewer.
     */
    static final int MAX_SAMPLES = 100;
    /** The most warm-up questions per agent row: one pass over Chinook's 25. */
    static final int MAX_WARMUP = 25;
    /** The longest question text a note quotes. */
    static final int QUOTE_CHARS = 60;
    /** How many steps the note names, slowest first. */
    static final int STEPS_SHOWN = 4;

    private final BenchOptions options;
    private final Sampler sampler;
    private final Consumer<String> progress;

    /**
     * @param options  what to run, the work directory and the Chinook file
     * @param sampler  the per-item counts, capped here at {@value #MAX_WARMUP} warm-up runs and {@value #MAX_SAMPLES} samples
     * @param progress receives one line per step
     */
    AgentRows(BenchOptions options, Sampler sampler, Consumer<String> progress) {
        this.options = options;
        this.sampler = sampler.capped(MAX_WARMUP, MAX_SAMPLES);
        this.progress = progress;
    }

    /** @return every agent row name, in run order */
    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (String db : DATABASES) out.addAll(List.of(own(db), TokenRows.linked(db), TokenRows.whole(db)));
        return out;
    }

    static String own(String db) {
        return "agent." + db;
    }

    /**
     * @param chinookMissing why the Chinook rows are skipped, or null when the file exists
     * @return the selected agent rows, in run order
     */
    List<BenchRow> measure(String chinookMissing) {
        List<BenchRow> rows = new ArrayList<>();
        database(rows, "chinook", chinookMissing, () -> AgentDatabase.chinook(options.chinook(), options.workDir()));
        database(rows, "beaver", null, () -> AgentDatabase.beaver(options.workDir()));
        database(rows, "beaver.neutron", null, () -> AgentDatabase.neutron(options.workDir()));
        return rows;
    }

    private void database(List<BenchRow> rows, String db, String skipReason, Supplier<AgentDatabase> source) {
        List<String> names = List.of(own(db), TokenRows.linked(db), TokenRows.whole(db)).stream().filter(options::selects).toList();
        if (names.isEmpty()) return;
        if (skipReason != null) {
            names.forEach(n -> rows.add(BenchRow.skipped(n, unit(n), skipReason)));
            return;
        }
        progress.accept("agent." + db + ": reading the catalog and the schema index");
        AgentPipeline pipeline;
        try {
            pipeline = new AgentPipeline(source.get(), options.workDir().resolve("agent-index").resolve(db));
            pipeline.prepare();
        } catch (RuntimeException e) {
            names.forEach(n -> rows.add(new BenchRow(n, unit(n), 0, 0, 0, "failed: " + Bench.reason(e))));
            return;
        }
        if (names.contains(own(db))) {
            progress.accept(own(db) + ": " + pipeline.database().questions().size() + " questions, " + sampler.describe());
            rows.add(Bench.attempt(own(db), OWN_UNIT, () -> ownTime(own(db), pipeline)));
        }
        List<String> tokenNames = names.stream().filter(n -> !n.equals(own(db))).toList();
        if (!tokenNames.isEmpty()) {
            progress.accept(TokenRows.linked(db) + ": " + pipeline.database().questions().size() + " questions, once each");
            rows.addAll(TokenRows.measure(db, pipeline, tokenNames));
        }
    }

    private static String unit(String name) {
        return name.startsWith("agent.tokens.") ? TokenRows.UNIT : OWN_UNIT;
    }

    /** One measured question: askdb's own time two ways, how it ended, and how often the model was asked. */
    private record Sample(String question, double ownMs, Trace trace, Status status, long modelCalls) {
    }

    BenchRow ownTime(String name, AgentPipeline pipeline) {
        List<ScriptedQuestion> questions = pipeline.database().questions();
        List<Sample> samples = sampler.collect(k -> sample(pipeline, questions.get(k % questions.size())));
        double[] ms = samples.stream().mapToDouble(Sample::ownMs).toArray();
        double[] trace = samples.stream().mapToDouble(s -> s.trace().ownMillis()).toArray();
        long answered = samples.stream().filter(s -> s.status() == Status.ANSWERED).count();
        long firstTry = samples.stream().filter(s -> s.status() == Status.ANSWERED && s.modelCalls() == 1).count();
        Map<String, Status> missed = new TreeMap<>();
        samples.stream().filter(s -> s.status() != Status.ANSWERED).forEach(s -> missed.put(s.question(), s.status()));
        String note = String.format(Locale.ROOT, "%d questions over %d tables; wall-clock of ask() minus the scripted model's "
                        + "time; Trace.ownMillis p50 %.0f ms, p95 %.0f ms; mean ms per step: %s; %d of %d samples answered, "
                        + "%d at the first try%s",
                questions.size(), pipeline.catalog().tables().size(), Percentiles.nearestRank(trace, 50),
                Percentiles.nearestRank(trace, 95), slowestSteps(samples), answered, samples.size(), firstTry, missedText(missed));
        return Percentiles.row(name, OWN_UNIT, ms, note);
    }

    private static Sample sample(AgentPipeline pipeline, ScriptedQuestion q) {
        ScriptedChatModel model = pipeline.model();
        long calls = model.calls();
        long modelNanos = model.nanos();
        long start = System.nanoTime();
        Answer answer = pipeline.ask(q);
        long wall = System.nanoTime() - start;
        double own = (wall - (model.nanos() - modelNanos)) / 1e6;
        return new Sample(q.question(), own, answer.trace(), answer.status(), model.calls() - calls);
    }

    /** @return the {@value #STEPS_SHOWN} steps with the most own milliseconds per sample, e.g. "link 12.1, retrieve 8.0" */
    private static String slowestSteps(List<Sample> samples) {
        Map<String, Double> perStep = new HashMap<>();
        for (Sample s : samples) {
            for (TraceStep step : s.trace().steps()) perStep.merge(step.step(), (double) step.millis() - step.modelMillis(), Double::sum);
        }
        return perStep.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(STEPS_SHOWN)
                .map(e -> String.format(Locale.ROOT, "%s %.1f", e.getKey(), e.getValue() / samples.size()))
                .collect(Collectors.joining(", "));
    }

    private static String quote(String question) {
        return question.length() <= QUOTE_CHARS ? question : question.substring(0, QUOTE_CHARS - 3) + "...";
    }

    private static String missedText(Map<String, Status> missed) {
        if (missed.isEmpty()) return "";
        List<String> shown = new ArrayList<>();
        missed.entrySet().stream().limit(3).forEach(e -> shown.add(e.getValue().name().toLowerCase(Locale.ROOT) + ": " + quote(e.getKey())));
        return "; not answered (" + missed.size() + "): " + String.join(" | ", shown) + (missed.size() > 3 ? " | ..." : "");
    }
}
