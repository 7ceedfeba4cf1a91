/** The trace of a question: one record per agent step with timing, model tokens and outcome. */
package io.askdb.trace;
