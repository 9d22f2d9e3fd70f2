-- ADF out (docs/decisions/054): the store's CRM lead addresses, and each hand-off to them. The crm-handoff module
-- writes the rows, with their send jobs, in the transaction that makes the lead, books the appointment or sets the
-- outcome (the leads and appointments modules tell it); no functions, no triggers.
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
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_handoffs" ADD CONSTRAINT "crm_handoffs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_handoffs" ADD CONSTRAINT "crm_handoffs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_handoffs_lead_event_uq" ON "crm_handoffs" USING btree ("lead_id","event_key");
