package io.askdb.bench;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.dialect.Dialect;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The sets with a named choice, built from Spider's schemas and data (no question is written by
 * hand): {@code ambiguous.columns}, a word that names two columns of one table ("name" when a
 * table has {@code first_name} and {@code last_name}), asked as "List the name of every
 * student."; {@code ambiguous.value}, a value stored in two columns of one table, asked as "List
 * the students with London."; in both the reply names the word and offers the columns, and
 * askdb should ask. {@code askdb.value} asks the value questions with a reply that names nothing:
 * askdb should find the choice itself. {@code one.reading} is the near miss: a word that names
 * exactly one column, named by the reply with alternatives the data does not hold; askdb should
 * answer. Replies rate themselves 20 to 45, as the generation prompt tells a model that names an
 * ambiguous term to lower its rating.
 */
final class AmbiguousCases {
    private static final Set<String> NOT_A_WORD = Set.of("id", "ids", "number", "num", "no", "count", "total", "of", "the",
            "is", "and", "code", "type", "date");

    private AmbiguousCases() {
    }

    /**
     * @param catalogs the databases' catalogs by name, in a stable order; not null
     * @param files    their SQLite files by name; not null
     * @param perKind  the most cases of each kind
     * @param seed     the seed that picks them
     * @return the cases of the four kinds
     */
    static List<CalibrationCase> build(Map<String, Catalog> catalogs, Map<String, Path> files, int perKind, long seed) {
        List<CalibrationCase> columns = new ArrayList<>();
        List<CalibrationCase> oneReading = new ArrayList<>();
        List<CalibrationCase> values = new ArrayList<>();
        for (Map.Entry<String, Catalog> e : catalogs.entrySet()) {
            for (Table t : e.getValue().tables()) {
                words(e.getKey(), t, columns, oneReading);
                value(e.getKey(), t, files.get(e.getKey()), values);
            }
        }
        List<CalibrationCase> out = new ArrayList<>();
        out.addAll(pick(columns, perKind, seed));
        out.addAll(pick(oneReading, perKind, seed));
        List<CalibrationCase> named = pick(values, perKind, seed);
        out.addAll(named);
        for (CalibrationCase c : named) {
            out.add(new CalibrationCase("askdb.value", c.db(), c.question(), c.sql(), List.of(), c.confidence(), "", true));
        }
        return out;
    }

    private static void words(String db, Table t, List<CalibrationCase> columns, List<CalibrationCase> oneReading) {
        Map<String, List<String>> byWord = new LinkedHashMap<>();
        for (Column c : attributes(t)) {
            for (String w : split(c.name())) {
                if (w.length() >= 3 && !NOT_A_WORD.contains(w) && !w.chars().allMatch(Character::isDigit)) {
                    byWord.computeIfAbsent(w, k -> new ArrayList<>()).add(c.name());
                }
            }
        }
        String entity = String.join(" ", split(t.id().name()));
        for (Map.Entry<String, List<String>> w : byWord.entrySet()) {
            List<String> cols = w.getValue();
            String question = "List the " + w.getKey() + " of every " + entity + ".";
            String sql = "SELECT " + Dialect.SQLITE.quote(cols.get(0)) + " FROM " + Dialect.SQLITE.quote(t.id().name());
            int confidence = 20 + Math.floorMod((db + question).hashCode(), 26);
            if (cols.size() > 1) {
                columns.add(new CalibrationCase("ambiguous.columns", db, question, sql, List.of(w.getKey()), confidence,
                        "By \"" + w.getKey() + "\", do you mean " + String.join(" or ", cols) + "?", true));
            } else if (!split(t.id().name()).contains(w.getKey())) {
                oneReading.add(new CalibrationCase("one.reading", db, question, sql, List.of(w.getKey()), confidence,
                        "By \"" + w.getKey() + "\", do you mean the full " + w.getKey() + " or a part of it?", false));
            }
        }
    }

    private static void value(String db, Table t, Path file, List<CalibrationCase> values) {
        List<Column> text = attributes(t).stream().filter(c -> c.typeName().toUpperCase(Locale.ROOT).matches(".*(CHAR|TEXT|CLOB).*")
                || c.typeName().isBlank()).toList();
        for (int i = 0; i < text.size(); i++) {
            for (int j = i + 1; j < text.size(); j++) {
                String v = shared(file, t.id().name(), text.get(i).name(), text.get(j).name());
                if (v == null) continue;
                String entity = String.join(" ", split(t.id().name()));
                String a = text.get(i).name();
                String b = text.get(j).name();
                String sql = "SELECT * FROM " + Dialect.SQLITE.quote(t.id().name()) + " WHERE " + Dialect.SQLITE.quote(a) + " = '"
                        + v.replace("'", "''") + "'";
                String question = "List the " + entity + " with " + v + ".";
                values.add(new CalibrationCase("ambiguous.value", db, question, sql, List.of(v),
                        20 + Math.floorMod((db + question).hashCode(), 26), "Do you mean " + a + " or " + b + " is " + v + "?", true));
                return;
            }
        }
    }

    /** @return a word-like value stored in both columns of the table, or null */
    private static String shared(Path file, String table, String a, String b) {
        String sql = "SELECT x." + Dialect.SQLITE.quote(a) + " FROM " + Dialect.SQLITE.quote(table) + " x WHERE x." + Dialect.SQLITE.quote(a)
                + " IN (SELECT " + Dialect.SQLITE.quote(b) + " FROM " + Dialect.SQLITE.quote(table) + ") AND length(x." + Dialect.SQLITE.quote(a)
                + ") BETWEEN 3 AND 30 AND x." + Dialect.SQLITE.quote(a) + " GLOB '[A-Za-z]*' ORDER BY 1 LIMIT 1";
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }

    private static List<Column> attributes(Table t) {
        Set<String> keys = new HashSet<>();
        t.primaryKey().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
        for (ForeignKey fk : t.foreignKeys()) fk.columns().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
        return t.columns().stream().filter(c -> !keys.contains(c.name().toLowerCase(Locale.ROOT))).toList();
    }

    private static List<String> split(String name) {
        List<String> out = new ArrayList<>();
        for (String w : name.replaceAll("(?<=\\p{Ll})(?=\\p{Lu})", " ").split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) out.add(w.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static List<CalibrationCase> pick(List<CalibrationCase> all, int n, long seed) {
        List<CalibrationCase> copy = new ArrayList<>(all);
        Collections.shuffle(copy, new Random(seed));
        return List.copyOf(copy.subList(0, Math.min(n, copy.size())));
    }
}
