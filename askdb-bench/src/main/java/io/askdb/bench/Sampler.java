package io.askdb.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/** Runs a task for warm-up and then for measured samples, timing each measured run. */
final class Sampler {
    private final int warmup;
    private final int repetitions;

    /**
     * @param warmup      unmeasured runs first, at least 0
     * @param repetitions measured runs, at least 1
     */
    Sampler(int warmup, int repetitions) {
        this.warmup = warmup;
        this.repetitions = repetitions;
    }

    /**
     * @param maxWarmup      the most warm-up runs
     * @param maxRepetitions the most measured runs, at least 1
     * @return a sampler with this one's counts, each cut to its maximum
     */
    Sampler capped(int maxWarmup, int maxRepetitions) {
        return new Sampler(Math.min(warmup, maxWarmup), Math.min(repetitions, maxRepetitions));
    }

    /** @return e.g. "1 warm-up + 5 samples" */
    String describe() {
        return warmup + " warm-up + " + repetitions + " samples";
    }

    /**
     * @param task   the work of one run; receives the run number (warm-up runs first, from 0), so
     *               a per-item row can cycle through its corpus with {@code k % size}
     * @param nanosPerUnit nanoseconds per reported unit: 1,000 for microseconds, 1,000,000 for ms
     * @return the duration of each measured run in that unit
     */
    double[] time(IntConsumer task, double nanosPerUnit) {
        for (int k = 0; k < warmup; k++) task.accept(k);
        double[] out = new double[repetitions];
        for (int k = 0; k < repetitions; k++) {
            long t0 = System.nanoTime();
            task.accept(warmup + k);
            out[k] = (System.nanoTime() - t0) / nanosPerUnit;
        }
        return out;
    }

    /**
     * Like {@link #time}, for a task that measures itself.
     *
     * @param task the work of one run, returning its measurement; receives the run number as in {@link #time}
     * @return the measurements of the measured runs, in order (warm-up runs' are dropped)
     */
    <T> List<T> collect(IntFunction<T> task) {
        for (int k = 0; k < warmup; k++) task.apply(k);
        List<T> out = new ArrayList<>(repetitions);
        for (int k = 0; k < repetitions; k++) out.add(task.apply(warmup + k));
        return out;
    }
}
