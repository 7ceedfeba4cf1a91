/**
 * Generation with a language model: {@link io.askdb.langchain4j.LlmSqlGenerator} writes candidate
 * SQL for a question through any LangChain4j {@code ChatModel}. Inside: prompt templates, schema
 * selection for large catalogs, structured-output parsing, SQL extraction from free text, and the
 * mapping of provider failures to askdb error codes.
 */
package io.askdb.langchain4j;
