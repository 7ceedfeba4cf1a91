package io.askdb.knowledge.store;

import io.askdb.knowledge.Example;
import io.askdb.linking.TextEmbedder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable snapshot of the examples with their question vectors, keyed by
 * {@link JsonlExampleStore#key}; a later example with the same key replaces the earlier one but
 * keeps its position.
 */
final class ExampleIndex {
    static final ExampleIndex EMPTY = new ExampleIndex(new LinkedHashMap<>());

    private record Entry(ExampleLines.Pair pair, float[] vector) {
    }

    private final Map<String, Entry> entries;

    private ExampleIndex(LinkedHashMap<String, Entry> entries) {
        this.entries = entries;
    }

    int size() {
        return entries.size();
    }

    /** @return a new index with the pairs added, embedded in one batch */
    ExampleIndex with(List<ExampleLines.Pair> pairs, TextEmbedder embedder) {
        List<float[]> vectors = embedder.embedAll(pairs.stream().map(ExampleLines.Pair::question).toList());
        LinkedHashMap<String, Entry> copy = new LinkedHashMap<>(entries);
        for (int i = 0; i < pairs.size(); i++) {
            copy.put(JsonlExampleStore.key(pairs.get(i).question()), new Entry(pairs.get(i), vectors.get(i)));
        }
        return new ExampleIndex(copy);
    }

    /** @return a new index with the pair added */
    ExampleIndex with(ExampleLines.Pair pair, float[] vector) {
        LinkedHashMap<String, Entry> copy = new LinkedHashMap<>(entries);
        copy.put(JsonlExampleStore.key(pair.question()), new Entry(pair, vector));
        return new ExampleIndex(copy);
    }

    /**
     * @param question the question, for recognising an example with the same question (similarity 1)
     * @param vector   the question's unit vector
     * @return the k examples most similar to the question with similarity at least the floor,
     *         best first; ties keep file order
     */
    List<Example> find(String question, float[] vector, int k, double floor) {
        String key = JsonlExampleStore.key(question);
        List<Example> found = new ArrayList<>();
        for (Map.Entry<String, Entry> me : entries.entrySet()) {
            Entry e = me.getValue();
            double similarity = me.getKey().equals(key) ? 1.0 : TextEmbedder.similarity(vector, e.vector());
            if (similarity >= floor) found.add(new Example(e.pair().question(), e.pair().sql(), similarity));
        }
        found.sort(Comparator.comparingDouble(Example::similarity).reversed());
        return found.size() > k ? List.copyOf(found.subList(0, k)) : List.copyOf(found);
    }
}
