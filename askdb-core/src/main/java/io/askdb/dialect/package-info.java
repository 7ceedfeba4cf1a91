/** The SQL dialect as data: quoting, row-limit syntax and lexical rules per engine. */
package io.askdb.dialect;
