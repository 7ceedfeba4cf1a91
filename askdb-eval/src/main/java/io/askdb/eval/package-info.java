/**
 * Evaluation of askdb on question sets with gold SQL: dataset readers, execution accuracy (EX)
 * computed with the Spider and BIRD evaluators' rules, schema-linking recall, and reports.
 */
package io.askdb.eval;
