package io.askdb.planner.read;

/** What the read stage made of a question: a {@link QuestionShape}, or {@link Unread} with the words that stopped it. */
public sealed interface ReadOutcome permits QuestionShape, Unread {
}
