-- Issue 7 (tenancy): who asked each question, so that a server with several API keys shows each key
-- only its own history and conversations. Keep in step with ../postgresql/V5__asker.sql.
-- asker  the asking caller's identity: askdb serve writes 'key:' and the first 16 hex digits of the
--        API key's SHA-256 (never the key); null when no one was identified (the CLI, a server
--        without API keys, and every row written before this migration).
ALTER TABLE history ADD COLUMN asker TEXT;

-- One asker's most recent questions, read newest id first.
CREATE INDEX history_asker ON history (asker, id);
