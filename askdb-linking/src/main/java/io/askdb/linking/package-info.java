/**
 * Schema linking and value linking: picking the tables and columns of a catalog that a question
 * needs, and matching its literals to stored values.
 *
 * <p>What the app wires: {@link io.askdb.linking.LuceneSchemaLinker} (the
 * {@link io.askdb.linking.SchemaLinker}; hybrid BM25 plus in-process MiniLM by default, lexical
 * on request through {@link io.askdb.linking.LinkerMode}), {@link io.askdb.linking.SchemaIndexStore}
 * (a per-database index persisted in a directory and refreshed only for changed tables, with
 * {@link io.askdb.linking.IndexProgress} and {@link io.askdb.linking.IndexStats} for
 * {@code askdb index}), and {@link io.askdb.linking.SampleValueLinker} (the
 * {@link io.askdb.linking.ValueLinker} over the catalog's few sampled values), and
 * {@link io.askdb.linking.IndexedValueLinker} (the {@link io.askdb.linking.ValueLinker} over all
 * distinct values of text columns, kept by {@link io.askdb.linking.ValueIndexStore} beside the
 * schema index and read through a {@link io.askdb.linking.ValueSource}, returning
 * {@link io.askdb.linking.ValueBatch} of {@link io.askdb.linking.StoredColumn}, with
 * {@link io.askdb.linking.ValueIndexStats} for {@code askdb index}). {@link io.askdb.linking.TextEmbedder} and
 * {@link io.askdb.linking.RankFusion} are shared with evidence and example retrieval.
 */
package io.askdb.linking;
