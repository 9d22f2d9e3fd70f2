-- Who gets a new lead, first responses, last sender, last contact and the sender flags are decided in the modules'
-- TypeScript now (lead-assignment/next-assignee.ts, conversations/message-rules.ts), in the transaction of the
-- write that causes them. The day statistics' triggers stay (docs/decisions/042).
DROP TRIGGER IF EXISTS leads_assign_on_insert ON leads;--> statement-breakpoint
DROP FUNCTION IF EXISTS leads_assign_on_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS lead_next_assignee(integer, text, integer, integer, integer);--> statement-breakpoint
DROP TRIGGER IF EXISTS messages_track_last_sender ON messages;--> statement-breakpoint
DROP FUNCTION IF EXISTS conversations_track_last_sender();--> statement-breakpoint
DROP TRIGGER IF EXISTS messages_track_senders ON messages;--> statement-breakpoint
DROP FUNCTION IF EXISTS conversations_track_senders();--> statement-breakpoint
DROP TRIGGER IF EXISTS messages_track_first_response ON messages;--> statement-breakpoint
DROP FUNCTION IF EXISTS leads_track_first_response();--> statement-breakpoint
DROP FUNCTION IF EXISTS rebuild_lead_first_responses();--> statement-breakpoint
DROP TRIGGER IF EXISTS messages_track_lead_contact ON messages;--> statement-breakpoint
DROP FUNCTION IF EXISTS leads_track_last_contact();
