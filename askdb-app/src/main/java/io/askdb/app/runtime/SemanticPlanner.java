package io.askdb.app.runtime;

import io.askdb.catalog.Catalog;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.planner.KeywordPlanner;
import io.askdb.semantic.SemanticModels;
import java.nio.file.Path;

/**
 * The offline planner with the database's semantic model, read on the first question (the model
 * is checked against the catalog, which is only read then) and kept for that catalog.
 */
final class SemanticPlanner implements SqlGenerator {
    private final Path model;
    private final java.time.Clock clock;
    private Catalog catalog;
    private KeywordPlanner planner;

    /**
     * @param model the semantic model's YAML file; not null
     * @param clock gives the day relative dates end on; not null
     */
    SemanticPlanner(Path model, java.time.Clock clock) {
        this.model = model;
        this.clock = clock;
    }

    /** @throws io.askdb.error.AskdbException (BAD_INPUT) listing the model's problems */
    @Override
    public Generation generate(GenerationRequest request) {
        return planner(request.catalog()).generate(request);
    }

    private synchronized KeywordPlanner planner(Catalog current) {
        if (planner == null || catalog != current) {
            planner = new KeywordPlanner(SemanticModels.readIfPresent(model, current), clock);
            catalog = current;
        }
        return planner;
    }

    @Override
    public String name() {
        return "planner";
    }
}
