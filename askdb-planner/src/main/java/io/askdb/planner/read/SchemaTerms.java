package io.askdb.planner.read;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalog's names as phrases of singular words, for finding them in a question. A table is
 * named by its name's words ("organisation_Types": organisation type). A column is named by its
 * name's words ("born_state": born state), by those words after its table's words ("Student.name":
 * student name), and, weaker, by the words of its name that are not its table's ("dorm.dorm_name":
 * name; "Student.StuID": id, where "stu" begins "student"), and by the shortened phrases {@link ColumnPhrases}
 * derives ("apt_type_code": apartment type, type code, type) where no other name has them. Longest phrase first.
 */
public final class SchemaTerms {
    private final Catalog catalog;
    private final Map<List<String>, List<Target>> exact = new LinkedHashMap<>();
    private final Map<List<String>, List<Target>> weak = new HashMap<>();
    private int longest = 1;

    /** @param catalog the catalog whose tables and columns are named; not null */
    public SchemaTerms(Catalog catalog) {
        this.catalog = catalog;
        for (Table t : catalog.tables()) {
            List<String> tw = Identifier.words(t.id().name());
            add(exact, tw, new Target(t, null));
            for (Column c : t.columns()) {
                List<String> cw = Identifier.words(c.name());
                add(exact, cw, new Target(t, c));
                List<String> own = withoutTableWords(cw, tw);
                if (!own.isEmpty() && !own.equals(cw)) add(weak, own, new Target(t, c, true));
                if (!own.isEmpty() && !tw.isEmpty()) {
                    List<String> qualified = new ArrayList<>(tw);
                    qualified.addAll(own);
                    if (!qualified.equals(cw)) add(exact, qualified, new Target(t, c));
                }
            }
        }
        derived(catalog);
    }

    /** Adds {@link ColumnPhrases} where no table or column already has the phrase and it is no part of a table's name. */
    private void derived(Catalog catalog) {
        java.util.Set<String> vocabulary = new java.util.HashSet<>();
        for (List<String> p : phrases()) vocabulary.addAll(p);
        Map<List<String>, List<Target>> strong = new LinkedHashMap<>(), soft = new LinkedHashMap<>();
        for (Table t : catalog.tables()) {
            List<String> tw = Identifier.words(t.id().name());
            for (Column c : t.columns()) {
                for (ColumnPhrases.Phrase p : ColumnPhrases.of(tw, Identifier.words(c.name()), vocabulary, key(t, c))) {
                    if (exact.containsKey(p.words()) || weak.containsKey(p.words()) || partOfTableName(p.words())) continue;
                    add(p.weak() ? soft : strong, p.words(), new Target(t, c, p.weak()));
                }
            }
        }
        strong.forEach((k, v) -> v.forEach(x -> add(exact, k, x)));
        soft.forEach((k, v) -> v.forEach(x -> add(weak, k, x)));
    }

    /** @return the catalog these terms name */
    public Catalog catalog() {
        return catalog;
    }

    /** @return every phrase that names something, as singular words, in no particular order */
    public java.util.Set<List<String>> phrases() {
        java.util.Set<List<String>> all = new java.util.LinkedHashSet<>(exact.keySet());
        all.addAll(weak.keySet());
        return all;
    }

    /**
     * @param words the question's words
     * @param at    where the phrase starts
     * @return the longest phrase at {@code at} naming something, or null; quoted strings and numbers never name
     */
    public Term at(List<Word> words, int at) {
        for (int len = Math.min(longest, words.size() - at); len >= 1; len--) {
            List<String> key = new ArrayList<>(len);
            boolean plain = true;
            for (int k = at; k < at + len && plain; k++) {
                Word w = words.get(k);
                plain = !w.quoted() && !w.isNumber();
                key.add(w.stem());
            }
            if (!plain) continue;
            List<Target> strong = exact.get(key);
            List<Target> soft = weak.get(key);
            if (strong == null && soft == null) continue;
            List<Target> all = new ArrayList<>();
            if (strong != null) all.addAll(strong);
            if (soft != null) for (Target t : soft) if (!all.contains(new Target(t.table(), t.column()))) all.add(t);
            StringBuilder text = new StringBuilder();
            for (int k = at; k < at + len; k++) text.append(k > at ? " " : "").append(words.get(k).text());
            return new Term(at, at + len, text.toString(), all, strong != null);
        }
        return null;
    }

    private void add(Map<List<String>, List<Target>> map, List<String> key, Target t) {
        if (key.isEmpty()) return;
        List<Target> list = map.computeIfAbsent(List.copyOf(key), k -> new ArrayList<>());
        if (!list.contains(t)) list.add(t);
        longest = Math.max(longest, key.size());
    }

    /** "outcome" (of Project_Outcomes.outcome_code): words of a table's name name its rows, not a column. */
    private boolean partOfTableName(List<String> words) {
        for (Table t : catalog.tables()) if (Identifier.words(t.id().name()).containsAll(words)) return true;
        return false;
    }

    private static boolean key(Table t, Column c) {
        if (t.primaryKey().contains(c.name())) return true;
        for (io.askdb.catalog.ForeignKey fk : t.foreignKeys()) if (fk.columns().contains(c.name())) return true;
        return false;
    }

    /** The column's words without those that are its table's words or begin one ("stu" of "student"). */
    static List<String> withoutTableWords(List<String> column, List<String> table) {
        List<String> out = new ArrayList<>();
        for (String w : column) {
            boolean tableWord = false;
            for (String t : table) tableWord |= t.equals(w) || (w.length() >= 3 && t.length() > w.length() && t.startsWith(w));
            if (!tableWord) out.add(w);
        }
        return out;
    }
}
