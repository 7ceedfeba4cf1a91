package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The words each engine refuses as a bare column name, read from
 * {@code io/askdb/sql/reserved/<dialect>.txt} (each file names its source: SQLite "SQLite Keywords"
 * and its parser's fallback rules, PostgreSQL Appendix C, DuckDB {@code duckdb_keywords()}; the
 * tests check every list against the engine itself). A dialect without a file (MySQL, H2, any
 * other database) is {@linkplain #known(Dialect) unknown}: askdb then never writes quotes for it.
 * Words compare case-insensitively. Immutable.
 */
final class ReservedWords {
    private static final String BASE = "/io/askdb/sql/reserved/";
    private static final ReservedWords INSTANCE = load();

    private final Map<Dialect, Set<String>> words;

    private ReservedWords(Map<Dialect, Set<String>> words) {
        this.words = words;
    }

    /** @return the lists, read once from the class path */
    static ReservedWords get() {
        return INSTANCE;
    }

    /** @return true when askdb has the dialect's list */
    boolean known(Dialect dialect) {
        return words.containsKey(dialect);
    }

    /** @return true when the dialect's list holds the word; false for a dialect without a list */
    boolean reserves(Dialect dialect, String word) {
        Set<String> list = words.get(dialect);
        return list != null && list.contains(word.toLowerCase(Locale.ROOT));
    }

    /** @return the dialect's list, in lower case, when askdb has one */
    Optional<Set<String>> list(Dialect dialect) {
        return Optional.ofNullable(words.get(dialect));
    }

    private static ReservedWords load() {
        Map<Dialect, Set<String>> out = new EnumMap<>(Dialect.class);
        for (Dialect d : Dialect.values()) {
            InputStream in = ReservedWords.class.getResourceAsStream(BASE + d.name().toLowerCase(Locale.ROOT) + ".txt");
            if (in != null) out.put(d, read(in, d));
        }
        return new ReservedWords(out);
    }

    private static Set<String> read(InputStream in, Dialect d) {
        Set<String> set = new HashSet<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String l = line.strip();
                if (!l.isEmpty() && !l.startsWith("#")) set.add(l.toLowerCase(Locale.ROOT));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reserved words of " + d, e);
        }
        return Set.copyOf(set);
    }
}
