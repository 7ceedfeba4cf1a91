package io.askdb.linking;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The content words of a question ({@link ContentWords}) that match nothing in the catalog: no
 * indexed term of a table, column, comment or sample value, no sample value by the value-linking
 * rules, and, in hybrid mode, no table or column description with a cosine similarity of at
 * least {@value #SEMANTIC_MATCH} ("people" meets a {@code person} table, "Haryana" meets nothing
 * in {@code person(id, name, alias, age)}). A generator told about them can say that the data
 * does not hold what the question asks for, instead of inventing a column. The semantic verdict
 * of the last {@value #MAX_CACHED} words is remembered, so repeated words cost no embedding.
 */
final class UnmatchedTerms {
    /** The least cosine similarity between a word and a description that counts as a match. */
    static final double SEMANTIC_MATCH = 0.4;

    /** How many words' semantic verdicts are remembered. */
    static final int MAX_CACHED = 4096;

    private final Map<String, Boolean> semanticVerdicts = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > MAX_CACHED;
        }
    };
    private final Predicate<String> lexicalHit;
    private final ValueDictionary values;
    private final TextEmbedder embedder;
    private final SemanticRanking semantic;

    /**
     * @param lexicalHit tells whether a lower-case word's terms occur in the index
     * @param values     the catalog's sample values
     * @param embedder   null in lexical mode
     * @param semantic   null in lexical mode
     */
    UnmatchedTerms(Predicate<String> lexicalHit, ValueDictionary values, TextEmbedder embedder, SemanticRanking semantic) {
        this.lexicalHit = lexicalHit;
        this.values = values;
        this.embedder = embedder;
        this.semantic = semantic;
    }

    /** @return the unmatched content words, lower-case, in question order, each once */
    List<String> of(String question) {
        Set<String> out = new LinkedHashSet<>();
        for (ContentWords.Word w : ContentWords.words(question)) {
            String lower = w.lower();
            if (ContentWords.isContent(lower) && !lexicalHit.test(lower) && !values.matchesValue(lower)) out.add(lower);
        }
        if (semantic == null || out.isEmpty()) return List.copyOf(out);
        Map<String, Boolean> verdicts = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        synchronized (semanticVerdicts) {
            for (String w : out) {
                Boolean v = semanticVerdicts.get(w);
                if (v == null) unknown.add(w); else verdicts.put(w, v);
            }
        }
        List<float[]> vectors = embedder.embedAll(unknown);
        for (int i = 0; i < unknown.size(); i++) verdicts.put(unknown.get(i), semantic.best(vectors.get(i)) >= SEMANTIC_MATCH);
        synchronized (semanticVerdicts) {
            semanticVerdicts.putAll(verdicts);
        }
        out.removeIf(verdicts::get);
        return List.copyOf(out);
    }
}
