/** Generation: writing candidate SQL for a question, by an LLM or the deterministic planner. */
package io.askdb.generation;
