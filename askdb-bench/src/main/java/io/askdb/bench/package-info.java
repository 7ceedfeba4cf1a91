/** askdb bench. */
package io.askdb.bench;
