-- A lead's first response (any message to it that went out) and first human response (staff, not the assistant),
-- kept on the lead by a trigger so every writer (services, jobs, seed, imports) keeps them right and speed-to-lead
-- reads the leads table alone. A message counts once it went out (sent, delivered or logged), at its sent time:
-- an SMS held back by quiet hours counts when it left, not when it was queued.
CREATE OR REPLACE FUNCTION leads_track_first_response() RETURNS trigger AS $$
DECLARE
  went_out_at timestamptz;
  human boolean;
BEGIN
  IF NEW.sender = 'customer' OR NEW.status NOT IN ('sent', 'delivered', 'logged') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('sent', 'delivered', 'logged') THEN
    RETURN NEW;
  END IF;
  went_out_at := coalesce(NEW.sent_at, NEW.created_at);
  human := NEW.sender <> 'ai';
  UPDATE leads l SET
    first_response_at = CASE WHEN l.first_response_at IS NULL OR l.first_response_at > went_out_at
      THEN went_out_at ELSE l.first_response_at END,
    first_human_response_at = CASE WHEN human AND (l.first_human_response_at IS NULL OR l.first_human_response_at > went_out_at)
      THEN went_out_at ELSE l.first_human_response_at END
  FROM conversations c
  WHERE c.id = NEW.conversation_id AND l.id = c.lead_id
    AND (l.first_response_at IS NULL OR l.first_response_at > went_out_at
      OR (human AND (l.first_human_response_at IS NULL OR l.first_human_response_at > went_out_at)));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER messages_track_first_response AFTER INSERT OR UPDATE OF status ON messages
  FOR EACH ROW EXECUTE FUNCTION leads_track_first_response();--> statement-breakpoint
-- The same figures recomputed from the messages: the backfill below, and the check that the trigger is right.
CREATE OR REPLACE FUNCTION rebuild_lead_first_responses() RETURNS void AS $$
  UPDATE leads l SET first_response_at = r.first_at, first_human_response_at = r.first_human_at
  FROM (
    SELECT l2.id,
      min(coalesce(m.sent_at, m.created_at)) AS first_at,
      min(coalesce(m.sent_at, m.created_at)) FILTER (WHERE m.sender <> 'ai') AS first_human_at
    FROM leads l2
    LEFT JOIN conversations c ON c.lead_id = l2.id
    LEFT JOIN messages m ON m.conversation_id = c.id AND m.sender <> 'customer'
      AND m.status IN ('sent', 'delivered', 'logged')
    GROUP BY l2.id
  ) r
  WHERE l.id = r.id AND (l.first_response_at IS DISTINCT FROM r.first_at
    OR l.first_human_response_at IS DISTINCT FROM r.first_human_at);
$$ LANGUAGE sql;--> statement-breakpoint
SELECT rebuild_lead_first_responses();--> statement-breakpoint
-- Bookings made before booked_by existed: the assistant signs its own in the notes.
UPDATE appointments SET booked_by = 'assistant' WHERE notes LIKE 'Booked by the assistant%';
