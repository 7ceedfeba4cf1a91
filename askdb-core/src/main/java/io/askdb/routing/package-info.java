/** Routing: the zero-cost first step that refuses writes and answers small talk. */
package io.askdb.routing;
