package io.askdb.planner;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.generation.GenerationRequest;
import io.askdb.semantic.Relationship;
import io.askdb.semantic.SemanticModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The semantic model's relationships as foreign keys, for planning only: {@link #over(Catalog)}
 * returns the catalog whose tables also carry one {@link ForeignKey} per relationship the database
 * does not declare itself, on the many side ({@code from} for MANY_TO_ONE and ONE_TO_ONE, {@code to}
 * for ONE_TO_MANY), so every join path, bridge, listing and metric plan follows them as it follows
 * the database's keys. A MANY_TO_MANY relationship is left out (a join along it would multiply the
 * rows counted or summed), and so is one naming a table or column the catalog lacks (model check
 * refuses those; a policy-narrowed catalog may still lack them). The guard and the executor keep
 * the request's own catalog: only the planner sees this one. The augmented catalog of the last
 * catalog instance is cached, so the planner's vocabulary cache (kept per catalog instance) holds.
 */
final class ModelJoins {
    /** The constraint name the added foreign keys carry, so that a reader can tell them apart. */
    static final String NAME = "semantic model relationship";

    private final List<Relationship> relationships;
    private Catalog lastSource;
    private Catalog lastResult;

    ModelJoins(SemanticModel model) {
        this.relationships = model.relationships();
    }

    /** @return the request over {@link #over(Catalog)} of its catalog; the same request when nothing is added */
    GenerationRequest over(GenerationRequest r) {
        Catalog c = over(r.catalog());
        return c == r.catalog() ? r : new GenerationRequest(r.question(), c, r.failed(), r.evidence(), r.linked(), r.knowledge(), r.examples(), r.earlier());
    }

    /** @return the catalog with the relationships' foreign keys added; the same instance when none is added */
    synchronized Catalog over(Catalog catalog) {
        if (catalog == lastSource) return lastResult;
        Map<TableId, List<ForeignKey>> added = new LinkedHashMap<>();
        for (Relationship r : relationships) {
            switch (r.cardinality()) {
                case MANY_TO_ONE, ONE_TO_ONE -> add(catalog, r.from(), r.fromColumns(), r.to(), r.toColumns(), added);
                case ONE_TO_MANY -> add(catalog, r.to(), r.toColumns(), r.from(), r.fromColumns(), added);
                case MANY_TO_MANY -> { }
            }
        }
        Catalog result = catalog;
        if (!added.isEmpty()) {
            List<Table> tables = new ArrayList<>();
            for (Table t : catalog.tables()) {
                List<ForeignKey> extra = added.getOrDefault(t.id(), List.of());
                if (extra.isEmpty()) {
                    tables.add(t);
                } else {
                    List<ForeignKey> keys = new ArrayList<>(t.foreignKeys());
                    keys.addAll(extra);
                    tables.add(new Table(t.id(), t.kind(), t.comment(), t.columns(), t.primaryKey(), keys, t.rowEstimate(), t.definition()));
                }
            }
            result = new Catalog(catalog.dialect(), catalog.defaultSchema(), tables, catalog.omitted());
        }
        lastSource = catalog;
        lastResult = result;
        return result;
    }

    private static void add(Catalog catalog, TableId manyId, List<String> manyColumns, TableId oneId, List<String> oneColumns,
                            Map<TableId, List<ForeignKey>> added) {
        Optional<Table> many = table(catalog, manyId);
        Optional<Table> one = table(catalog, oneId);
        if (many.isEmpty() || one.isEmpty()) return;
        Optional<List<String>> from = columns(many.get(), manyColumns);
        Optional<List<String>> to = columns(one.get(), oneColumns);
        if (from.isEmpty() || to.isEmpty()) return;
        if (declared(many.get(), from.get(), one.get(), to.get()) || declared(one.get(), to.get(), many.get(), from.get())) return;
        ForeignKey fk = new ForeignKey(NAME, from.get(), one.get().id(), to.get());
        List<ForeignKey> keys = added.computeIfAbsent(many.get().id(), k -> new ArrayList<>());
        if (!keys.contains(fk)) keys.add(fk);
    }

    private static Optional<Table> table(Catalog catalog, TableId id) {
        Optional<Table> exact = catalog.table(id);
        if (exact.isPresent()) return exact;
        List<Table> found = catalog.resolve(id.schema(), id.name());
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** @return the columns as catalogued, or empty when one is missing */
    private static Optional<List<String>> columns(Table t, List<String> names) {
        List<String> out = new ArrayList<>();
        for (String n : names) {
            Optional<io.askdb.catalog.Column> c = t.column(n);
            if (c.isEmpty()) return Optional.empty();
            out.add(c.get().name());
        }
        return Optional.of(out);
    }

    /** @return whether {@code t} already has a foreign key on these columns to these columns of {@code target} */
    private static boolean declared(Table t, List<String> columns, Table target, List<String> targetColumns) {
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.target().name().equalsIgnoreCase(target.id().name()) && lower(fk.columns()).equals(lower(columns))
                    && lower(fk.targetColumns()).equals(lower(targetColumns))) return true;
        }
        return false;
    }

    private static List<String> lower(List<String> names) {
        return names.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList();
    }
}
