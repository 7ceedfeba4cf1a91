package io.askdb.app.cli;

import io.askdb.app.runtime.AskdbRuntime;
import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code askdb schema [TABLE]}: lists the catalog's tables, or describes one. */
@Command(name = "schema", aliases = {"tables", "describe"}, mixinStandardHelpOptions = true, description = "List the tables and views, or describe one table.")
final class SchemaCommand implements Callable<Integer> {
    private final Cli cli;

    @ParentCommand
    AskdbCommand parent;

    @Parameters(arity = "0..1", paramLabel = "TABLE", description = "A table or view, optionally schema-qualified (sales.orders).")
    String table;

    SchemaCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        try (AskdbRuntime runtime = cli.runtime(parent.options)) {
            Catalog catalog = runtime.textToSql().catalog();
            if (table == null) {
                if (parent.options.json) cli.out.println(Json.write(catalog.tables()));
                else {
                    catalog.tables().forEach(t -> cli.out.println(summary(t)));
                    catalog.omitted().forEach(o -> cli.out.println("note: " + o.describe()
                            + " is left out: " + catalog.dialect().displayName() + " cannot read its columns"));
                }
                return 0;
            }
            Table t = find(catalog, table);
            if (parent.options.json) cli.out.println(Json.write(t));
            else describe(t);
            return 0;
        }
    }

    private static Table find(Catalog catalog, String ref) {
        int dot = ref.lastIndexOf('.');
        List<Table> found = dot > 0 ? catalog.resolve(ref.substring(0, dot), ref.substring(dot + 1)) : catalog.resolve(null, ref);
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) {
            java.util.Optional<io.askdb.catalog.OmittedRelation> left = dot > 0
                    ? catalog.omitted(ref.substring(0, dot), ref.substring(dot + 1)) : catalog.omitted(null, ref);
            if (left.isPresent()) {
                throw new AskdbException(ErrorCode.BAD_INPUT, "The " + left.get().describe() + " is left out of the catalog: "
                        + catalog.dialect().displayName() + " cannot read its columns. Fix or drop it in the database.");
            }
            throw new AskdbException(ErrorCode.BAD_INPUT, "No table or view named '" + ref + "'. Run 'askdb schema' to list them.");
        }
        throw new AskdbException(ErrorCode.BAD_INPUT, "'" + ref + "' is ambiguous: " + found.stream().map(x -> x.id().displayName()).toList()
                + ". Qualify it with its schema.");
    }

    private static String summary(Table t) {
        String kind = t.kind() == Table.Kind.TABLE ? "" : " (" + t.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")";
        String rows = t.rowEstimate() >= 0 ? ", ~" + t.rowEstimate() + " rows" : "";
        return t.id().displayName() + kind + ": " + t.columns().size() + " columns" + rows;
    }

    private void describe(Table t) {
        cli.out.println(summary(t));
        if (t.comment() != null && !t.comment().isBlank()) cli.out.println("  " + t.comment());
        for (Column c : t.columns()) {
            StringBuilder line = new StringBuilder("  ").append(c.name()).append(' ').append(c.typeName());
            if (t.primaryKey().contains(c.name())) line.append(" PRIMARY KEY");
            if (!c.nullable()) line.append(" NOT NULL");
            if (c.comment() != null && !c.comment().isBlank()) line.append("  -- ").append(c.comment());
            if (!c.sampleValues().isEmpty()) line.append("  e.g. ").append(String.join(", ", c.sampleValues()));
            cli.out.println(line);
        }
        for (ForeignKey fk : t.foreignKeys()) {
            cli.out.println("  (" + String.join(", ", fk.columns()) + ") -> " + fk.target().displayName()
                    + " (" + String.join(", ", fk.targetColumns()) + ")");
        }
    }
}
