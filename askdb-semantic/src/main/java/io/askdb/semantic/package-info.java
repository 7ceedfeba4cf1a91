/** The semantic model of a database: entities, dimensions, metrics and relationships, read from and written to YAML. */
package io.askdb.semantic;
