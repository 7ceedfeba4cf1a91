/**
 * The keyword planner: a deterministic {@link io.askdb.generation.SqlGenerator} for askdb when no
 * LLM is configured. It reads a question against the catalog alone (table and column names,
 * foreign keys, a small generic vocabulary in {@code lexicon.properties}) and answers counting,
 * aggregate, group-by, top-N and listing questions; anything it does not fully understand is
 * declined with a reason and rephrasings it could answer. It never writes SQL that changes data.
 *
 * <p>Given a {@link io.askdb.semantic.SemanticModel}, it also answers questions about the model's
 * metrics ("revenue per genre", "which 3 genres earned the most revenue", "total sales per year",
 * "total sales in 2022") with the metric's own expression and filters, grouped only by tables and
 * columns its table reaches from many to one; a metric it cannot plan is declined by name.
 *
 * <p>Both kinds of question may name stored values of text columns, matched exactly against the
 * catalog's sampled values ("How many tracks are in the Jazz genre?", "total revenue from
 * customers in Canada"): each becomes {@code WHERE column = 'value'} on a table joined from many
 * to one, stated as an assumption; an ambiguous value is declined.
 *
 * <p>Plain questions may also restrict their rows (vocabulary in {@code conditions.properties}):
 * numeric comparisons ("tracks longer than 5 minutes", "invoices with a total over $10"), missing
 * values ("tracks with no composer"), rows nothing refers to ("artists with no albums", "genres
 * never sold"), negated values ("customers not in the USA") and DISTINCT ("how many different
 * countries", "which billing countries"); a comparison whose column is unclear is declined.
 *
 * <p>Plans are rendered with jOOQ for the catalog's dialect ({@code JooqDialects}), never by
 * concatenating identifiers: names quoted by the dialect, values inlined as literals, the row cap,
 * date literals and date functions written the way each engine expects. Only the semantic model's
 * metric expressions and filters, which the model's author wrote as SQL, are embedded as plain SQL.
 *
 * <p>Public: {@link io.askdb.planner.KeywordPlanner}. Everything else is package-private.
 */
package io.askdb.planner;
