ALTER TABLE "ai_settings" ADD COLUMN "language_templates" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language_source" text DEFAULT 'default' NOT NULL;