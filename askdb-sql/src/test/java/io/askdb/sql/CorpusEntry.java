package io.askdb.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.dialect.Dialect;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One statement of a guard corpus ({@code src/test/resources/guard/*.jsonl}, one JSON object a
 * line with fields class, dialect, sql, expect ("allow" or "refuse") and, for refusals, an
 * optional rule and an optional engines_without: the engines whose SQL does not have the
 * statement's syntax, e.g. ["mariadb"] for MySQL 8's {@code VALUES ROW(...)}, which MariaDB 10.11
 * does not parse; the live engine tests leave those out).
 *
 * @param kind    the attack or analytics class, e.g. "comment" or "window"
 * @param dialect the dialect the statement is checked in
 * @param sql     the statement
 * @param allow   true when the guard must approve it
 * @param rule    the refusal rule expected, or null for any refusal
 * @param line    the 1-based line in the file
 * @param enginesWithout the engines (lower case, e.g. "mariadb") that do not accept the statement's syntax
 */
record CorpusEntry(String kind, Dialect dialect, String sql, boolean allow, String rule, int line, java.util.Set<String> enginesWithout) {
    static final String ADVERSARIAL = "/guard/adversarial.jsonl";
    static final String LEGIT = "/guard/legit.jsonl";

    CorpusEntry {
        if (kind == null || kind.isBlank()) throw new IllegalArgumentException("CorpusEntry.kind must not be blank (line " + line + ")");
        if (sql == null || sql.isBlank()) throw new IllegalArgumentException("CorpusEntry.sql must not be blank (line " + line + ")");
        enginesWithout = java.util.Set.copyOf(enginesWithout);
    }

    /** True when the named engine (lower case, e.g. "mariadb") accepts the statement's syntax. */
    boolean runsOn(String engine) {
        return !enginesWithout.contains(engine);
    }

    /** Reads a corpus from the class path. */
    static List<CorpusEntry> read(String resource) {
        ObjectMapper json = new ObjectMapper();
        List<CorpusEntry> out = new ArrayList<>();
        InputStream in = CorpusEntry.class.getResourceAsStream(resource);
        if (in == null) throw new IllegalStateException("missing test resource " + resource);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            int n = 0;
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                n++;
                if (l.isBlank()) continue;
                JsonNode node = json.readTree(l);
                String expect = node.path("expect").asText();
                if (!expect.equals("allow") && !expect.equals("refuse")) {
                    throw new IllegalArgumentException(resource + " line " + n + ": expect must be allow or refuse, was " + expect);
                }
                out.add(new CorpusEntry(node.path("class").asText(), Dialect.fromName(node.path("dialect").asText()),
                        node.path("sql").asText(), expect.equals("allow"), node.hasNonNull("rule") ? node.get("rule").asText() : null, n, engines(node.path("engines_without"))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
        return out;
    }

    private static java.util.Set<String> engines(JsonNode list) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        list.forEach(e -> out.add(e.asText()));
        return out;
    }

    @Override
    public String toString() {
        return dialect.name().toLowerCase(java.util.Locale.ROOT) + " " + kind + " line " + line + ": " + LexicalLayer.abbreviate(sql);
    }
}
