CREATE TABLE "mailgun_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailgun_tokens_seen_at_idx" ON "mailgun_tokens" USING btree ("seen_at");