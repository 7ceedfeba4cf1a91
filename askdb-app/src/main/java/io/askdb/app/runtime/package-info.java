/** Runtime wiring: the only place that turns configuration into concrete parts. */
package io.askdb.app.runtime;
