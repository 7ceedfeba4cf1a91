/** The picocli command line: ask, sql, schema, history. */
package io.askdb.app.cli;
