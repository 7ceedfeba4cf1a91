package io.askdb.sql;

import io.askdb.dialect.Dialect;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The function lists, read from resource files under {@code io/askdb/sql/functions/}: per
 * dialect, the pure functions a query may call ({@code <dialect>.txt}) and the table functions it
 * may read from ({@code <dialect>-tables.txt}); for all dialects, the functions known to be
 * dangerous ({@code dangerous.txt}, where {@code name @duckdb,h2} limits an entry to those
 * dialects and a trailing {@code *} matches a prefix) and hints for common cross-dialect mistakes
 * ({@code hints.txt}: {@code dialect name: hint}). Names compare case-insensitively. Immutable.
 */
final class FunctionRules {
    /** What the lists say about one function name. */
    enum Verdict { ALLOWED, DANGEROUS, UNKNOWN }

    private static final String BASE = "/io/askdb/sql/functions/";

    private final Map<Dialect, Set<String>> allowed = new EnumMap<>(Dialect.class);
    private final Map<Dialect, Set<String>> tableFunctions = new EnumMap<>(Dialect.class);
    private final Map<Dialect, List<String>> dangerous = new EnumMap<>(Dialect.class);
    private final Map<String, String> hints = new HashMap<>();

    private FunctionRules() {
    }

    /** Reads every list from the class path. */
    static FunctionRules load() {
        FunctionRules r = new FunctionRules();
        for (Dialect d : Dialect.values()) {
            String name = d.name().toLowerCase(Locale.ROOT);
            r.allowed.put(d, Set.copyOf(lines(name + ".txt")));
            r.tableFunctions.put(d, Set.copyOf(lines(name + "-tables.txt")));
            r.dangerous.put(d, new ArrayList<>());
        }
        for (String line : lines("dangerous.txt")) {
            String[] parts = line.split("@", 2);
            for (Dialect d : Dialect.values()) {
                if (parts.length == 1 || parts[1].contains(d.name().toLowerCase(Locale.ROOT))) r.dangerous.get(d).add(parts[0].strip());
            }
        }
        for (String line : lines("hints.txt")) {
            int colon = line.indexOf(':');
            r.hints.put(line.substring(0, colon).strip().replaceAll("\\s+", " "), line.substring(colon + 1).strip());
        }
        return r;
    }

    /** @return what the lists say about a function name in a dialect */
    Verdict check(String function, Dialect dialect) {
        String name = canonical(function);
        for (String entry : dangerous.get(dialect)) {
            if (entry.endsWith("*") ? name.startsWith(entry.substring(0, entry.length() - 1)) : name.equals(entry)) {
                return Verdict.DANGEROUS;
            }
        }
        return allowed.get(dialect).contains(name) ? Verdict.ALLOWED : Verdict.UNKNOWN;
    }

    /** @return true when the dialect may read from this table function, e.g. generate_series in PostgreSQL */
    boolean isTableFunction(String function, Dialect dialect) {
        return tableFunctions.get(dialect).contains(canonical(function));
    }

    /**
     * The form names are compared in: NFKC-normalised (Unicode Standard Annex #15, so fullwidth
     * {@code ｐｇ_ｓｌｅｅｐ} compares as {@code pg_sleep}) and lower-cased. Callers pass names with
     * quotes removed and {@code U&} escapes already resolved by the lexer.
     *
     * @param function a function name as written, unquoted
     * @return the name to look up
     */
    static String canonical(String function) {
        return java.text.Normalizer.normalize(function, java.text.Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    }

    /** @return a hint for a function that does not exist in the dialect, if one is known */
    Optional<String> hint(String function, Dialect dialect) {
        return Optional.ofNullable(hints.get(dialect.name().toLowerCase(Locale.ROOT) + " " + function.toLowerCase(Locale.ROOT)));
    }

    private static List<String> lines(String resource) {
        InputStream in = FunctionRules.class.getResourceAsStream(BASE + resource);
        if (in == null) throw new IllegalStateException("missing resource " + BASE + resource);
        List<String> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#")) continue;
                String entry = resource.equals("hints.txt") ? l : l.toLowerCase(Locale.ROOT);
                if (seen.add(entry)) out.add(entry);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + BASE + resource, e);
        }
        return out;
    }
}
