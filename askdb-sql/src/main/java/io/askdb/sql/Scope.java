package io.askdb.sql;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names visible in one SELECT: its FROM relations, its select-list aliases, the columns its
 * joins merge ({@code USING}, {@code NATURAL}), and the enclosing scope that correlated
 * subqueries see. Filled while one SELECT is resolved, read afterwards; not shared across threads.
 */
final class Scope {
    private final Scope parent;
    private final List<Source> sources = new ArrayList<>();
    private final Set<String> aliases = new HashSet<>();
    private final Set<String> merged = new HashSet<>();
    private boolean natural;

    Scope(Scope parent) {
        this.parent = parent;
    }

    Scope parent() {
        return parent;
    }

    List<Source> sources() {
        return List.copyOf(sources);
    }

    void add(Source source) {
        sources.add(source);
    }

    void alias(String name) {
        aliases.add(name.toLowerCase(Locale.ROOT));
    }

    void mergedColumn(String name) {
        merged.add(name.toLowerCase(Locale.ROOT));
    }

    void natural() {
        natural = true;
    }

    /** @return true when the select list names an output column so (usable in ORDER BY, GROUP BY, HAVING) */
    boolean hasAlias(String name) {
        return aliases.contains(name.toLowerCase(Locale.ROOT));
    }

    /** @return true when a join merges the column, so that naming it bare is not ambiguous */
    boolean merges(String name) {
        return natural || merged.contains(name.toLowerCase(Locale.ROOT));
    }

    /** @return true when some relation's columns are unknown, so any bare name might be one of them */
    boolean hasOpenSource() {
        return sources.stream().anyMatch(Source::open);
    }

    /** @return the relation SQL means by a qualifier: an alias first, then an unaliased table name */
    Source find(String qualifier) {
        for (Source s : sources) {
            if (s.name() != null && s.name().equalsIgnoreCase(qualifier)) return s;
        }
        for (Source s : sources) {
            if (s.answersTo(qualifier)) return s;
        }
        return null;
    }
}
