package io.askdb.app.runtime;

import io.askdb.linking.PhraseSimilarity;
import io.askdb.linking.WordNetRelation;
import io.askdb.planner.read.TermSimilarity;

/**
 * The offline planner's reading of synonyms as the apps wire it: in-process MiniLM similarity
 * ({@link PhraseSimilarity#miniLm()}) and the WordNet relation ({@link WordNetRelation}), both loaded on
 * first use, so a question the catalog's own names read loads neither.
 */
public final class PlannerSynonyms {
    private PlannerSynonyms() {}

    /** @return a new similarity over the process-wide MiniLM embedder and a lazily loaded WordNet */
    public static TermSimilarity miniLmAndWordNet() {
        return of(PhraseSimilarity.miniLm(), new WordNetRelation());
    }

    /**
     * @param similarity the measured similarity; not null
     * @param relation   the lexical relation; not null
     * @return a similarity answering {@link TermSimilarity#related} by the relation
     */
    public static TermSimilarity of(PhraseSimilarity similarity, WordNetRelation relation) {
        java.util.Objects.requireNonNull(similarity, "similarity");
        java.util.Objects.requireNonNull(relation, "relation");
        return TermSimilarity.of(similarity::similarity, relation::related);
    }
}
