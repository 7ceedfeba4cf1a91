package io.askdb.mcp;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/** The server's datasources by name; the first is the default when a call names none. */
final class Datasources {
    private final Map<String, McpDatasource> byName = new LinkedHashMap<>();
    private final Map<String, WarmUp> warmUps = new ConcurrentHashMap<>();

    /** A schema index being built in the background: when it started, the name search made first, and when it is done. */
    private record WarmUp(long startedNanos, CompletableFuture<NameSearch> names, CompletableFuture<Void> done) {
    }

    Datasources(List<McpDatasource> datasources) {
        if (datasources == null || datasources.isEmpty()) {
            throw new IllegalArgumentException("datasources must name at least one datasource");
        }
        for (McpDatasource d : datasources) {
            if (byName.put(d.name(), d) != null) {
                throw new IllegalArgumentException("datasources: the name '" + d.name() + "' is used twice");
            }
        }
    }

    /**
     * @param name a datasource name from a tool call, or null for the default
     * @return the datasource
     * @throws ToolFailure naming the known datasources when the name is unknown
     */
    McpDatasource pick(String name) {
        if (name == null) return byName.values().iterator().next();
        McpDatasource d = byName.get(name);
        if (d == null) {
            throw new ToolFailure("There is no datasource '" + name + "'. Use one of " + names()
                    + ", or leave 'datasource' out for " + names().get(0) + ".");
        }
        return d;
    }

    /**
     * Builds (or loads) each datasource's schema index on a daemon thread by linking one phrase,
     * so that the first search_schema does not pay for it; told when each is ready or failed.
     */
    void warmUp(Consumer<String> log) {
        for (McpDatasource ds : byName.values()) {
            WarmUp w = new WarmUp(System.nanoTime(), new CompletableFuture<>(), new CompletableFuture<>());
            if (warmUps.putIfAbsent(ds.name(), w) != null) continue;
            Thread t = new Thread(() -> {
                try {
                    w.names().complete(NameSearch.of(ds.askdb().catalog()));
                    int tables = ds.askdb().catalog().tables().size();
                    ds.linker().link("warm up", "", ds.askdb().catalog(), 1);
                    log.accept("the schema index of " + ds.name() + " (" + tables + " tables) is ready for search_schema after "
                            + (System.nanoTime() - w.startedNanos()) / 1_000_000 + " ms");
                } catch (RuntimeException e) {
                    log.accept("the schema index of " + ds.name() + " could not be built ahead of time: " + e.getMessage()
                            + "; search_schema builds it on its first call");
                } finally {
                    w.names().complete(null);
                    w.done().complete(null);
                }
            }, "askdb-index-" + ds.name());
            t.setDaemon(true);
            t.start();
        }
    }

    /**
     * Waits for every background index build to end, so that the process does not exit while one is inside the
     * embedding model's native code: the ONNX runtime's shutdown hook releases its environment under a running
     * session and the JVM crashes, printing its crash report to stdout (seen when stdin closed 2 s after start).
     *
     * @param most the longest wait; a build still running after it is left to the exit
     * @return true when none is running
     */
    boolean awaitWarmUps(Duration most) {
        try {
            CompletableFuture.allOf(warmUps.values().stream().map(WarmUp::done).toArray(CompletableFuture[]::new))
                    .get(most.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Waits for the datasource's schema index when it is being built in the background.
     *
     * @return null when the index is ready (or was never built ahead of time: the call then builds
     *         it), else the name search to answer with meanwhile
     */
    NameSearch awaitIndex(McpDatasource ds, Duration wait) {
        WarmUp w = warmUps.get(ds.name());
        if (w == null || w.done().isDone()) return null;
        try {
            w.done().get(wait.toMillis(), TimeUnit.MILLISECONDS);
            return null;
        } catch (TimeoutException e) {
            NameSearch names = w.names().getNow(null);
            return names != null ? names : NameSearch.of(ds.askdb().catalog());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure("search_schema was interrupted while the schema index was being built; call it again.");
        } catch (ExecutionException e) {
            return null; // the warm-up never completes exceptionally; the call links and reports any failure itself
        }
    }

    /** @return the note of a result answered by names while the index is built: how long it has been building */
    String buildingNote(McpDatasource ds) {
        WarmUp w = warmUps.get(ds.name());
        long seconds = w == null ? 0 : (System.nanoTime() - w.startedNanos()) / 1_000_000_000;
        return "The schema index of " + ds.name() + " (" + ds.askdb().catalog().tables().size() + " tables) is still"
                + " being built, for " + seconds + " s now (once built it is kept, and later starts load it in seconds),"
                + " so these tables were found by the words of their table and column names only. Search again in a"
                + " little while for matches by meaning, comments and stored values.";
    }

    List<String> names() {
        return List.copyOf(byName.keySet());
    }

    List<McpDatasource> all() {
        return List.copyOf(byName.values());
    }
}
