ALTER TABLE "conversations" ADD COLUMN "has_ai_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "has_agent_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Once per INSERT statement, not per row, so bulk loads (seed:large switches the per-row last_sender trigger
-- off) keep the flags right too; a flag only ever turns on (messages are never deleted on their own).
CREATE OR REPLACE FUNCTION conversations_track_senders() RETURNS trigger AS $$
BEGIN
  UPDATE conversations c
  SET has_ai_message = c.has_ai_message OR s.ai, has_agent_message = c.has_agent_message OR s.agent
  FROM (
    SELECT conversation_id, bool_or(sender = 'ai') AS ai, bool_or(sender = 'agent') AS agent
    FROM new_messages GROUP BY conversation_id
  ) s
  WHERE c.id = s.conversation_id
    AND ((s.ai AND NOT c.has_ai_message) OR (s.agent AND NOT c.has_agent_message));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER messages_track_senders AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_track_senders();--> statement-breakpoint
UPDATE conversations c SET has_ai_message = s.ai, has_agent_message = s.agent
FROM (
  SELECT conversation_id, bool_or(sender = 'ai') AS ai, bool_or(sender = 'agent') AS agent
  FROM messages GROUP BY conversation_id
) s
WHERE c.id = s.conversation_id AND (s.ai OR s.agent);
