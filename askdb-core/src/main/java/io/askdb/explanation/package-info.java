/** Explanation: the plain-language account of a result given to the user. */
package io.askdb.explanation;
