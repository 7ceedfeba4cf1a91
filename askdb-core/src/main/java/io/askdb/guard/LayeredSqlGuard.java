package io.askdb.guard;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The guard: runs every layer, writes the row cap, and runs every layer again on the capped
 * statement, so the rewrite itself is checked (and, when first asked for, on the limiter's count
 * statement, see {@link ApprovedSql#countSql()}). Any refusal wins; a layer that throws counts as
 * a refusal (fail closed).
 *
 * @since 0.1
 */
public final class LayeredSqlGuard implements SqlGuard {
    private final List<GuardLayer> layers;
    private final RowLimiter limiter;

    /**
     * @param layers  the layers, in order (cheapest first); not empty
     * @param limiter writes the row cap; not null
     */
    public LayeredSqlGuard(List<GuardLayer> layers, RowLimiter limiter) {
        this.layers = List.copyOf(Objects.requireNonNull(layers, "layers"));
        if (this.layers.isEmpty()) throw new IllegalArgumentException("layers must not be empty");
        this.limiter = Objects.requireNonNull(limiter, "limiter");
    }

    @Override
    public GuardResult check(GuardRequest request) {
        String candidate = trimStatement(request.sql());
        if (candidate.isEmpty()) {
            return Refusal.validity("empty", "The SQL is empty; give one SELECT statement.");
        }
        GuardRequest trimmed = request.withSql(candidate);
        Optional<Refusal> refusal = inspectAll(trimmed);
        if (refusal.isPresent()) return refusal.get();
        String capped;
        try {
            capped = limiter.limit(trimmed, request.rowCap() + 1);
        } catch (RuntimeException e) {
            return Refusal.safety("row-cap", "Could not add a row cap to this statement (" + e.getMessage() + "), so it is refused.");
        }
        Optional<Refusal> again = inspectAll(trimmed.withSql(capped));
        if (again.isPresent()) return again.get();
        return new ApprovedSql(capped, candidate, request.dialect(), request.rowCap(), () -> count(trimmed));
    }

    /** The limiter's count statement when every layer accepts it; empty otherwise (the total is then unknown). */
    private Optional<String> count(GuardRequest trimmed) {
        Optional<String> count = limiter.count(trimmed);
        if (count == null || count.isEmpty()) return Optional.empty();
        return inspectAll(trimmed.withSql(count.get())).isPresent() ? Optional.empty() : count;
    }

    private Optional<Refusal> inspectAll(GuardRequest request) {
        for (GuardLayer layer : layers) {
            Optional<Refusal> r;
            try {
                r = layer.inspect(request);
            } catch (RuntimeException e) {
                return Optional.of(Refusal.safety("guard-error",
                        "The statement could not be checked (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                                + "), so it is refused."));
            }
            if (r.isPresent()) return r;
        }
        return Optional.empty();
    }

    /** Trims whitespace and one trailing semicolon (with whitespace after it). */
    static String trimStatement(String sql) {
        String s = sql.strip();
        if (s.endsWith(";")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        return s;
    }
}
