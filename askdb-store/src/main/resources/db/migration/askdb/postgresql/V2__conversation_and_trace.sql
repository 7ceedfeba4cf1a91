-- Issue 4: follow-up questions and the agent's trace. Keep in step with ../sqlite/V2__conversation_and_trace.sql.
-- Every new column is nullable, so entries written before this migration stay valid; null means absent.
-- conversation_id     the conversation the question belongs to; null outside any conversation.
-- rewritten_question  the question as answered after follow-up rewriting; null when not rewritten.
-- trace               JSON array of steps, oldest first, each
--                     {"step", "millis", "model_millis", "input_tokens", "output_tokens", "outcome"};
--                     null when no step was recorded.
ALTER TABLE history ADD COLUMN conversation_id TEXT;
ALTER TABLE history ADD COLUMN rewritten_question TEXT;
ALTER TABLE history ADD COLUMN trace TEXT;

-- A conversation's most recent questions, read newest id first.
CREATE INDEX history_conversation ON history (conversation_id, id);
