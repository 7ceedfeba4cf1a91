/** The askdb facade ({@link io.askdb.TextToSql}), the {@link io.askdb.Answer} and its {@link io.askdb.Status}. */
package io.askdb;
