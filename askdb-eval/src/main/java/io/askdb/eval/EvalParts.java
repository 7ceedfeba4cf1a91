package io.askdb.eval;

import io.askdb.explanation.Explainer;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.SqlGuard;
import io.askdb.linking.SchemaLinker;
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
 * @since 0.1
 */
public record EvalParts(String generatorName, Function<EvalQuestion, SqlGenerator> generators, SqlGuard guard,
                        Explainer explainer, SchemaLinker linker,
                        BiConsumer<TextToSql.Builder, ReadOnlyConnectionSource> agent) {
    /** Parts without agent steps. */
    public EvalParts(String generatorName, Function<EvalQuestion, SqlGenerator> generators, SqlGuard guard,
                     Explainer explainer, SchemaLinker linker) {
        this(generatorName, generators, guard, explainer, linker, (b, s) -> { });
    }

    public EvalParts {
        if (generatorName == null || generatorName.isBlank()) throw new IllegalArgumentException("EvalParts.generatorName must not be blank");
        Objects.requireNonNull(generators, "EvalParts.generators");
        Objects.requireNonNull(guard, "EvalParts.guard");
        Objects.requireNonNull(explainer, "EvalParts.explainer");
        Objects.requireNonNull(agent, "EvalParts.agent");
    }
}
