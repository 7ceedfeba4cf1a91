/**
 * {@code askdb bench}: measurements of askdb's own work (guard, catalog introspection, schema
 * index build and schema linking, planner answers, the agent's own time and prompt tokens with a
 * scripted model, heap), each reported as a median and a nearest-rank 95th percentile over
 * repeated samples after a warm-up.
 *
 * <p>The public surface is {@link io.askdb.bench.Bench}, its {@link io.askdb.bench.BenchOptions},
 * the {@link io.askdb.bench.BenchReport} of {@link io.askdb.bench.BenchRow}s, and
 * {@link io.askdb.bench.IndexBuilder}, through which the caller supplies the schema-index step.
 */
package io.askdb.bench;
