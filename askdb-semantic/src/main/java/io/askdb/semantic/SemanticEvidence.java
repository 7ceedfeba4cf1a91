package io.askdb.semantic;

import io.askdb.knowledge.EvidenceChunk;
import io.askdb.knowledge.EvidenceStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The semantic model as evidence for the LLM path: for a question, the metrics whose name or a
 * synonym occurs in it (case-insensitive, singular and plural alike), then the user-written
 * descriptions of the entities it names, each as one passage with score 1. Longer terms win
 * overlaps: "sales support agent" names the employee entity, not a metric called "sales". No embeddings: a
 * business word either occurs in the question or it does not.
 *
 * <p>A metric's passage reads, for example: "Metric revenue (also: earnings): SUM(InvoiceLine.UnitPrice
 * * InvoiceLine.Quantity) over InvoiceLine; time column Invoice.InvoiceDate, joined by
 * InvoiceLine.InvoiceId = Invoice.InvoiceId."
 *
 * @since 0.3
 */
public final class SemanticEvidence implements EvidenceStore {
    /** The {@link EvidenceChunk#source()} of every passage. */
    public static final String SOURCE = "semantic.yaml";

    private final List<Passage> passages;

    /** A metric's or entity's terms and its passage; null for an entity without a description. */
    private record Passage(List<String> terms, EvidenceChunk chunk) {
    }

    /**
     * @param model a checked model, e.g. from {@link SemanticModels#read}; not null
     */
    public SemanticEvidence(SemanticModel model) {
        Objects.requireNonNull(model, "model");
        List<Passage> out = new ArrayList<>();
        for (Metric m : model.metrics()) {
            out.add(new Passage(m.terms(), new EvidenceChunk(SOURCE, "metric " + m.name(), PassageText.of(m, model), 1.0)));
        }
        for (Entity e : model.entities()) {
            boolean described = e.visible() && !e.description().isEmpty();
            out.add(new Passage(e.terms(),
                    described ? new EvidenceChunk(SOURCE, "entity " + e.name(), PassageText.of(e), 1.0) : null));
        }
        this.passages = List.copyOf(out);
    }

    /**
     * @param question the question; not blank
     * @param k        the most passages to return, at least 1
     * @return the passages of the metrics, then the entities, the question names, at most {@code k}
     * @throws IllegalArgumentException when the question is blank or k is below 1
     */
    @Override
    public List<EvidenceChunk> find(String question, int k) {
        if (question == null || question.isBlank()) throw new IllegalArgumentException("question must not be blank");
        if (k < 1) throw new IllegalArgumentException("k must be at least 1, was " + k);
        List<EvidenceChunk> out = new ArrayList<>();
        for (int i : TermMatches.owners(passages.stream().map(Passage::terms).toList(), question)) {
            EvidenceChunk chunk = passages.get(i).chunk();
            if (chunk != null && out.size() < k) out.add(chunk);
        }
        return List.copyOf(out);
    }
}
