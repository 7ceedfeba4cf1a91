package io.askdb.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A deterministic random sample of a run's questions ({@code --sample N --seed S}). The
 * algorithm: the indices 0..n-1 of the questions are shuffled with
 * {@code Collections.shuffle(indices, new java.util.Random(seed))}, the first {@code size} of the
 * shuffled indices are kept, and the kept questions are returned in their dataset order. The same
 * questions, size and seed always give the same sample, on any JVM ({@link Random}'s sequence is
 * specified by the JDK).
 *
 * @param size how many questions to keep, at least 1; all of them when the list is shorter
 * @param seed the random seed
 * @since 0.7
 */
public record QuestionSample(int size, long seed) {
    public QuestionSample {
        if (size < 1) throw new IllegalArgumentException("QuestionSample.size must be >= 1, was " + size);
    }

    /**
     * @param questions the questions to sample from, in dataset order; not null
     * @param <T>       the element type
     * @return the sampled questions in their order in {@code questions}
     */
    public <T> List<T> apply(List<T> questions) {
        List<Integer> indices = new ArrayList<>(questions.size());
        for (int i = 0; i < questions.size(); i++) indices.add(i);
        Collections.shuffle(indices, new Random(seed));
        List<Integer> kept = new ArrayList<>(indices.subList(0, Math.min(size, indices.size())));
        Collections.sort(kept);
        List<T> out = new ArrayList<>(kept.size());
        for (int i : kept) out.add(questions.get(i));
        return out;
    }
}
