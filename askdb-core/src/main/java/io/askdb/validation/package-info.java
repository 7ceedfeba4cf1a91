/** Validation of candidate SQL: schema compliance and a dry run on the database. */
package io.askdb.validation;
