package io.askdb;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import io.askdb.execution.ExecutionException;
import io.askdb.execution.ResultColumn;
import io.askdb.execution.ResultTable;
import io.askdb.execution.SqlExecutor;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.guard.GuardLayer;
import io.askdb.guard.LayeredSqlGuard;
import io.askdb.guard.Refusal;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.sql.Types;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Small in-memory parts for testing the agent graph's routing; the JDBC parts are tested in their modules. */
final class AgentParts {
    static final Catalog CATALOG = new Catalog(Dialect.SQLITE, "main", List.of(
            new Table(new TableId("main", "customer"), Table.Kind.TABLE, "", List.of(
                    new Column("id", "INTEGER", Types.INTEGER, false, "", List.of()),
                    new Column("name", "TEXT", Types.VARCHAR, false, "", List.of())), List.of("id"), List.of(), 3)));

    /** A generator that answers from a script and keeps every request. */
    static class ScriptedGenerator implements SqlGenerator {
        final Deque<Generation> script = new ArrayDeque<>();
        final List<GenerationRequest> requests = new ArrayList<>();

        ScriptedGenerator then(Generation g) {
            script.add(g);
            return this;
        }

        @Override
        public Generation generate(GenerationRequest request) {
            requests.add(request);
            if (script.isEmpty()) throw new AssertionError("the generator was called more often than scripted");
            return script.poll();
        }

        @Override
        public String name() {
            return "scripted";
        }
    }

    /** An executor answering from a map of SQL to rows; unknown SQL fails as a database error. */
    static final class MapExecutor implements SqlExecutor {
        final Map<String, ResultTable> results = new HashMap<>();
        final List<String> ran = new ArrayList<>();

        MapExecutor rows(String sql, List<List<Object>> rows) {
            results.put(sql, new ResultTable(List.of(new ResultColumn("n", "INTEGER", Types.INTEGER)), rows, false, 1));
            return this;
        }

        @Override
        public ResultTable run(io.askdb.guard.ApprovedSql sql, io.askdb.execution.ExecutionLimits limits) {
            ran.add(sql.candidateSql());
            ResultTable t = results.get(sql.candidateSql());
            if (t == null) throw new ExecutionException("no such column: nme", null, false, null);
            return t;
        }
    }

    /** History in a list. */
    static final class ListHistory implements HistoryStore {
        final List<HistoryEntry> entries = new ArrayList<>();

        @Override
        public long record(HistoryEntry entry) {
            entries.add(entry.withId(entries.size() + 1));
            return entries.size();
        }

        @Override
        public List<HistoryEntry> recent(int limit) {
            List<HistoryEntry> out = new ArrayList<>(entries);
            java.util.Collections.reverse(out);
            return out.stream().limit(limit).toList();
        }

        @Override
        public Optional<HistoryEntry> find(long id) {
            return entries.stream().filter(e -> e.id() == id).findFirst();
        }
    }

    /** A guard that refuses DROP as unsafe and a FROM of an unknown table as invalid, and appends the cap. */
    static LayeredSqlGuard guard() {
        GuardLayer drop = r -> r.sql().toUpperCase().contains("DROP") ? Optional.of(Refusal.safety("write", "DROP writes")) : Optional.empty();
        GuardLayer table = r -> r.sql().contains("FROM nope")
                ? Optional.of(Refusal.validity("table", "There is no table nope.")) : Optional.empty();
        return new LayeredSqlGuard(List.of(drop, table), (r, n) -> r.sql() + " LIMIT " + n);
    }

    private AgentParts() {
    }
}
