/**
 * The MCP surface of askdb (Model Context Protocol, official MCP Java SDK): tools that let a
 * calling model ask a database questions, run its own read-only SQL through askdb's guard and
 * executor, browse the catalog, search it by schema linking and read the history, plus one
 * schema-overview resource per datasource.
 *
 * <p>{@link io.askdb.mcp.AskdbMcpServer} holds the tools and resources independently of the
 * transport: stdio today ({@code askdb mcp}), streamable HTTP later ({@code askdb serve}). The
 * tools call askdb's core contracts ({@link io.askdb.TextToSql}, {@link io.askdb.catalog.Catalog},
 * {@link io.askdb.linking.SchemaLinker}, {@link io.askdb.history.HistoryStore}); a refusal, a
 * decline or a failure inside a tool is a normal tool result marked {@code isError} with a
 * message the model can act on, while protocol errors (unknown tool, malformed request) stay
 * protocol errors.
 */
package io.askdb.mcp;
