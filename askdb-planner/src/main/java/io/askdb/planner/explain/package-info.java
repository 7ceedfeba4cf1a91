/**
 * The template explainer: a short plain-language paragraph about a result, built from sentence
 * templates in {@code templates.properties} and the result's own values, so that it cannot say
 * anything the rows do not. Public: {@link io.askdb.planner.explain.TemplateExplainer}.
 */
package io.askdb.planner.explain;
