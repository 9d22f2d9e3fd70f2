CREATE TABLE "connection_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"sealed" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by_user_id" integer,
	"set_by_email" text
);
--> statement-breakpoint
CREATE TABLE "connection_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer,
	"channel" text NOT NULL,
	"last_accepted_at" timestamp with time zone,
	"last_refused_at" timestamp with time zone,
	"last_refusal" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "connection_credentials_scope_uq" ON "connection_credentials" USING btree (coalesce("dealership_id", 0),"kind","field");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_checks_scope_uq" ON "connection_checks" USING btree (coalesce("dealership_id", 0),"channel");
--> statement-breakpoint
CREATE INDEX "webhook_events_source_created_idx" ON "webhook_events" USING btree ("source","created_at");
