/**
 * The language-model steps, through any LangChain4j {@code ChatModel}:
 * {@link io.askdb.langchain4j.LlmSqlGenerator} writes candidate SQL (linked schema with join paths
 * and stored values, evidence, knowledge and examples, repair history, clarifying question);
 * {@link io.askdb.langchain4j.LlmCritic} reviews a result against the question;
 * {@link io.askdb.langchain4j.LlmFollowUpRewriter} makes follow-up questions stand alone;
 * {@link io.askdb.langchain4j.LlmExplainer} writes the answer from the rows; and
 * {@link io.askdb.langchain4j.RecordingChatModel} and {@link io.askdb.langchain4j.ReplayChatModel}
 * record model exchanges to a JSONL transcript and answer from one offline. Inside: prompt
 * templates, data blocks for every database-derived text, schema selection for large catalogs,
 * structured-output parsing, SQL extraction from free text, and the mapping of provider failures
 * to askdb error codes.
 */
package io.askdb.langchain4j;
