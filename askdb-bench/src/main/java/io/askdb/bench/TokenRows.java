package io.askdb.bench;

import dev.langchain4j.model.chat.request.ChatRequest;
import io.askdb.generation.GenerationRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code agent.tokens.<db>} row (prompt tokens per question of the first generate prompt
 * askdb sent: system and user message, linked tables only) and the {@code .whole} row (the same
 * prompt rebuilt with every table of the catalog, as a prompt that dumps the whole schema would
 * be), counted by {@link PromptTokens}. Each question is asked once: the counts do not vary.
 * Questions that end before any model call (refused by the router) are left out and counted in
 * the note.
 */
final class TokenRows {
    static final String UNIT = "tokens";

    private TokenRows() {
    }

    static String linked(String db) {
        return "agent.tokens." + db;
    }

    static String whole(String db) {
        return linked(db) + ".whole";
    }

    /**
     * @param db       the database's short name
     * @param pipeline its agent, prepared
     * @param names    the selected rows among {@link #linked} and {@link #whole}
     * @return those rows, linked first
     */
    static List<BenchRow> measure(String db, AgentPipeline pipeline, List<String> names) {
        return Bench.attemptAll(names, UNIT, () -> rows(db, pipeline, names));
    }

    private static List<BenchRow> rows(String db, AgentPipeline pipeline, List<String> names) {
        PromptTokens tokens = new PromptTokens();
        List<ScriptedQuestion> questions = pipeline.database().questions();
        List<Double> linked = new ArrayList<>();
        List<Double> whole = new ArrayList<>();
        double tablesShown = 0;
        for (ScriptedQuestion q : questions) {
            pipeline.ask(q);
            GenerationRequest first = pipeline.lastRequest();
            List<ChatRequest> sent = pipeline.model().requests();
            if (first == null || sent.isEmpty()) continue;
            linked.add((double) tokens.count(sent.get(0).messages()));
            whole.add((double) tokens.count(pipeline.wholeSchemaPrompt(first)));
            tablesShown += first.linked().tables().size();
        }
        if (linked.isEmpty()) throw new IllegalStateException("no question of " + db + " reached the model");
        int tables = pipeline.catalog().tables().size();
        double linkedMean = mean(linked);
        double wholeMean = mean(whole);
        int silent = questions.size() - linked.size();
        String skipped = silent == 0 ? "" : "; " + silent + (silent == 1 ? " question" : " questions") + " made no model call (left out)";
        List<BenchRow> out = new ArrayList<>();
        if (names.contains(linked(db))) {
            out.add(Percentiles.row(linked(db), UNIT, array(linked), String.format(Locale.ROOT,
                    "mean %.0f; the generate prompt askdb sent (system + user), %.1f linked tables of %d on average; %s tokens%s",
                    linkedMean, tablesShown / linked.size(), tables, PromptTokens.MODEL, skipped)));
        }
        if (names.contains(whole(db))) {
            out.add(Percentiles.row(whole(db), UNIT, array(whole), String.format(Locale.ROOT,
                    "mean %.0f, %.1fx the linked prompt; the same prompt with all %d tables; %s tokens%s",
                    wholeMean, wholeMean / linkedMean, tables, PromptTokens.MODEL, skipped)));
        }
        return out;
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    private static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
