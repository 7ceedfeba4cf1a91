/**
 * The wire fields of askdb's answers, history entries and traces: the one mapping that
 * {@code askdb ask --json}, the HTTP API ({@code POST /api/query}) and MCP's {@code ask} share, so
 * the three cannot drift apart. Wire formats are API: fields are appended, never renamed; null
 * means absent (shared/design.md).
 */
package io.askdb.json;
