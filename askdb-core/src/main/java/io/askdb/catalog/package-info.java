/** The catalog: introspected metadata (tables, columns, keys, sample values). "Schema" keeps its SQL meaning, a namespace. */
package io.askdb.catalog;
