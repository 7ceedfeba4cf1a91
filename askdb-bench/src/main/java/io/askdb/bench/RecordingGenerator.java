package io.askdb.bench;

import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import java.util.Objects;

/**
 * Passes every request to a generator and keeps the first one since {@link #reset}: the first
 * try's request (question, catalog, linked schema, knowledge, examples), from which the tokens
 * rows rebuild the same prompt over the whole schema. Not thread-safe.
 */
final class RecordingGenerator implements SqlGenerator {
    private final SqlGenerator delegate;
    private GenerationRequest first;

    RecordingGenerator(SqlGenerator delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public Generation generate(GenerationRequest request) {
        if (first == null) first = request;
        return delegate.generate(request);
    }

    @Override
    public String name() {
        return delegate.name();
    }

    /** Forgets the request kept. */
    void reset() {
        first = null;
    }

    /** @return the first request since {@link #reset}, or null when none came */
    GenerationRequest first() {
        return first;
    }

    @Override
    public boolean repairs() {
        return delegate.repairs();
    }
}
