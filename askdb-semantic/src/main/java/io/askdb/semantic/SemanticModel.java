package io.askdb.semantic;

import io.askdb.catalog.TableId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A database's semantic model: the business words for its tables and columns, the metrics with
 * one definition each, and the relationships joins follow. Read with {@link SemanticModels#read},
 * started with {@link SemanticModels#bootstrap}.
 *
 * @param database      a label for the database, e.g. "chinook", or empty
 * @param entities      the tables and views; not null
 * @param metrics       the metrics; not null
 * @param relationships the joins; not null
 * @since 0.3
 */
public record SemanticModel(String database, List<Entity> entities, List<Metric> metrics,
                            List<Relationship> relationships) {
    public SemanticModel {
        database = database == null ? "" : database.strip();
        entities = List.copyOf(Objects.requireNonNull(entities, "SemanticModel.entities"));
        metrics = List.copyOf(Objects.requireNonNull(metrics, "SemanticModel.metrics"));
        relationships = List.copyOf(Objects.requireNonNull(relationships, "SemanticModel.relationships"));
    }

    /**
     * @param database a label for the database, or empty
     * @return a model with nothing in it, as for a database without a model file
     */
    public static SemanticModel empty(String database) {
        return new SemanticModel(database, List.of(), List.of(), List.of());
    }

    /** @return whether the model has no entities, metrics or relationships */
    public boolean isEmpty() {
        return entities.isEmpty() && metrics.isEmpty() && relationships.isEmpty();
    }

    /** @return the entity of this table, or empty */
    public Optional<Entity> entity(TableId table) {
        return entities.stream().filter(e -> e.table().equals(table)).findFirst();
    }

    /** @return the metric of this name, case-insensitively, or empty */
    public Optional<Metric> metric(String name) {
        return metrics.stream().filter(m -> m.name().equalsIgnoreCase(name)).findFirst();
    }

    /**
     * The shortest chain of relationships joining two tables, each followed in either direction.
     *
     * @return the relationships in join order (an empty list when the tables are equal), or empty
     *         when no chain of relationships connects them
     */
    public Optional<List<Relationship>> joinPath(TableId from, TableId to) {
        return JoinPaths.shortest(relationships, from, to);
    }

    /** @return the relationships that join these two tables, in either direction */
    public List<Relationship> relationshipsBetween(TableId a, TableId b) {
        return relationships.stream().filter(r -> r.joins(a, b)).toList();
    }
}
