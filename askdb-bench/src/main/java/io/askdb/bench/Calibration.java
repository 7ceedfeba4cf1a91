package io.askdb.bench;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.catalog.Catalog;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.langchain4j.LlmSqlGenerator;
import io.askdb.langchain4j.ReplayChatModel;
import io.askdb.linking.IndexProgress;
import io.askdb.linking.SchemaIndexStore;
import io.askdb.trace.TraceStep;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clarification calibration of issue 15 (not a test): does askdb answer a clear question when
 * the model's SQL is right, and ask when the question holds a real choice? Every case runs the
 * agent as {@code askdb ask} wires it with an LLM ({@link AgentPipeline#agent}), the model being
 * the replay provider's {@link ReplayChatModel} with the case's reply, and for any repair the same
 * reply with double-quoted text written in single quotes (see {@link #singleQuoted}); nothing
 * else is repaired, so a critic that rejects the gold SQL shows. The sets: {@link ClearCases} (Spider training questions and their Spider-Syn
 * paraphrases, replied with the gold SQL, self-rated 60-95, no ambiguous term or an
 * output-shaping one: should be answered) and {@link AmbiguousCases} (should be asked, except
 * the {@code one.reading} near misses). Prints, per kind, how many were answered and asked, then
 * every case that did not go the expected way with its status and the checks or steps that
 * decided it.
 *
 * <p>Run from the repository root (the data is read at run time, never copied):
 * {@code java -cp <askdb-bench classpath> io.askdb.bench.Calibration ../shared/data/spider-train [questions] [databases] [seed] [per kind]}
 * (defaults 400, 30, 15, 30). With the defaults it takes a few minutes on 2 cores, most of it
 * building the 30 schema indexes.
 *
 * @since 0.6
 */
public final class Calibration {
    private static final int REPLIES = AgentPipeline.MAX_REPAIRS + 1;
    private static final Pattern DOUBLE_QUOTED_TEXT = Pattern.compile("(?i)((?:=|!=|<>|<=|>=|<|>|\\blike|\\bin\\s*\\(|,)\\s*)\"([^\"]*)\"");

    private final Path spider;
    private final Path work;
    private final Map<String, TextToSql> agents = new LinkedHashMap<>();
    private final SwitchingChatModel model = new SwitchingChatModel();

    Calibration(Path spider, Path work) {
        this.spider = spider;
        this.work = work;
    }

    /**
     * @param args the Spider folder, then optionally questions, databases, seed and cases per ambiguous kind
     * @throws IOException when the work directory cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path spider = Path.of(args.length > 0 ? args[0] : "../shared/data/spider-train");
        int questions = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        int databases = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 15;
        int perKind = args.length > 4 ? Integer.parseInt(args[4]) : 30;
        Calibration run = new Calibration(spider, Files.createTempDirectory("askdb-calibration"));
        List<CalibrationCase> cases = new ArrayList<>(ClearCases.sample(spider, databases, questions, seed));
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        Map<String, Path> files = new LinkedHashMap<>();
        for (String db : new TreeSet<>(cases.stream().map(CalibrationCase::db).toList())) {
            catalogs.put(db, run.agent(db).catalog());
            files.put(db, sqlite(spider, db));
        }
        cases.addAll(AmbiguousCases.build(catalogs, files, perKind, seed));
        System.out.println(run.report(cases, System.err::println));
    }

    /** @return the SQLite file of a Spider database */
    static Path sqlite(Path spider, String db) {
        return spider.resolve("database").resolve(db).resolve(db + ".sqlite");
    }

    /** Asks every case and writes the report. */
    String report(List<CalibrationCase> cases, Consumer<String> progress) {
        Map<String, int[]> tally = new LinkedHashMap<>();
        List<String> misses = new ArrayList<>();
        int n = 0;
        for (CalibrationCase c : cases) {
            if (++n % 100 == 0) progress.accept(n + " of " + cases.size() + " asked");
            Answer a = ask(c);
            int[] t = tally.computeIfAbsent(c.kind(), k -> new int[3]);
            t[0]++;
            if (a.status() == Status.ANSWERED) t[1]++;
            if (a.status() == Status.CLARIFICATION_NEEDED) t[2]++;
            boolean expected = c.expectAsk() ? a.status() == Status.CLARIFICATION_NEEDED : a.status() == Status.ANSWERED;
            if (!expected) misses.add(miss(c, a));
        }
        StringBuilder out = new StringBuilder(String.format("%-24s %6s %9s %6s %9s%n", "kind", "cases", "answered", "asked", "expected"));
        for (Map.Entry<String, int[]> e : tally.entrySet()) {
            int[] t = e.getValue();
            boolean ask = e.getKey().startsWith("ambiguous") || e.getKey().startsWith("askdb");
            out.append(String.format("%-24s %6d %8.1f%% %5.1f%% %9s%n", e.getKey(), t[0], 100.0 * t[1] / t[0], 100.0 * t[2] / t[0],
                    ask ? "asked" : "answered"));
        }
        out.append("\nNot as expected (").append(misses.size()).append("):\n");
        misses.forEach(m -> out.append(m).append('\n'));
        return out.toString();
    }

    private Answer ask(CalibrationCase c) {
        List<String> replies = new ArrayList<>(List.of(c.reply()));
        replies.addAll(Collections.nCopies(REPLIES - 1, c.withSql(singleQuoted(c.sql())).reply()));
        model.use(ReplayChatModel.ofResponses(replies.toArray(String[]::new)));
        return agent(c.db()).ask(c.question());
    }

    /**
     * The repair a model makes when told that SQLite would read a double-quoted word as text
     * ("write text in single quotes"): Spider's gold SQL compares with double-quoted strings.
     */
    static String singleQuoted(String sql) {
        Matcher m = DOUBLE_QUOTED_TEXT.matcher(sql);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + "'" + m.group(2).replace("'", "''") + "'"));
        return m.appendTail(out).toString();
    }

    private TextToSql agent(String db) {
        return agents.computeIfAbsent(db, name -> {
            ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(sqlite(spider, name).toString(), null);
            SchemaIndexStore index = SchemaIndexStore.open(work.resolve(name));
            TextToSql askdb = AgentPipeline.agent(source, name, index, new LlmSqlGenerator(model, "calibration/replay"), model, null);
            index.index(askdb.catalog(), IndexProgress.NONE);
            return askdb;
        });
    }

    private static String miss(CalibrationCase c, Answer a) {
        List<String> why = new ArrayList<>();
        for (TraceStep step : a.trace().steps()) {
            String o = step.outcome();
            if (step.step().equals("confidence") || o.startsWith("rejected") || o.startsWith("failed") || o.startsWith("kept")
                    || step.step().equals("validate") && !o.startsWith("approved")) {
                why.add(step.step() + ": " + o);
            }
        }
        String text = a.text().length() > 200 ? a.text().substring(0, 200) + "..." : a.text();
        return "- [" + c.kind() + "] " + c.db() + " | " + c.question() + " | terms " + c.terms() + ", rated " + c.confidence()
                + " | " + a.status() + " | " + String.join(" / ", why) + " | " + text.replace('\n', ' ') + "\n    gold: " + c.sql();
    }
}
