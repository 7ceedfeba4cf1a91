package io.askdb.app.runtime;

import dev.langchain4j.model.chat.ChatModel;
import io.askdb.app.config.AskdbConfig;
import io.askdb.app.llm.ChatModels;
import io.askdb.critic.Critic;
import io.askdb.explanation.Explainer;
import io.askdb.generation.FastPathGenerator;
import io.askdb.generation.SqlGenerator;
import io.askdb.langchain4j.LlmCritic;
import io.askdb.langchain4j.LlmExplainer;
import io.askdb.langchain4j.LlmGeneratorOptions;
import io.askdb.langchain4j.LlmSqlGenerator;
import io.askdb.langchain4j.RecordingChatModel;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.ResultCritic;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The parts that depend on whether an LLM is configured: the chat model (built once, recording
 * every exchange when askdb.llm.record is set), the generator (the planner, the LLM, or both on
 * the fast path), the explainer and the critics.
 */
final class ModelParts {
    private final AskdbConfig config;
    private final java.util.function.Supplier<java.nio.file.Path> semanticModel;
    private Optional<ChatModel> chatModel;

    /**
     * @param config        the configuration
     * @param semanticModel gives the database's semantic model for the planner, or null; called on first use
     */
    ModelParts(AskdbConfig config, java.util.function.Supplier<java.nio.file.Path> semanticModel) {
        this.config = config;
        this.semanticModel = semanticModel;
    }

    /** @return the offline planner, with the semantic model when there is one */
    SqlGenerator planner() {
        return planner(true, null);
    }

    /**
     * @param semantic false for a database the semantic model is not about (a registered datasource)
     * @param whole    the database's catalog before the access policy, or null to check the model against the catalog a question sees
     */
    private SqlGenerator planner(boolean semantic, io.askdb.catalog.CatalogProvider whole) {
        java.nio.file.Path file = semantic ? semanticModel.get() : null;
        java.time.Clock clock = plannerClock(config.agent().plannerToday());
        if (file == null) return new KeywordPlanner(io.askdb.semantic.SemanticModel.empty(""), clock, synonyms());
        return new SemanticPlanner(file, clock, whole);
    }

    /** @return the planner's reading of synonyms: in-process MiniLM similarity and WordNet ({@link PlannerSynonyms}) */
    static io.askdb.planner.read.TermSimilarity synonyms() {
        return PlannerSynonyms.miniLmAndWordNet();
    }

    /** @return a clock fixed at the start of the configured day (UTC), or the system clock when none is configured */
    static java.time.Clock plannerClock(java.time.LocalDate today) {
        if (today == null) return java.time.Clock.systemDefaultZone();
        return java.time.Clock.fixed(today.atStartOfDay(java.time.ZoneOffset.UTC).toInstant(), java.time.ZoneOffset.UTC);
    }

    /** @throws io.askdb.error.AskdbException (CONFIGURATION) when the provider cannot be set up */
    synchronized Optional<ChatModel> chatModel() {
        if (chatModel == null) {
            chatModel = config.optionalLlm().map(s -> {
                ChatModel m = ChatModels.createRetrying(s);
                return config.agent().llmRecord() == null ? m : new RecordingChatModel(m, config.agent().llmRecord());
            });
        }
        return chatModel;
    }

    /** @return "provider/model"; only with an LLM configured */
    String modelName() {
        AskdbConfig.LlmSettings s = config.optionalLlm().orElseThrow();
        return s.provider() + "/" + s.model();
    }

    /** @return the offline planner, the LLM, or the LLM behind the planner on the fast path */
    SqlGenerator generator() {
        return generator(true, null);
    }

    /**
     * @param semantic whether the planner gets the configured semantic model: false for a database
     *                 it is not about (a datasource registered through askdb serve's API)
     * @param whole    the database's catalog before the access policy (the semantic model is checked against it), or null
     * @return the offline planner, the LLM, or the LLM behind the planner on the fast path
     */
    SqlGenerator generator(boolean semantic, io.askdb.catalog.CatalogProvider whole) {
        return chatModel().<SqlGenerator>map(m -> {
            AskdbConfig.AgentSettings agent = config.agent();
            SqlGenerator llm = new LlmSqlGenerator(m, modelName(), LlmGeneratorOptions.DEFAULTS.withPromptBudget(agent.promptBudget()));
            return agent.plannerFastPath() ? new FastPathGenerator(planner(semantic, whole), llm, agent.plannerMinConfidence()) : llm;
        }).orElseGet(() -> planner(semantic, whole));
    }

    /** @return the template explainer, or the model's when askdb.explain.model is on */
    Explainer explainer() {
        Explainer templates = new TemplateExplainer();
        if (chatModel().isEmpty() || !config.agent().modelExplainer()) return templates;
        return new LlmExplainer(chatModel().get(), modelName(), templates);
    }

    /** @return the deterministic critic, then the model's when askdb.critic.model is on */
    List<Critic> critics() {
        List<Critic> critics = new ArrayList<>(List.of(new ResultCritic()));
        if (chatModel().isPresent() && config.agent().modelCritic()) critics.add(new LlmCritic(chatModel().get(), modelName()));
        return critics;
    }
}
