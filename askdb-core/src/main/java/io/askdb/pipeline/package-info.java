/** The agent: a LangGraph4j state graph with one node per step of a question's path. */
package io.askdb.pipeline;
