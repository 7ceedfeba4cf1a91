/**
 * The per-datasource access policy: which tables and columns are hidden from the model and from
 * answers, which columns are shown only masked, and which tables are filtered to the caller's
 * rows. {@link io.askdb.policy.Policy} is the contract; the catalog is filtered here
 * ({@link io.askdb.policy.Policy#visible(io.askdb.catalog.Catalog)}), the SQL rules and masking
 * are enforced by a guard layer and an executor in askdb-sql.
 */
package io.askdb.policy;
