/**
 * The schema part of a generation prompt: which of the linked tables and columns fit a budget in
 * prompt tokens ({@link io.askdb.prompt.PromptSchema}, counted by the
 * {@link io.askdb.prompt.TokenCounter} the caller gives), rendered as compact DDL
 * ({@link io.askdb.prompt.SchemaRenderer}) with database text inside data blocks
 * ({@link io.askdb.prompt.DataBlock}). Pure code, no vendor: the LLM generator sends it and the
 * evaluation measures what it holds ("prompt recall").
 */
package io.askdb.prompt;
