package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QuestionSampleTest {
    private static final List<Integer> HUNDRED = IntStream.range(0, 100).boxed().toList();

    /** The documented algorithm written out: Collections.shuffle's swaps with Random(seed), first n, sorted. */
    private static List<Integer> byHand(int n, long seed) {
        int[] a = IntStream.range(0, 100).toArray();
        Random rnd = new Random(seed);
        for (int i = a.length; i > 1; i--) {
            int j = rnd.nextInt(i);
            int t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(a[i]);
        out.sort(null);
        return out;
    }

    @Test
    void should_keep_the_first_n_of_a_seeded_shuffle_in_dataset_order_when_sampling() {
        List<Integer> sample = new QuestionSample(10, 17).apply(HUNDRED);

        assertThat(sample).hasSize(10).isSorted().doesNotHaveDuplicates().isEqualTo(byHand(10, 17));
    }

    @Test
    void should_give_the_same_questions_when_size_and_seed_are_the_same() {
        assertThat(new QuestionSample(25, 3).apply(HUNDRED)).isEqualTo(new QuestionSample(25, 3).apply(HUNDRED));
        assertThat(new QuestionSample(25, 3).apply(HUNDRED)).isNotEqualTo(new QuestionSample(25, 4).apply(HUNDRED));
    }

    @Test
    void should_keep_every_question_when_the_sample_is_larger_than_the_dataset() {
        assertThat(new QuestionSample(500, 1).apply(List.of("a", "b", "c"))).containsExactly("a", "b", "c");
    }
}
