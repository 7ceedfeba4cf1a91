/** Configuration: one name per setting across file, environment and flag; validated at once. */
package io.askdb.app.config;
