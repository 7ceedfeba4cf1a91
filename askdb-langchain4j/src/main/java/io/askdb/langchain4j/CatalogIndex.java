package io.askdb.langchain4j;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.prompt.SchemaRenderer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What schema selection needs from one catalog, computed once: each table's rendered DDL, its word
 * tokens by source, and its foreign-key neighbours in both directions. Profiles are compared by
 * position, never by value, since a table's value equality walks all of its columns.
 */
final class CatalogIndex {
    /**
     * One table's rendering and tokens.
     *
     * @param table    the table
     * @param ddl      its rendering for the prompt
     * @param name     tokens of its name
     * @param columns  tokens of its column names
     * @param samples  tokens of its columns' sample values
     * @param comments tokens of its own and its columns' comments
     */
    record Profile(Table table, String ddl, Set<String> name, Set<String> columns, Set<String> samples, Set<String> comments) {
        /** Weighted count of question words found in the name (3), sample values (2), columns and comments (1). */
        int score(Set<String> question) {
            int score = 0;
            for (String word : question) {
                if (name.contains(word)) score += 3;
                if (samples.contains(word)) score += 2;
                if (columns.contains(word)) score += 1;
                if (comments.contains(word)) score += 1;
            }
            return score;
        }
    }

    final Catalog catalog;
    final List<Profile> profiles = new ArrayList<>();
    /** Positions in {@link #profiles} of the tables one foreign key away, by position. */
    final Map<Integer, List<Integer>> neighbours = new HashMap<>();
    final int totalChars;

    CatalogIndex(Catalog catalog) {
        this.catalog = catalog;
        SchemaRenderer renderer = new SchemaRenderer(catalog);
        Map<TableId, Integer> position = new HashMap<>();
        int total = 0;
        for (Table t : catalog.tables()) {
            position.put(t.id(), profiles.size());
            Profile p = profile(t, renderer.render(t));
            profiles.add(p);
            total += p.ddl().length() + 2;
        }
        for (int i = 0; i < profiles.size(); i++) {
            for (ForeignKey fk : profiles.get(i).table().foreignKeys()) {
                Integer target = position.get(fk.target());
                if (target == null || target == i) continue;
                neighbours.computeIfAbsent(i, k -> new ArrayList<>()).add(target);
                neighbours.computeIfAbsent(target, k -> new ArrayList<>()).add(i);
            }
        }
        this.totalChars = total;
    }

    static Profile profile(Table table, String ddl) {
        Set<String> columns = new HashSet<>();
        Set<String> samples = new HashSet<>();
        Set<String> comments = new HashSet<>(Tokens.of(table.comment()));
        for (Column c : table.columns()) {
            columns.addAll(Tokens.of(c.name()));
            if (c.comment() != null) comments.addAll(Tokens.of(c.comment()));
            for (String v : c.sampleValues()) samples.addAll(Tokens.of(v));
        }
        return new Profile(table, ddl, new LinkedHashSet<>(Tokens.of(table.id().name())), columns, samples, comments);
    }
}
