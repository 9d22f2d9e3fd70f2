-- ADF out (docs/decisions/054): the store's CRM lead addresses, and each hand-off to them. Triggers write the
-- hand-offs in the transaction that makes the lead, books the appointment or sets the outcome, whichever code path
-- does it (capture, webhooks, Add Lead, import, the assistant, a bulk close).
ALTER TABLE "dealerships" ADD COLUMN "crm_lead_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE TABLE "crm_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_detail" text,
	"enqueued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_handoffs" ADD CONSTRAINT "crm_handoffs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_handoffs" ADD CONSTRAINT "crm_handoffs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_handoffs_lead_event_uq" ON "crm_handoffs" USING btree ("lead_id","event_key");--> statement-breakpoint
CREATE INDEX "crm_handoffs_undispatched_idx" ON "crm_handoffs" USING btree ("id") WHERE "crm_handoffs"."enqueued_at" IS NULL;--> statement-breakpoint

-- A new real lead of a store with a CRM address: once per statement, so a capture burst or an import is one insert.
-- A test lead, a redelivered capture and a returning person (merged, no new row) make none.
CREATE OR REPLACE FUNCTION crm_handoffs_for_new_leads() RETURNS trigger AS $$
BEGIN
  INSERT INTO crm_handoffs (lead_id, dealership_id, kind, event_key)
  SELECT n.id, n.dealership_id, 'new', 'new'
  FROM new_leads n JOIN dealerships d ON d.id = n.dealership_id
  WHERE NOT n.is_test AND cardinality(d.crm_lead_emails) > 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER leads_insert_crm_handoffs AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION crm_handoffs_for_new_leads();--> statement-breakpoint

-- A follow-up note only for a lead the CRM was handed: an appointment booked, and the outcome once per value.
CREATE OR REPLACE FUNCTION crm_handoffs_for_appointments() RETURNS trigger AS $$
BEGIN
  INSERT INTO crm_handoffs (lead_id, dealership_id, kind, event_key, detail)
  SELECT a.lead_id, a.dealership_id, 'appointment', 'appointment:' || a.id,
    jsonb_build_object('scheduledAt', a.scheduled_at, 'type', a.type)
  FROM new_appointments a
  WHERE EXISTS (SELECT 1 FROM crm_handoffs h WHERE h.lead_id = a.lead_id AND h.kind = 'new')
  ON CONFLICT (lead_id, event_key) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_insert_crm_handoffs AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_appointments FOR EACH STATEMENT EXECUTE FUNCTION crm_handoffs_for_appointments();--> statement-breakpoint

CREATE OR REPLACE FUNCTION crm_handoffs_for_outcomes() RETURNS trigger AS $$
BEGIN
  INSERT INTO crm_handoffs (lead_id, dealership_id, kind, event_key, detail)
  SELECT NEW.id, NEW.dealership_id, 'outcome', 'outcome:' || NEW.outcome,
    jsonb_build_object('outcome', NEW.outcome, 'lostReason', NEW.lost_reason)
  WHERE EXISTS (SELECT 1 FROM crm_handoffs h WHERE h.lead_id = NEW.id AND h.kind = 'new')
  ON CONFLICT (lead_id, event_key) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER leads_outcome_crm_handoffs AFTER UPDATE OF outcome ON leads FOR EACH ROW
  WHEN (NEW.outcome IS NOT NULL AND NEW.outcome IS DISTINCT FROM OLD.outcome)
  EXECUTE FUNCTION crm_handoffs_for_outcomes();
