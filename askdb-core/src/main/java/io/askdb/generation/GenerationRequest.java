package io.askdb.generation;

import io.askdb.catalog.Catalog;
import io.askdb.conversation.Turn;
import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.Example;
import io.askdb.linking.LinkedSchema;
import java.util.List;
import java.util.Objects;

/**
 * What a generator needs for one question.
 *
 * @param question  the user's question (a follow-up already rewritten to stand alone); not blank
 * @param catalog   the database's catalog; not null
 * @param failed    earlier attempts for this question that failed, oldest first, each with the
 *                  exact error, violation or critic feedback; empty on the first try, and
 *                  non-empty when asking for a repair
 * @param evidence  business definitions or hints that come with the question (BIRD's "evidence",
 *                  defog's "instructions"), or empty; never null
 * @param linked    the linked schema (tables, join paths, value matches) to show the model, or
 *                  {@link LinkedSchema#NONE} when no linker ran and the generator selects tables itself
 * @param knowledge passages of the knowledge folder relevant to the question; possibly empty
 * @param examples  verified examples similar to the question, best first; possibly empty
 * @param earlier   the conversation's earlier turns, oldest first, when the question is asked in a
 *                  conversation and no follow-up rewriter made it stand alone (the offline planner
 *                  reads a follow-up such as "just the top 3" with them); empty otherwise (since 0.6)
 * @since 0.1
 */
public record GenerationRequest(String question, Catalog catalog, List<Attempt> failed, String evidence,
                                LinkedSchema linked, List<EvidenceChunk> knowledge, List<Example> examples,
                                List<Turn> earlier) {
    public GenerationRequest {
        if (question == null || question.isBlank()) {
            throw new IllegalArgumentException("GenerationRequest.question must not be blank");
        }
        Objects.requireNonNull(catalog, "GenerationRequest.catalog");
        failed = failed == null ? List.of() : List.copyOf(failed);
        evidence = evidence == null ? "" : evidence.strip();
        linked = linked == null ? LinkedSchema.NONE : linked;
        knowledge = knowledge == null ? List.of() : List.copyOf(knowledge);
        examples = examples == null ? List.of() : List.copyOf(examples);
        earlier = earlier == null ? List.of() : List.copyOf(earlier);
    }

    /** A request outside any conversation's earlier turns, as 0.1 to 0.5 made it. */
    public GenerationRequest(String question, Catalog catalog, List<Attempt> failed, String evidence,
                             LinkedSchema linked, List<EvidenceChunk> knowledge, List<Example> examples) {
        this(question, catalog, failed, evidence, linked, knowledge, examples, List.of());
    }

    /** A request with evidence but nothing linked or retrieved. */
    public GenerationRequest(String question, Catalog catalog, List<Attempt> failed, String evidence) {
        this(question, catalog, failed, evidence, LinkedSchema.NONE, List.of(), List.of());
    }

    /** A request without evidence. */
    public GenerationRequest(String question, Catalog catalog, List<Attempt> failed) {
        this(question, catalog, failed, "");
    }

    /** @return true when this request asks to repair a failed attempt */
    public boolean isRepair() {
        return !failed.isEmpty();
    }
}
