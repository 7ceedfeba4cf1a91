package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.eval.EvalParts;
import io.askdb.eval.EvalQuestion;
import io.askdb.eval.GoldGenerator;
import io.askdb.eval.ReplayGenerator;
import io.askdb.explanation.Explainer;
import io.askdb.generation.SqlGenerator;
import io.askdb.langchain4j.O200kTokenCounter;
import io.askdb.linking.SchemaLinker;
import io.askdb.planner.KeywordPlanner;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * Turns {@code --generator planner|llm|gold|replay:FILE} into the generator an evaluation runs.
 * Gold and replay get no repairs: a recorded or gold statement that fails must show its error.
 */
final class EvalSetup {
    private final String name;
    private final Function<EvalQuestion, SqlGenerator> generators;
    private final int repairs;
    private final AskdbRuntime runtime;

    EvalSetup(AskdbRuntime runtime, String spec, boolean linkingOnly) {
        this.runtime = runtime;
        String choice = spec == null ? (linkingOnly ? "none" : runtime.config().optionalLlm().isEmpty() ? "planner" : "llm") : spec.strip();
        if (choice.equals("none")) {
            name = "none (linking only)";
            generators = q -> { throw new IllegalStateException("a linking-only run generates no SQL"); };
            repairs = 0;
        } else if (choice.equals("planner")) {
            SqlGenerator planner = runtime.config().agent().semanticPath() != null ? runtime.planner() : new KeywordPlanner(io.askdb.semantic.SemanticModel.empty(""), java.time.Clock.systemDefaultZone(),
                    io.askdb.app.runtime.PlannerSynonyms.miniLmAndWordNet());
            name = "planner";
            generators = q -> planner;
            repairs = runtime.config().maxRepairs();
        } else if (choice.equals("llm")) {
            SqlGenerator llm = runtime.llmGenerator().orElseThrow(() -> new AskdbException(ErrorCode.CONFIGURATION,
                    "--generator llm needs a model: set --llm-provider and --llm-model (or ASKDB_LLM_PROVIDER and ASKDB_LLM_MODEL)."));
            name = llm.name();
            generators = q -> llm;
            repairs = runtime.config().maxRepairs();
        } else if (choice.equals("gold")) {
            name = "gold";
            generators = GoldGenerator::new;
            repairs = 0;
        } else if (choice.startsWith("replay:") && choice.length() > "replay:".length()) {
            ReplayGenerator replay = ReplayGenerator.read(Path.of(choice.substring("replay:".length())));
            name = "replay";
            generators = replay::forQuestion;
            repairs = 0;
        } else {
            throw new AskdbException(ErrorCode.BAD_INPUT, "--generator: '" + choice
                    + "' is not one of planner, llm, gold, replay:FILE (e.g. --generator replay:eval-out/run/questions.jsonl).");
        }
    }

    /** @return the generator's name for reports and the default output directory */
    String name() {
        return name;
    }

    /** @return repairs allowed per question */
    int repairs() {
        return repairs;
    }

    /** @return the parts, prompt recall counted in the LLM generator's tokens ({@code o200k_base}) */
    EvalParts parts(Explainer explainer, SchemaLinker linker) {
        boolean reference = name.equals("gold") || name.equals("replay") || name.startsWith("none");
        O200kTokenCounter tokens = new O200kTokenCounter();
        if (reference) return new EvalParts(name, generators, runtime.guard(), explainer, linker, runtime::applyPolicy, tokens);
        return new EvalParts(name, generators, runtime.guard(), explainer, linker, (b, source) -> {
            runtime.configureAgent(b, source, false);
            runtime.applyPolicy(b, source);
        }, tokens);
    }
}
