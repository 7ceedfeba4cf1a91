package io.askdb.app.leak;

import io.askdb.Answer;
import io.askdb.Question;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.app.config.ConfigLoader;
import io.askdb.app.config.ConfigSources;
import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.catalog.Table;
import io.askdb.error.AskdbException;
import io.askdb.guard.Refusal;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.mcp.AskdbMcpServer;
import io.askdb.mcp.McpDatasource;
import io.askdb.policy.Caller;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Runs generated statements through askdb on one engine, over the canary database and its twin,
 * as three callers and through every surface: {@link TextToSql#runSql}, {@link TextToSql#ask} with
 * a scripted model (so prompts, repairs, traces and explanations are produced) and the MCP tools
 * (run_sql, ask; list_tables, describe_table, search_schema, the schema resource and history once
 * per caller). Every output is scanned for the canaries the caller may not see; the caller's
 * run_sql output must be the same on the twin (else it depends on data kept from the caller);
 * legitimate statements must be allowed and give the engine's own rows.
 */
final class LeakHunt {
    static final List<Caller> CALLERS = List.of(Caller.of("tenant", "1"), Caller.of("tenant", "2"), Caller.ANONYMOUS);

    /** askdb over one database, built by {@link AskdbRuntime} from configuration as the CLI builds it. */
    record Side(CanaryData data, ReadOnlyConnectionSource source, TextToSql askdb, Map<Caller, AskdbMcpServer> mcp) {
        static Side open(CanaryData data, String db, Path dir, ScriptedOpenAi llm) throws Exception {
            Files.createDirectories(dir);
            Path policy = Files.writeString(dir.resolve("policy.yaml"), CanaryData.POLICY);
            Map<String, String> env = new HashMap<>(llm.env());
            env.putAll(Map.of("ASKDB_DB", db, "ASKDB_POLICY_PATH", policy.toString(), "ASKDB_DATA_DIR", dir.toString(),
                    "ASKDB_HISTORY_PATH", dir.resolve("history.db").toString()));
            AskdbRuntime runtime = new AskdbRuntime(ConfigLoader.load(new ConfigSources(Map.of(), env, new Properties(), null)));
            TextToSql askdb = runtime.textToSql();
            Map<Caller, AskdbMcpServer> mcp = new HashMap<>();
            for (Caller c : CALLERS) {
                mcp.put(c, new AskdbMcpServer(List.of(new McpDatasource("leak", askdb, runtime.searchLinker(runtime.source()), c)), "test"));
            }
            return new Side(data, runtime.source(), askdb, mcp);
        }

        String tool(Caller c, String name, Map<String, Object> args) {
            SyncToolSpecification spec = mcp.get(c).tools().stream().filter(t -> t.tool().name().equals(name)).findFirst().orElseThrow();
            return spec.callHandler().apply(null, new CallToolRequest(name, args)).toString();
        }
    }

    private final String engine;
    private final Side a;
    private final Side b;
    private final ScriptedOpenAi llm;
    private final LeakTally tally;
    /** Per caller, the canaries the catalog surfaces showed it (the prompts carry the catalog). */
    private final Map<Caller, List<String>> inCatalog = new HashMap<>();
    /** Whether some prompt carried a canary only as the catalog's samples carry it. */
    private boolean catalogInPrompt;

    LeakHunt(String engine, Side a, Side b, ScriptedOpenAi llm, LeakTally tally) {
        this.engine = engine;
        this.a = a;
        this.b = b;
        this.llm = llm;
        this.tally = tally;
    }

    void run(List<LeakStatements.Statement> statements) throws Exception {
        long start = System.nanoTime();
        for (Caller c : CALLERS) catalogSurfaces(c);
        int i = 0;
        for (LeakStatements.Statement s : statements) {
            LeakTally.Row row = tally.row(engine, s.cls().name());
            row.statements++;
            Caller asker = CALLERS.get(i++ % CALLERS.size());
            for (Caller c : CALLERS) runAs(s, c, row, c.equals(asker));
            Caller mcpAsker = CALLERS.get(i % CALLERS.size());
            llm.answer(s.sql());
            scan(s, mcpAsker, "mcp ask", a.tool(mcpAsker, "ask", Map.of("question", "Run exactly this query: " + s.sql())), a);
            scanPrompts(s, mcpAsker, a);
        }
        for (Caller c : CALLERS) scan(null, c, "mcp history", a.tool(c, "history", Map.of("limit", 50)), a);
        if (catalogInPrompt) {
            tally.problem(new LeakTally.Problem("CATALOG", "catalog samples", "canary shown", engine, "every caller", "prompt",
                    "(every question)", "the prompt's schema carries the sampled values the catalog surfaces showed"));
        }
        tally.took(engine, (System.nanoTime() - start) / 1_000_000);
    }

    /** The catalog as each surface shows it: prompts carry it, so must these. */
    private void catalogSurfaces(Caller c) {
        scan(null, c, "catalog", a.askdb().catalog().toString(), a);
        scan(null, c, "mcp list_tables", a.tool(c, "list_tables", Map.of()), a);
        for (Table t : a.askdb().catalog().tables()) {
            scan(null, c, "mcp describe_table " + t.id().name(), a.tool(c, "describe_table", Map.of("table", t.id().name())), a);
        }
        scan(null, c, "mcp search_schema", a.tool(c, "search_schema", Map.of("query", "acct memo evt account events detail")), a);
        String resource = a.mcp().get(c).resources().get(0).readHandler().apply(null, new ReadResourceRequest("askdb://schema/leak"))
                .toString();
        scan(null, c, "mcp schema resource", resource, a);
    }

    private void runAs(LeakStatements.Statement s, Caller c, LeakTally.Row row, boolean ask) throws Exception {
        row.runs++;
        String sql = s.sql();
        boolean refused = a.askdb().check(sql, c) instanceof Refusal;
        if (refused) row.refused++;
        else row.allowed++;
        int leaksBefore = tally.problems(engine).size();
        Outcome inA = runSql(a, sql, c);
        Outcome inB = runSql(b, sql, c);
        scan(s, c, "run_sql", inA.text, a);
        scan(s, c, "run_sql (twin)", inB.text, b);
        if (inA.answer != null && inA.answer.status() == Status.ANSWERED) row.answered++;
        if (!inA.comparable().equals(inB.comparable())) {
            tally.problem(new LeakTally.Problem(s.cls().name(), s.source(), "depends on data kept from the caller", engine, who(c), "run_sql vs twin",
                    sql, "original: " + cut(inA.comparable()) + " | twin: " + cut(inB.comparable())));
        }
        scan(s, c, "mcp run_sql", a.tool(c, "run_sql", Map.of("sql", sql)), a);
        if (ask) {
            llm.answer(sql);
            Outcome asked = ask(a, sql, c);
            scan(s, c, "ask", asked.text, a);
            scanPrompts(s, c, a);
        }
        if (tally.problems(engine).size() > leaksBefore) row.leaking++;
        if (s.kind() != LeakStatements.Kind.PROBE) legit(s, c, row, refused, inA);
    }

    private void legit(LeakStatements.Statement s, Caller c, LeakTally.Row row, boolean refused, Outcome got) throws Exception {
        int tenant = tenant(c);
        if (s.kind() == LeakStatements.Kind.LEGIT_TENANT && tenant == 0) return; // an anonymous caller has no rows to see
        row.legitRuns++;
        if (refused || got.answer == null || got.answer.status() != Status.ANSWERED) {
            row.legitRefused++;
            tally.problem(new LeakTally.Problem(s.cls().name(), s.source(), "legitimate SQL not answered", engine, who(c), "run_sql", s.sql(),
                    cut(got.text)));
            return;
        }
        List<String> expected = direct(a.source(), s.kind() == LeakStatements.Kind.LEGIT_TENANT ? s.reference(tenant) : s.sql());
        List<String> actual = got.answer.result().rows().stream().map(LeakHunt::normal).sorted().toList();
        if (!expected.equals(actual)) {
            row.legitWrong++;
            tally.problem(new LeakTally.Problem(s.cls().name(), s.source(), "legitimate SQL gave wrong rows", engine, who(c), "run_sql", s.sql(),
                    "expected " + cut(expected.toString()) + " got " + cut(actual.toString())));
        }
    }

    /** An answer, or the fault askdb threw, as text. */
    private record Outcome(Answer answer, String text) {
        /**
         * What a caller learns: status, rows (sorted: an engine may order rows of the same multiset
         * differently on the twin), the reason of an unanswered question, errors and caveats
         * (timings removed). The explanation of answered rows is left out: it is written from the
         * rows (in their order) and scanned for canaries like every output.
         */
        String comparable() {
            if (answer == null) return text;
            String rows = answer.result() == null ? "" : answer.result().rows().stream().map(LeakHunt::normal).sorted().toList().toString();
            String reason = answer.status() == Status.ANSWERED ? "" : answer.text();
            String errors = answer.attempts().stream().map(x -> String.valueOf(x.error())).toList().toString();
            return (answer.status() + "|" + rows + "|" + reason + "|" + errors + "|" + answer.caveats())
                    .replaceAll("\\d+(\\.\\d+)? ?(ms|s)\\b", "<t>");
        }
    }

    private static Outcome runSql(Side side, String sql, Caller c) {
        try {
            Answer r = side.askdb().runSql(sql, c);
            return new Outcome(r, r.toString());
        } catch (AskdbException e) {
            return new Outcome(null, "fault " + e.code() + ": " + e.getMessage());
        }
    }

    private static Outcome ask(Side side, String sql, Caller c) {
        try {
            Answer r = side.askdb().ask(new Question("Run exactly this query: " + sql, "", "", c));
            return new Outcome(r, r.toString());
        } catch (AskdbException e) {
            return new Outcome(null, "fault " + e.code() + ": " + e.getMessage());
        }
    }

    /**
     * Scans the prompts of one question. Canaries the catalog itself already showed this caller (its
     * sampled values, reported once as CATALOG) are left out here, so a class is charged only with
     * what its statement brought into a prompt (a repair's error, a result).
     */
    private void scanPrompts(LeakStatements.Statement s, Caller c, Side side) {
        List<String> forbidden = new ArrayList<>(side.data().forbiddenFor(tenant(c)));
        forbidden.removeAll(inCatalog.getOrDefault(c, List.of()));
        for (String prompt : llm.takePrompts()) {
            String found = found(prompt, forbidden);
            if (found != null) report(s, c, "prompt", prompt, found);
            else if (found(prompt, side.data().forbiddenFor(tenant(c))) != null) catalogInPrompt = true;
        }
    }

    private void scan(LeakStatements.Statement s, Caller c, String channel, String text, Side side) {
        String found = found(text, side.data().forbiddenFor(tenant(c)));
        if (found == null) return;
        if (s == null && side == a) {
            List<String> seen = new ArrayList<>();
            for (String f : side.data().forbiddenFor(tenant(c))) {
                if (found(text, List.of(f)) != null) seen.add(f);
            }
            inCatalog.computeIfAbsent(c, k -> new ArrayList<>()).addAll(seen);
        }
        report(s, c, channel, text, found);
    }

    private void report(LeakStatements.Statement s, Caller c, String channel, String text, String found) {
        String cls = s == null ? "CATALOG" : s.cls().name();
        int at = text.toUpperCase(Locale.ROOT).indexOf(found.substring(0, 8).toUpperCase(Locale.ROOT));
        String around = at < 0 ? found : text.substring(Math.max(0, at - 60), Math.min(text.length(), at + 40));
        tally.problem(new LeakTally.Problem(cls, s == null ? "catalog samples" : s.source(), "canary shown", engine, who(c), channel, s == null ? "(no statement)" : s.sql(),
                "'" + found + "' in ..." + around.replace('\n', ' ') + "..."));
    }

    /**
     * @return the forbidden string whose window (8 characters of a canary core, 7 digits of a salary)
     *         occurs in the text, case-insensitively, or null
     */
    static String found(String text, List<String> forbidden) {
        String up = text.toUpperCase(Locale.ROOT);
        for (String f : forbidden) {
            int w = f.chars().allMatch(Character::isDigit) ? 7 : 8;
            String target = f.toUpperCase(Locale.ROOT);
            for (int i = 0; i + w <= target.length(); i++) {
                if (up.contains(target.substring(i, i + w))) return f;
            }
        }
        return null;
    }

    /** @return the rows the engine itself gives, each normalized as askdb's rows are, sorted */
    static List<String> direct(ReadOnlyConnectionSource source, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = source.open(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) row.add(rs.getObject(i));
                out.add(normal(row));
            }
        }
        return out.stream().sorted().toList();
    }

    private static String normal(List<Object> row) {
        return row.stream().map(v -> v == null ? "NULL" : v instanceof Number num ? new BigDecimal(num.toString()).stripTrailingZeros()
                .toPlainString() : v.toString()).toList().toString();
    }

    private static int tenant(Caller c) {
        return c.attribute("tenant").map(Integer::parseInt).orElse(0);
    }

    private static String who(Caller c) {
        return c.attributes().isEmpty() ? "anonymous" : c.attributes().toString();
    }

    private static String cut(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
