/**
 * The guard: policy that decides whether candidate SQL may run (single read-only query,
 * allow-listed functions, visible tables, row cap). Its output is approved SQL.
 */
package io.askdb.guard;
