package io.askdb.semantic;

import java.util.List;

/**
 * The model as written in the file, before it is checked against the catalog: tables and
 * columns are still as the user spelt them.
 */
record ParsedModel(String database, List<Located<Entity>> entities, List<Located<Metric>> metrics,
                   List<Located<Relationship>> relationships) {
    ParsedModel {
        entities = List.copyOf(entities);
        metrics = List.copyOf(metrics);
        relationships = List.copyOf(relationships);
    }
}
