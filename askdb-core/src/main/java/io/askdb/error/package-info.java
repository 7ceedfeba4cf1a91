/**
 * Faults: the {@link io.askdb.error.ErrorCode} catalog and the one unchecked exception, with one
 * subtype for a model reply that could not be read ({@link io.askdb.error.UnreadableReplyException}).
 */
package io.askdb.error;
