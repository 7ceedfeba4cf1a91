/** History: the record of every question asked and what became of it. */
package io.askdb.history;
