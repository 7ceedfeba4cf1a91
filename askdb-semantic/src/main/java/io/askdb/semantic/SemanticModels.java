package io.askdb.semantic;

import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads, checks, starts and writes semantic model files (YAML, one per database).
 *
 * <p>The file has four top-level keys: {@code database} (a label), {@code entities} (each with
 * {@code table}, optional {@code schema}, {@code name}, {@code synonyms}, {@code description},
 * {@code visible} and {@code dimensions} of {@code column}, {@code name}, {@code synonyms},
 * {@code description}), {@code metrics} (each with {@code name}, {@code synonyms},
 * {@code description}, {@code table}, {@code schema}, {@code expression}, {@code timeColumn},
 * {@code filters}) and {@code relationships} (each with {@code from} and {@code to}, each a
 * {@code table}, optional {@code schema} and {@code columns}, plus {@code cardinality} and
 * {@code declared}).
 *
 * @since 0.3
 */
public final class SemanticModels {
    private SemanticModels() {
    }

    /**
     * Reads a model file and checks it against the catalog: every table, column, expression,
     * filter and time column must exist, a time column of another table must be reachable through
     * relationships, and no word may name two entities or metrics. Tables and columns in the
     * result are exactly as catalogued.
     *
     * @param yaml    the model file; not null
     * @param catalog the database's catalog; not null
     * @return the checked model; an empty model for an empty file
     * @throws AskdbException with {@code BAD_INPUT} when the file is missing, unreadable or not
     *         YAML, or listing every problem (YAML path, line, what to do) when it does not check
     */
    public static SemanticModel read(Path yaml, Catalog catalog) {
        return new ModelReader().read(yaml, catalog);
    }

    /**
     * As {@link #readIfPresent(Path, Catalog)} for a catalog an access policy narrowed: the file is
     * checked against the whole database's catalog (so a name the policy hides is not a problem of
     * the file), and the model keeps only entities, dimensions, metrics and relationships whose
     * tables and columns the visible catalog holds.
     *
     * @param yaml    the model file; not null
     * @param catalog the whole database's catalog; not null
     * @param visible the catalog the caller may see (hidden tables and columns removed); not null
     * @return the checked model without hidden names, or {@link SemanticModel#empty} when the file does not exist
     * @throws AskdbException with {@code BAD_INPUT} as {@link #read} for a file that does not check against {@code catalog}
     * @since 0.5
     */
    public static SemanticModel readIfPresent(Path yaml, Catalog catalog, Catalog visible) {
        return Files.exists(yaml) ? new ModelReader().read(yaml, catalog, visible) : SemanticModel.empty("");
    }

    /**
     * As {@link #read}, but a missing file is an empty model: the model file is optional.
     *
     * @return the checked model, or {@link SemanticModel#empty} when the file does not exist
     * @throws AskdbException with {@code BAD_INPUT} as {@link #read} for a file that exists
     */
    public static SemanticModel readIfPresent(Path yaml, Catalog catalog) {
        return Files.exists(yaml) ? read(yaml, catalog) : SemanticModel.empty("");
    }

    /**
     * Starts a model from the catalog: one entity per table and view with synonyms from its
     * split name ("InvoiceLine" is "invoice line", also "invoice lines"), one dimension per column,
     * one relationship per foreign key (many-to-one, or one-to-one when the key's columns are the
     * primary key) and draft metrics for the user to confirm: a row count per table, and a sum and an
     * average of each amount-like column (money or decimal type, or a name such as amount, total, price,
     * cost or quantity), each with a description starting "Draft by askdb model init.".
     *
     * @param catalog the database's catalog; not null
     * @return a model that {@link #read} accepts once written
     */
    public static SemanticModel bootstrap(Catalog catalog) {
        return bootstrap("", catalog);
    }

    /**
     * As {@link #bootstrap(Catalog)}, with a label for the database.
     *
     * @param database a label, e.g. "chinook", or empty
     */
    public static SemanticModel bootstrap(String database, Catalog catalog) {
        return bootstrap(database, catalog, io.askdb.policy.Policy.NONE);
    }

    /**
     * As {@link #bootstrap(String, Catalog)}, under an access policy: no metric is drafted over a
     * column the policy hides or masks, since the guard refuses every use of a masked column but a
     * bare projection (README "Access policy"), so a drafted {@code SUM(salary)} would make every
     * question about it a refusal. The row count of each table is still drafted, and masked columns
     * stay dimensions (they may be listed).
     *
     * @param database a label, e.g. "chinook", or empty
     * @param catalog  the catalog the caller may see (the policy's visible catalog, e.g.
     *                 {@code TextToSql.catalog()}); not null
     * @param policy   the policy in effect for that catalog, views included (e.g.
     *                 {@code TextToSql.effectivePolicy()}); not null
     * @since 0.7
     */
    public static SemanticModel bootstrap(String database, Catalog catalog, io.askdb.policy.Policy policy) {
        return new ModelBootstrap().bootstrap(database, catalog, java.util.Objects.requireNonNull(policy, "policy"));
    }

    /** @return the model as YAML text, exactly as {@link #write} writes it */
    public static String toYaml(SemanticModel model) {
        return new ModelWriter().write(model);
    }

    /**
     * Writes a model as readable YAML: a header comment explaining the file, keys in a fixed
     * order and a commented example metric. Replaces the file if it exists; creates its folder.
     *
     * @throws AskdbException with {@code BAD_INPUT} when the file cannot be written
     */
    public static void write(SemanticModel model, Path yaml) {
        try {
            Path parent = yaml.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.writeString(yaml, toYaml(model), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "The semantic model cannot be written to " + yaml + " ("
                    + e.getMessage() + "). Check that the folder exists and is writable.", e);
        }
    }
}
