package io.askdb.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.askdb.dialect.Dialect;
import io.askdb.guard.GuardRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts how many legitimate statements of the gold corpora the guard's parser reads: Spider
 * training gold SQL (SQLite), defog gold SQL per dialect (sqlite, postgres, mysql files), Chinook
 * golden SQL, and the guard's legitimate corpus. Not a test (surefire runs only *Test classes);
 * run it with {@code java -cp <test classpath> io.askdb.sql.ParseCoverage <data dir> [--list]},
 * where the data directory holds {@code spider-train/train.json}, {@code defog/questions/*.csv} and
 * {@code chinook/golden.jsonl} (any of them may be missing). {@code --list} prints each statement
 * that does not parse with the parser's reason.
 */
public final class ParseCoverage {
    private ParseCoverage() {
    }

    /** Prints one line per corpus: statements, parsed, not parsed. */
    public static void main(String[] args) throws IOException {
        Path data = Path.of(args.length > 0 ? args[0] : "data");
        boolean list = args.length > 1 && args[1].equals("--list");
        Map<String, List<Statement>> corpora = new TreeMap<>();
        Path spider = data.resolve("spider-train/train.json");
        if (Files.exists(spider)) {
            List<Statement> out = new ArrayList<>();
            for (JsonNode n : new ObjectMapper().readTree(spider.toFile())) out.add(new Statement(Dialect.SQLITE, n.get("query").asText()));
            corpora.put("spider-train", out);
        }
        Path defog = data.resolve("defog/questions");
        if (Files.isDirectory(defog)) {
            try (var files = Files.list(defog)) {
                for (Path f : files.sorted().toList()) {
                    Dialect d = dialectOf(f.getFileName().toString());
                    if (d == null) continue;
                    List<Statement> out = corpora.computeIfAbsent("defog-" + d.name().toLowerCase(Locale.ROOT), k -> new ArrayList<>());
                    for (GoldCorpus.Gold g : GoldCorpus.defog(f)) out.add(new Statement(d, g.sql()));
                }
            }
        }
        Path chinook = data.resolve("chinook/golden.jsonl");
        if (Files.exists(chinook)) {
            corpora.put("chinook-golden", GoldCorpus.chinook(chinook).stream().map(g -> new Statement(Dialect.SQLITE, g.sql())).toList());
        }
        corpora.put("guard-legit", CorpusEntry.read(CorpusEntry.LEGIT).stream().map(e -> new Statement(e.dialect(), e.sql())).toList());
        QueryParser parser = new QueryParser();
        System.out.printf("%-16s %6s %7s %7s%n", "corpus", "held", "parsed", "failed");
        for (Map.Entry<String, List<Statement>> e : corpora.entrySet()) {
            int parsed = 0;
            for (Statement s : e.getValue()) {
                ParsedQuery p = parser.parse(new GuardRequest(s.sql(), s.dialect(), null, 100));
                if (p.parsed()) parsed++;
                else if (list) System.out.println("  " + e.getKey() + ": " + p.error() + " <- " + s.sql().replace('\n', ' '));
            }
            System.out.printf("%-16s %6d %7d %7d%n", e.getKey(), e.getValue().size(), parsed, e.getValue().size() - parsed);
        }
    }

    private static Dialect dialectOf(String file) {
        if (file.startsWith("idk")) return null;
        if (file.endsWith("_sqlite.csv")) return Dialect.SQLITE;
        if (file.endsWith("_postgres.csv")) return Dialect.POSTGRESQL;
        if (file.endsWith("_mysql.csv")) return Dialect.MYSQL;
        return null;
    }

    private record Statement(Dialect dialect, String sql) {
    }
}
