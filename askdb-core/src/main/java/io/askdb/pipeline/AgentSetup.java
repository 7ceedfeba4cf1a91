package io.askdb.pipeline;

import io.askdb.confidence.ConfidenceScorer;
import io.askdb.conversation.FollowUpRewriter;
import io.askdb.critic.Critic;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.SqlExecutor;
import io.askdb.explanation.DataRangeReader;
import io.askdb.explanation.Explainer;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.SqlGuard;
import io.askdb.history.HistoryStore;
import io.askdb.knowledge.EvidenceStore;
import io.askdb.knowledge.ExampleStore;
import io.askdb.linking.SchemaLinker;
import io.askdb.linking.ValueLinker;
import io.askdb.routing.Router;
import io.askdb.validation.DryRun;
import io.askdb.validation.SqlValidator;
import java.util.List;
import java.util.Objects;

/**
 * The parts of the agent, one per step. {@code linker} may be null: the generator then selects
 * tables itself.
 *
 * @param router          step 1; not null
 * @param rewriter        follow-up rewriting; not null
 * @param history         where a conversation's earlier turns are read from; not null
 * @param linker          step 2, schema linking, or null to skip it
 * @param valueLinker     step 2, value linking; not null
 * @param maxLinkedTables the most tables linking offers the generator, 1 to 200
 * @param evidence        step 3, business definitions; not null
 * @param examples        step 3, verified examples; not null
 * @param generator       step 4; not null
 * @param validator       step 6, schema compliance; not null
 * @param guard           step 6, the guard; not null
 * @param dryRun          step 6, the database dry run; not null
 * @param scorer          step 5, confidence; not null
 * @param clarifyBelow    confidence (0-100) under which a candidate with ambiguous terms becomes
 *                        a clarifying question; 0 never asks
 * @param executor        step 7; not null
 * @param limits          timeout and row cap; not null
 * @param critics         step 8, deterministic critics first; not null
 * @param explainer       step 10; not null
 * @param dataRanges      step 10, the data's range of a filtered date column when an answer found
 *                        nothing; not null ({@link DataRangeReader#NONE} reads none; since 0.6)
 * @param maxRepairs      step 9, repairs after the first attempt, 0 to 5
 * @since 0.2
 */
public record AgentSetup(Router router, FollowUpRewriter rewriter, HistoryStore history, SchemaLinker linker,
                         ValueLinker valueLinker, int maxLinkedTables, EvidenceStore evidence, ExampleStore examples,
                         SqlGenerator generator, SqlValidator validator, SqlGuard guard, DryRun dryRun,
                         ConfidenceScorer scorer, int clarifyBelow, SqlExecutor executor, ExecutionLimits limits,
                         List<Critic> critics, Explainer explainer, DataRangeReader dataRanges, int maxRepairs) {
    public AgentSetup {
        Objects.requireNonNull(router, "AgentSetup.router");
        Objects.requireNonNull(rewriter, "AgentSetup.rewriter");
        Objects.requireNonNull(history, "AgentSetup.history");
        Objects.requireNonNull(valueLinker, "AgentSetup.valueLinker");
        if (maxLinkedTables < 1 || maxLinkedTables > 200) {
            throw new IllegalArgumentException("AgentSetup.maxLinkedTables must be 1-200, was " + maxLinkedTables);
        }
        Objects.requireNonNull(evidence, "AgentSetup.evidence");
        Objects.requireNonNull(examples, "AgentSetup.examples");
        Objects.requireNonNull(generator, "AgentSetup.generator");
        Objects.requireNonNull(validator, "AgentSetup.validator");
        Objects.requireNonNull(guard, "AgentSetup.guard");
        Objects.requireNonNull(dryRun, "AgentSetup.dryRun");
        Objects.requireNonNull(scorer, "AgentSetup.scorer");
        if (clarifyBelow < 0 || clarifyBelow > 100) {
            throw new IllegalArgumentException("AgentSetup.clarifyBelow must be 0-100, was " + clarifyBelow);
        }
        Objects.requireNonNull(executor, "AgentSetup.executor");
        Objects.requireNonNull(limits, "AgentSetup.limits");
        critics = List.copyOf(critics);
        Objects.requireNonNull(explainer, "AgentSetup.explainer");
        Objects.requireNonNull(dataRanges, "AgentSetup.dataRanges");
        if (maxRepairs < 0 || maxRepairs > 5) throw new IllegalArgumentException("AgentSetup.maxRepairs must be 0-5, was " + maxRepairs);
    }
}
