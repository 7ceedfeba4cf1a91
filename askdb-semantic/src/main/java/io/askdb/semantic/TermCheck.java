package io.askdb.semantic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that each name and synonym of an entity or metric means one thing: the same word
 * (compared case-insensitively and singular, so "clients" and "Client" are one word) on two
 * entities or metrics is a problem, since a question using it could not be mapped.
 */
final class TermCheck {
    private final Problems problems;
    private final Map<String, String> owners = new HashMap<>();

    TermCheck(Problems problems) {
        this.problems = problems;
    }

    void check(ParsedModel parsed) {
        for (Located<Entity> e : parsed.entities()) {
            terms(e.path(), "entity " + e.value().name(), e.value().name(), e.value().synonyms());
        }
        for (Located<Metric> m : parsed.metrics()) {
            terms(m.path(), "metric " + m.value().name(), m.value().name(), m.value().synonyms());
        }
    }

    private void terms(String path, String owner, String name, List<String> synonyms) {
        term(path + ".name", owner, name);
        for (int i = 0; i < synonyms.size(); i++) term(path + ".synonyms[" + i + "]", owner, synonyms.get(i));
    }

    private void term(String path, String owner, String term) {
        String key = Terms.key(term);
        if (key.isEmpty()) return;
        String label = owner + " (" + path.substring(0, path.lastIndexOf('.')) + ")";
        String earlier = owners.putIfAbsent(key, label);
        if (earlier != null && !earlier.equals(label)) {
            problems.add(path, "'" + term + "' is also a name or synonym of " + earlier
                    + ". A word must mean one thing: remove it from one of them.");
        }
    }
}
