/** Conversations: follow-up questions rewritten with the earlier turns. */
package io.askdb.conversation;
