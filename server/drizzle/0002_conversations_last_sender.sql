ALTER TABLE "conversations" ADD COLUMN "last_sender" text;--> statement-breakpoint
CREATE INDEX "conversations_awaiting_reply_idx" ON "conversations" USING btree ("dealership_id") WHERE "conversations"."is_active" AND "conversations"."last_sender" = 'customer';--> statement-breakpoint
-- Kept by a trigger so every writer (services, seed, imports) keeps it right; only a newer message changes it.
CREATE OR REPLACE FUNCTION conversations_track_last_sender() RETURNS trigger AS $$
BEGIN
  UPDATE conversations SET last_sender = NEW.sender
  WHERE id = NEW.conversation_id
    AND NOT EXISTS (
      SELECT 1 FROM messages m
      WHERE m.conversation_id = NEW.conversation_id
        AND (m.created_at > NEW.created_at OR (m.created_at = NEW.created_at AND m.id > NEW.id))
    );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER messages_track_last_sender AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION conversations_track_last_sender();--> statement-breakpoint
UPDATE conversations c SET last_sender = (
  SELECT m.sender FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
);
