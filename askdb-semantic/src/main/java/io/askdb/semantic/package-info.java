/**
 * The semantic model of a database: entities (tables and views) with synonyms and descriptions,
 * their dimensions (columns), metrics with one SQL definition each, and relationships with their
 * cardinality, read from and written to one YAML file per database.
 *
 * <p>Entry points: {@link io.askdb.semantic.SemanticModels} reads a file and checks it against the
 * {@link io.askdb.catalog.Catalog} ({@code read}, {@code readIfPresent}), starts one from the
 * catalog ({@code bootstrap}) and writes it ({@code write}); {@link io.askdb.semantic.SemanticEvidence}
 * serves its metric definitions as evidence to the LLM path. A short file:
 *
 * <pre>
 * database: chinook
 * entities:
 *   - table: Customer
 *     name: customer
 *     synonyms: [customers, client]
 *     visible: true
 * metrics:
 *   - name: revenue
 *     table: InvoiceLine
 *     expression: SUM(UnitPrice * Quantity)
 *     timeColumn: Invoice.InvoiceDate
 * relationships:
 *   - from: {table: InvoiceLine, columns: [InvoiceId]}
 *     to: {table: Invoice, columns: [InvoiceId]}
 *     cardinality: MANY_TO_ONE
 *     declared: true
 * </pre>
 */
package io.askdb.semantic;
