/** Evidence (business definitions, notes) and verified examples, retrieved for a question. */
package io.askdb.knowledge;
