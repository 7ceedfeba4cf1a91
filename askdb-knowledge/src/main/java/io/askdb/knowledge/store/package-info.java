/** File-backed evidence and example stores: a knowledge folder of Markdown documents and a JSONL file of verified examples. */
package io.askdb.knowledge.store;
