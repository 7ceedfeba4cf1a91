package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.catalog.Catalog;
import io.askdb.linking.IndexStats;
import io.askdb.linking.SchemaIndexStore;
import io.askdb.linking.ValueIndexStats;
import io.askdb.linking.ValueIndexStore;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code askdb index}: builds or refreshes the persisted schema index of the configured database
 * ahead of the first question (BM25 and MiniLM vectors of every table and column), rebuilding
 * only the tables whose definition changed, with a progress bar on stderr; then the value index
 * beside it (the distinct values of text columns, for value linking), reading again only the
 * tables whose definition or row estimate changed.
 */
@Command(name = "index", mixinStandardHelpOptions = true,
        description = "Build or refresh the schema index of the database (only changed tables are re-indexed).")
final class IndexCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    IndexCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Catalog catalog = runtime.textToSql().catalog();
            SchemaIndexStore store = runtime.indexStore(runtime.source());
            ProgressBar bar = new ProgressBar(cli.err, System.console() != null);
            IndexStats stats = store.index(catalog, (done, total) -> {
                if (total >= 50) bar.update(done, total, "tables indexed");
            });
            bar.finish();
            ValueIndexStore valueStore = runtime.valueIndexStore(runtime.source());
            ValueIndexStats values = valueStore.index(catalog, runtime.valueSource(runtime.source()), (done, total) -> { });
            if (parent.options.json) {
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("directory", store.directory().toString());
                out.put("tables", stats.tables());
                out.put("reused", stats.reused());
                out.put("rebuilt", stats.rebuilt());
                out.put("removed", stats.removed());
                out.put("elapsed_ms", stats.millis());
                out.put("catalog_hash", stats.catalogHash());
                Map<String, Object> v = new LinkedHashMap<>();
                v.put("directory", valueStore.directory().toString());
                v.put("values", values.values());
                v.put("reused", values.reused());
                v.put("rebuilt", values.rebuilt());
                v.put("removed", values.removed());
                Map<String, Object> notReached = new LinkedHashMap<>();
                values.notReached().forEach((t, columns) -> notReached.put(t.displayName(), columns));
                v.put("not_reached", notReached);
                v.put("elapsed_ms", values.millis());
                out.put("value_index", v);
                cli.out.println(Json.write(out));
            } else {
                cli.out.println("Indexed " + stats.tables() + " tables in " + stats.millis() + " ms: " + stats.rebuilt()
                        + " rebuilt, " + stats.reused() + " unchanged, " + stats.removed() + " removed.");
                cli.out.println("Index: " + store.directory());
                cli.out.println("Indexed " + values.values() + " distinct values in " + values.millis() + " ms: " + values.rebuilt()
                        + " tables read, " + values.reused() + " unchanged, " + values.removed() + " removed.");
                values.notReached().forEach((t, columns) -> cli.out.println("Not reached in the time budget (read again next time): "
                        + t.displayName() + " " + String.join(", ", columns)));
            }
            return 0;
        }
    }
}
