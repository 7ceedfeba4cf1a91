/** Confidence: a 0-100 score fused from schema coverage, example similarity, complexity and the model's own rating. */
package io.askdb.confidence;
