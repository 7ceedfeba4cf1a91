package io.askdb.generation;

import io.askdb.catalog.Catalog;
import java.util.List;
import java.util.Objects;

/**
 * What a generator needs for one question.
 *
 * @param question the user's question; not blank
 * @param catalog  the database's catalog; not null
 * @param failed   earlier attempts for this question that failed, oldest first; empty on the
 *                 first try, and non-empty when asking for a repair
 * @param evidence business definitions or hints that come with the question (BIRD's "evidence",
 *                 defog's "instructions"), or empty; never null
 * @since 0.1
 */
public record GenerationRequest(String question, Catalog catalog, List<Attempt> failed, String evidence) {
    public GenerationRequest {
        if (question == null || question.isBlank()) {
            throw new IllegalArgumentException("GenerationRequest.question must not be blank");
        }
        Objects.requireNonNull(catalog, "GenerationRequest.catalog");
        failed = failed == null ? List.of() : List.copyOf(failed);
        evidence = evidence == null ? "" : evidence.strip();
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
