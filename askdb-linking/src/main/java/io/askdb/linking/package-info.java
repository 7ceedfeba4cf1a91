/** askdb linking. */
package io.askdb.linking;
