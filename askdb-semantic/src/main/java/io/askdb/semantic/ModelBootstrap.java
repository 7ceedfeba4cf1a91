package io.askdb.semantic;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.policy.Policy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Starts a model from a catalog: one visible entity per table and view, named by its split and
 * singular identifier with the plural as a synonym; one dimension per column, named by its split
 * identifier ("InvoiceDate" is "invoice date", also "date" in table Invoice); one relationship per
 * foreign key, one-to-one when its columns are the table's primary key; and draft metrics for the
 * user to confirm ({@link MetricDrafts}: a row count per table, a sum and an average per amount-like
 * column the access policy neither hides nor masks). Words already taken by an earlier table or metric are left out, so the result always
 * passes the uniqueness check.
 */
final class ModelBootstrap {
    private final Set<String> taken = new HashSet<>();

    SemanticModel bootstrap(String database, Catalog catalog, Policy policy) {
        List<Entity> entities = new ArrayList<>();
        List<Relationship> relationships = new ArrayList<>();
        for (Table table : catalog.tables()) {
            entities.add(entity(table));
            for (ForeignKey fk : table.foreignKeys()) relationship(catalog, table, fk, relationships);
        }
        MetricDrafts drafts = new MetricDrafts(catalog.dialect(), taken, policy);
        List<Metric> metrics = new ArrayList<>();
        for (int i = 0; i < entities.size(); i++) metrics.addAll(drafts.draft(catalog.tables().get(i), entities.get(i).name()));
        return new SemanticModel(database, entities, metrics, relationships);
    }

    private Entity entity(Table table) {
        String words = Inflection.words(table.id().name());
        String base = words.isEmpty() ? table.id().name() : Inflection.singularPhrase(words);
        List<String> synonyms = new ArrayList<>();
        String name = base;
        if (taken.add(Terms.key(base))) {
            String plural = Inflection.pluralPhrase(base);
            if (!plural.equals(base)) synonyms.add(plural);
        } else {
            name = table.id().schema() == null ? base + " 2" : Inflection.words(table.id().schema()) + " " + base;
            for (int n = 3; !taken.add(Terms.key(name)); n++) name = base + " " + n;
        }
        List<Dimension> dimensions = new ArrayList<>();
        for (Column c : table.columns()) {
            String columnWords = Inflection.words(c.name());
            String dimensionName = columnWords.isEmpty() ? c.name() : columnWords;
            dimensions.add(new Dimension(c.name(), dimensionName, withoutPrefix(dimensionName, words), c.comment()));
        }
        return new Entity(table.id(), name, synonyms, table.comment(), true, dimensions);
    }

    /** "invoice date" in table Invoice is also "date"; an id column gets no such synonym. */
    private static List<String> withoutPrefix(String columnWords, String tableWords) {
        String prefix = tableWords + " ";
        if (tableWords.isEmpty() || !columnWords.startsWith(prefix)) return List.of();
        String rest = columnWords.substring(prefix.length());
        return rest.equals("id") ? List.of() : List.of(rest);
    }

    private static void relationship(Catalog catalog, Table table, ForeignKey fk, List<Relationship> out) {
        List<Table> targets = catalog.resolve(fk.target().schema(), fk.target().name());
        TableId target = targets.size() == 1 ? targets.get(0).id() : fk.target();
        boolean oneToOne = !table.primaryKey().isEmpty()
                && new HashSet<>(fk.columns()).equals(new HashSet<>(table.primaryKey()));
        out.add(new Relationship(table.id(), fk.columns(), target, fk.targetColumns(),
                oneToOne ? Cardinality.ONE_TO_ONE : Cardinality.MANY_TO_ONE, true));
    }
}
