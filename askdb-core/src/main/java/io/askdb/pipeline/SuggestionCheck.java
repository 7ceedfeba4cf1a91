package io.askdb.pipeline;

import io.askdb.catalog.Catalog;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.Refusal;
import io.askdb.guard.SqlGuard;
import io.askdb.policy.Caller;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps only the suggestions of a decline that askdb would not refuse. The generator plans its
 * suggestions over the catalog the caller may see, but the guard refuses more than that catalog
 * shows: any use of a masked column but a bare projection ("What is the average salary of
 * employees?" under a masked salary), a row-filtered table without the caller's value. So each
 * suggestion is asked of the generator as a question of its own (nothing linked, no earlier turns)
 * and dropped when the SQL it gets is refused by the guard for this caller, or when asking it
 * fails. A suggestion the generator declines (a hint such as "Configure an LLM ...") or answers
 * with SQL the guard approves is kept, in its place.
 *
 * <p>Only a generator that does not repair ({@link SqlGenerator#repairs()} false: the deterministic
 * offline planner) is asked, since it gives the same SQL when the user asks the suggestion; for an
 * LLM each check would be a model call, and its suggestions are clarifying questions back to the user.
 */
final class SuggestionCheck {
    private final SqlGenerator generator;
    private final SqlGuard guard;
    private final Catalog catalog;
    private final int maxRows;

    SuggestionCheck(SqlGenerator generator, SqlGuard guard, Catalog catalog, int maxRows) {
        this.generator = generator;
        this.guard = guard;
        this.catalog = catalog;
        this.maxRows = maxRows;
    }

    /**
     * @param suggestions the decline's suggestions, in order; not null
     * @param caller      whose row filters the guard applies; not null
     * @return the suggestions the guard would not refuse, in the same order
     */
    List<String> allowed(List<String> suggestions, Caller caller) {
        if (suggestions.isEmpty() || generator.repairs()) return suggestions;
        List<String> out = new ArrayList<>();
        for (String s : suggestions) {
            if (!s.isBlank() && !refused(s, caller)) out.add(s);
        }
        return out;
    }

    private boolean refused(String suggestion, Caller caller) {
        try {
            Generation g = generator.generate(new GenerationRequest(suggestion, catalog, List.of()));
            if (!(g instanceof CandidateSql c)) return false;
            return guard.check(new GuardRequest(c.sql(), catalog.dialect(), catalog, maxRows, caller)) instanceof Refusal;
        } catch (RuntimeException e) {
            return true; // a suggestion that cannot even be asked is not offered
        }
    }
}
