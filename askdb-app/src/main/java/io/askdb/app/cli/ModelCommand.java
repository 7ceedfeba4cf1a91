package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import io.askdb.semantic.SemanticModel;
import io.askdb.semantic.SemanticModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code askdb model init} writes a semantic model bootstrapped from the catalog (entities,
 * dimensions, relationships from foreign keys, and draft metrics for the user to confirm: a count
 * per table, sums and averages of amount-like columns); {@code askdb model
 * check} reads the configured model and reports every problem at once.
 */
@Command(name = "model", mixinStandardHelpOptions = true,
        description = "Write (init) or check the database's semantic model: entities, metrics and relationships in YAML.")
final class ModelCommand {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    ModelCommand(Cli cli) {
        this.cli = cli;
    }

    @Command(name = "init", mixinStandardHelpOptions = true,
            description = "Bootstrap a semantic model from the catalog into --out, or the --semantic-path file.")
    int init(@Option(names = "--out", paramLabel = "FILE", description = "Where to write it (default: --semantic-path).") Path out,
             @Option(names = "--force", description = "Replace an existing file.") boolean force) {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Path file = out != null ? out : runtime.config().agent().semanticPath();
            if (file == null) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "Say where to write the model: --out FILE, or --semantic-path FILE"
                        + " (ASKDB_SEMANTIC_PATH, askdb.semantic.path) so that askdb also reads it.");
            }
            if (Files.exists(file) && !force) {
                throw new AskdbException(ErrorCode.BAD_INPUT, file + " already exists; askdb model init does not overwrite your edits."
                        + " Give --force to replace it, or --out another file.");
            }
            // the catalog the caller may see, and the policy it was taken with: no metric over a masked column
            Catalog catalog = runtime.textToSql().catalog();
            SemanticModel model = SemanticModels.bootstrap("", catalog, runtime.textToSql().effectivePolicy());
            SemanticModels.write(model, file);
            cli.out.println("Wrote " + file + ": " + model.entities().size() + " entities, " + model.metrics().size()
                    + " draft metrics, " + model.relationships().size() + " relationships. Confirm, rename or delete the draft"
                    + " metrics, add your own (revenue, active customers, ...) and synonyms, then run askdb model check.");
            return 0;
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Check the semantic model (--semantic-path) against the database's catalog.")
    int check() {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Path file = runtime.semanticPath();
            if (file == null) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "No semantic model is configured: give --semantic-path FILE"
                        + " (ASKDB_SEMANTIC_PATH, askdb.semantic.path), or write one with askdb model init --out FILE.");
            }
            SemanticModel model = SemanticModels.read(file, runtime.textToSql().catalog());
            if (parent.options.json) {
                Map<String, Object> json = new LinkedHashMap<>();
                json.put("path", file.toString());
                json.put("entities", model.entities().size());
                json.put("metrics", model.metrics().size());
                json.put("relationships", model.relationships().size());
                cli.out.println(Json.write(json));
            } else {
                cli.out.println(file + " is valid: " + model.entities().size() + " entities, " + model.metrics().size()
                        + " metrics, " + model.relationships().size() + " relationships.");
            }
            return 0;
        }
    }
}
