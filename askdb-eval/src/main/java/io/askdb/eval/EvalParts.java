package io.askdb.eval;

import io.askdb.explanation.Explainer;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.SqlGuard;
import io.askdb.linking.SchemaLinker;
import io.askdb.prompt.TokenCounter;
import io.askdb.TextToSql;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The parts of askdb an evaluation runs: the same guard and explainer as production, a
 * generator per question, and optionally a schema linker whose recall is measured.
 *
 * @param generatorName the generator's name for reports ("planner", "gold", "openai/gpt-4o"); not blank
 * @param generators    gives the generator for one question (the gold and replay generators
 *                      need the question; others ignore it); not null
 * @param guard         the guard every predicted statement must pass; not null
 * @param explainer     writes the answer text; not null
 * @param linker        the schema linker to measure, or null to skip linking recall
 * @param agent         adds the agent's steps (router, validation, dry run, critics, linking...) to
 *                      each question's pipeline, given the database's connection source; a no-op
 *                      for generators that are the reference (gold, replay)
 * @param tokens        counts prompt tokens for prompt recall, as the LLM generator counts them
 *                      (askdb eval gives askdb-langchain4j's {@code O200kTokenCounter}, and the
 *                      reports call the tokens {@code o200k_base}); not null when a linker is
 *                      given, else unused. Since 0.8
 * @since 0.1
 */
public record EvalParts(String generatorName, Function<EvalQuestion, SqlGenerator> generators, SqlGuard guard,
                        Explainer explainer, SchemaLinker linker,
                        BiConsumer<TextToSql.Builder, ReadOnlyConnectionSource> agent, TokenCounter tokens) {
    /** Parts without agent steps. */
    public EvalParts(String generatorName, Function<EvalQuestion, SqlGenerator> generators, SqlGuard guard,
                     Explainer explainer, SchemaLinker linker, TokenCounter tokens) {
        this(generatorName, generators, guard, explainer, linker, (b, s) -> { }, tokens);
    }

    /** Parts without agent steps or a linker: no linking recall is measured. */
    public EvalParts(String generatorName, Function<EvalQuestion, SqlGenerator> generators, SqlGuard guard,
                     Explainer explainer) {
        this(generatorName, generators, guard, explainer, null, null);
    }

    public EvalParts {
        if (generatorName == null || generatorName.isBlank()) throw new IllegalArgumentException("EvalParts.generatorName must not be blank");
        Objects.requireNonNull(generators, "EvalParts.generators");
        Objects.requireNonNull(guard, "EvalParts.guard");
        Objects.requireNonNull(explainer, "EvalParts.explainer");
        Objects.requireNonNull(agent, "EvalParts.agent");
        if (linker != null && tokens == null) {
            throw new IllegalArgumentException("EvalParts.tokens must not be null when a linker is given: prompt recall counts tokens with it");
        }
    }
}
