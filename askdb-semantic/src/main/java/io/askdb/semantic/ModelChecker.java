package io.askdb.semantic;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a parsed model against the catalog and returns it with every table id and column name
 * exactly as catalogued. Every problem is reported, not only the first.
 */
final class ModelChecker {
    private final Problems problems;
    private final CatalogNames names;
    private final ExpressionCheck expressions;

    ModelChecker(Catalog catalog, Problems problems) {
        this.problems = problems;
        this.names = new CatalogNames(catalog, problems);
        this.expressions = new ExpressionCheck(names, problems);
    }

    SemanticModel check(ParsedModel parsed) {
        List<Entity> entities = new ArrayList<>();
        Map<TableId, String> entityPaths = new HashMap<>();
        for (Located<Entity> e : parsed.entities()) {
            entity(e).ifPresent(entity -> {
                String earlier = entityPaths.putIfAbsent(entity.table(), e.path());
                if (earlier != null) {
                    problems.add(e.path() + ".table", "table " + entity.table() + " already has an entity at "
                            + earlier + ". Merge the two entries into one.");
                } else {
                    entities.add(entity);
                }
            });
        }
        List<Relationship> relationships = new ArrayList<>();
        for (Located<Relationship> r : parsed.relationships()) relationship(r).ifPresent(relationships::add);
        List<Metric> metrics = new ArrayList<>();
        for (Located<Metric> m : parsed.metrics()) metric(m, relationships).ifPresent(metrics::add);
        new TermCheck(problems).check(parsed);
        return new SemanticModel(parsed.database(), entities, metrics, relationships);
    }

    private Optional<Entity> entity(Located<Entity> located) {
        Entity e = located.value();
        Optional<Table> table = names.table(e.table(), located.path() + ".table");
        if (table.isEmpty()) return Optional.empty();
        List<Dimension> dimensions = new ArrayList<>();
        for (int i = 0; i < e.dimensions().size(); i++) {
            Dimension d = e.dimensions().get(i);
            names.column(table.get(), d.column(), located.path() + ".dimensions[" + i + "].column")
                    .ifPresent(c -> dimensions.add(new Dimension(c, d.name(), d.synonyms(), d.description())));
        }
        return Optional.of(new Entity(table.get().id(), e.name(), e.synonyms(), e.description(), e.visible(),
                dimensions));
    }

    private Optional<Relationship> relationship(Located<Relationship> located) {
        Relationship r = located.value();
        String path = located.path();
        Optional<Table> from = names.table(r.from(), path + ".from.table");
        Optional<Table> to = names.table(r.to(), path + ".to.table");
        Optional<List<String>> fromColumns = from.flatMap(t -> names.columns(t, r.fromColumns(), path + ".from.columns"));
        Optional<List<String>> toColumns = to.flatMap(t -> names.columns(t, r.toColumns(), path + ".to.columns"));
        if (fromColumns.isEmpty() || toColumns.isEmpty()) return Optional.empty();
        return Optional.of(new Relationship(from.get().id(), fromColumns.get(), to.get().id(), toColumns.get(),
                r.cardinality(), r.declared()));
    }

    private Optional<Metric> metric(Located<Metric> located, List<Relationship> relationships) {
        Metric m = located.value();
        String path = located.path();
        Optional<Table> table = names.table(m.table(), path + ".table");
        if (table.isEmpty()) return Optional.empty();
        boolean ok = expressions.check(m.expression(), table.get(), path + ".expression");
        for (int i = 0; i < m.filters().size(); i++) {
            ok &= expressions.check(m.filters().get(i), table.get(), path + ".filters[" + i + "]");
        }
        ColumnRef time = null;
        if (m.timeColumn() != null) {
            time = timeColumn(m.timeColumn(), table.get(), relationships, path + ".timeColumn");
            ok &= time != null;
        }
        if (!ok) return Optional.empty();
        return Optional.of(new Metric(m.name(), m.synonyms(), m.description(), table.get().id(), m.expression(), time,
                m.filters()));
    }

    private ColumnRef timeColumn(ColumnRef ref, Table own, List<Relationship> relationships, String path) {
        boolean sameTable = ref.table().schema() == null && ref.table().name().equalsIgnoreCase(own.id().name())
                || ref.table().equals(own.id());
        Optional<Table> table = sameTable ? Optional.of(own) : names.table(ref.table(), path);
        if (table.isEmpty()) return null;
        Optional<String> column = names.column(table.get(), ref.column(), path);
        if (column.isEmpty()) return null;
        if (JoinPaths.shortest(relationships, own.id(), table.get().id()).isEmpty()) {
            problems.add(path, "no relationship connects " + own.id() + " to " + table.get().id()
                    + ", so the time column cannot be reached. Add the relationship under 'relationships', or use a"
                    + " date column of " + own.id() + ".");
            return null;
        }
        return new ColumnRef(table.get().id(), column.get());
    }
}
