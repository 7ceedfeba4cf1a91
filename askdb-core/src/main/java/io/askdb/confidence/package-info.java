/**
 * Confidence: a 0-100 score fused from schema coverage, example similarity, complexity and the model's own rating,
 * and the real choices ({@link io.askdb.confidence.ChoiceFinder}) without which a low score never becomes a clarifying question.
 */
package io.askdb.confidence;
