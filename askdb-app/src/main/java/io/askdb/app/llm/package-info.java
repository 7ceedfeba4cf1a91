/** LLM providers: one small LangChain4j {@code ChatModel} factory per provider, found by ServiceLoader. */
package io.askdb.app.llm;
