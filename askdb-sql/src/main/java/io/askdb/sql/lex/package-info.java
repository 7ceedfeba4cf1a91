/**
 * The guard's lexer: finds comments, string literals, quoted identifiers and statement boundaries
 * exactly as each engine does, so that later guard layers and the row limiter see the same
 * statement the database will run.
 */
package io.askdb.sql.lex;
