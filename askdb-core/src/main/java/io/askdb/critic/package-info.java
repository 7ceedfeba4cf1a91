/** The critic: checks that a result answers the question before it is explained. */
package io.askdb.critic;
