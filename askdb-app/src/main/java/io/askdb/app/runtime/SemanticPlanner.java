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
    private final io.askdb.catalog.CatalogProvider whole;
    private Catalog catalog;
    private KeywordPlanner planner;

    /**
     * @param model the semantic model's YAML file; not null
     * @param clock gives the day relative dates end on; not null
     * @param whole the database's whole catalog, before the access policy hides names: the file is
     *              checked against it, and what the policy hides is left out of the model; null to
     *              check it against the catalog a question sees
     */
    SemanticPlanner(Path model, java.time.Clock clock, io.askdb.catalog.CatalogProvider whole) {
        this.model = model;
        this.clock = clock;
        this.whole = whole;
    }

    /**
     * @param file    the semantic model; not null
     * @param whole   the database's catalog before the access policy; not null
     * @param visible the catalog the agent sees; not null
     * @return the model checked against the whole catalog, without the names the policy hides
     * @throws io.askdb.error.AskdbException (BAD_INPUT) listing the file's problems
     */
    static io.askdb.semantic.SemanticModel model(Path file, Catalog whole, Catalog visible) {
        if (!java.nio.file.Files.exists(file)) return SemanticModels.read(file, visible);
        return SemanticModels.readIfPresent(file, whole, visible);
    }

    /** @throws io.askdb.error.AskdbException (BAD_INPUT) listing the model's problems */
    @Override
    public Generation generate(GenerationRequest request) {
        return planner(request.catalog()).generate(request);
    }

    private synchronized KeywordPlanner planner(Catalog current) {
        if (planner == null || catalog != current) {
            planner = new KeywordPlanner(java.nio.file.Files.exists(model) ? model(model, whole == null ? current : whole.catalog(), current)
                    : io.askdb.semantic.SemanticModel.empty(""), clock, ModelParts.synonyms());
            catalog = current;
        }
        return planner;
    }

    @Override
    public String name() {
        return "planner";
    }

    /** @return false: the planner writes the same SQL when asked again */
    @Override
    public boolean repairs() {
        return false;
    }
}
