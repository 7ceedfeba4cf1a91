/** Faults: the {@link io.askdb.error.ErrorCode} catalog and the one unchecked exception. */
package io.askdb.error;
