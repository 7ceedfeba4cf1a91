package io.askdb.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.prompt.PromptSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a run's output directory holds results of (dataset, generator, comparison, linking only),
 * the wording of the questions and the prompt budget prompt recall is measured at, kept in
 * {@code run.json}, so {@code --resume} never mixes results of different runs ({@code run.json}
 * before 0.8 has no budget: it was measured at none, and counts as the default).
 */
record RunStamp(String dataset, String generator, Comparison comparison, boolean linkingOnly, Wording wording, int promptBudget) {
    static final String FILE = "run.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    void write(Path dir) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dataset", dataset);
        m.put("generator", generator);
        m.put("comparison", comparison.name().toLowerCase(java.util.Locale.ROOT));
        m.put("linking_only", linkingOnly);
        m.put("wording", wording.label());
        m.put("prompt_budget", promptBudget);
        try {
            JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve(FILE).toFile(), m);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.CONFIGURATION, "Cannot write " + dir.resolve(FILE) + " (" + e.getMessage() + ").");
        }
    }

    /** @return ", prompt budget N" for a budget other than the default, else empty (so earlier messages stay as they were) */
    private static String budget(int tokens) {
        return tokens == PromptSchema.DEFAULT_BUDGET ? "" : ", prompt budget " + tokens;
    }

    /** @throws AskdbException BAD_INPUT when the directory holds results of another kind of run */
    void checkSameAs(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot resume: " + dir + " has no " + FILE
                    + ", so its results may be of another run. Run without --resume, or choose another --out.");
        }
        JsonNode old;
        try {
            old = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot resume: " + file + " is unreadable (" + e.getMessage() + ").");
        }
        String was = old.path("dataset").asText() + ", generator " + old.path("generator").asText() + ", "
                + old.path("comparison").asText() + " rules" + (old.path("linking_only").asBoolean() ? ", linking only" : "")
                + ", " + old.path("wording").asText(Wording.ORIGINAL.label()) + " wording" // run.json before 0.7 has no wording
                + budget(old.path("prompt_budget").asInt(PromptSchema.DEFAULT_BUDGET));
        String now = dataset + ", generator " + generator + ", " + comparison.name().toLowerCase(java.util.Locale.ROOT) + " rules"
                + (linkingOnly ? ", linking only" : "") + ", " + wording.label() + " wording" + budget(promptBudget);
        if (!was.equals(now)) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "Cannot resume: " + dir + " holds a run of " + was + ", not of " + now
                    + ". Run without --resume to replace it, or choose another --out.");
        }
    }
}
