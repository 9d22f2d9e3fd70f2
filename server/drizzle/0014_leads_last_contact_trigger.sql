-- leads.last_contact_at = the newest message with the lead on any channel. Once per INSERT statement, like
-- conversations_track_senders, so bulk loads keep it right; it only ever moves forward.
CREATE OR REPLACE FUNCTION leads_track_last_contact() RETURNS trigger AS $$
BEGIN
  UPDATE leads l SET last_contact_at = s.at
  FROM (
    SELECT c.lead_id, max(m.created_at) AS at
    FROM new_messages m JOIN conversations c ON c.id = m.conversation_id
    GROUP BY c.lead_id
  ) s
  WHERE l.id = s.lead_id AND (l.last_contact_at IS NULL OR l.last_contact_at < s.at);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER messages_track_lead_contact AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION leads_track_last_contact();--> statement-breakpoint
UPDATE leads l SET last_contact_at = s.at
FROM (
  SELECT c.lead_id, max(m.created_at) AS at
  FROM messages m JOIN conversations c ON c.id = m.conversation_id
  GROUP BY c.lead_id
) s
WHERE l.id = s.lead_id;
