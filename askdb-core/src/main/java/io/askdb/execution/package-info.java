/** Execution: running approved SQL read-only with a timeout and a row cap; the output is a result table. */
package io.askdb.execution;
