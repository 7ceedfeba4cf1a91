/**
 * Schema linking: finding the tables and columns of a catalog that a question is about, ranked
 * best first, so a generator sees a small relevant schema instead of the whole catalog.
 */
package io.askdb.linking;
